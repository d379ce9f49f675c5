import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from './button';

export type MenuItem = { key: string; label: ReactNode };

type MenuButtonProps = {
  items: readonly MenuItem[];
  onSelect: (key: string) => void;
  /** The button's name for screen readers, e.g. "Account menu for Aaliyah Davids". */
  'aria-label': string;
  loading?: boolean;
  children: ReactNode;
};

/**
 * A button that opens a menu below it, as the WAI-ARIA menu button pattern has it: Enter, Space or the down
 * arrow open it on the first item, arrows move, Escape or a click elsewhere close it and give the focus back.
 */
export function MenuButton({ items, onSelect, loading = false, 'aria-label': label, children }: MenuButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuItems = () => [...(wrapperRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!isOpen) return;
    wrapperRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    setIsOpen(true);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = menuItems();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: all.length - 1 };
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      close(event.key === 'Escape');
      return;
    }
    if (!(event.key in moves)) return;
    event.preventDefault();
    all[(moves[event.key] + all.length) % all.length]?.focus();
  };

  const choose = (key: string) => {
    close(true);
    onSelect(key);
  };

  return (
    <div ref={wrapperRef} className="menu-button">
      <Button
        ref={buttonRef}
        shape="circle"
        size="large"
        loading={loading}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setIsOpen(!isOpen)}
        onKeyDown={onButtonKeyDown}
      >
        {children}
      </Button>
      {isOpen && (
        <ul id={menuId} role="menu" aria-label={label} className="menu" onKeyDown={onMenuKeyDown}>
          {items.map(({ key, label: itemLabel }) => (
            <li
              key={key}
              role="menuitem"
              tabIndex={-1}
              className="menu-item"
              onClick={() => choose(key)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' && event.key !== ' ') return;
                event.preventDefault();
                choose(key);
              }}
            >
              {itemLabel}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
