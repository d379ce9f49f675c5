import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { classNames } from './class-names';

export type TabItem<K extends string> = {
  key: K;
  label: ReactNode;
  disabled?: boolean;
  /** Drawn only while its tab is chosen. */
  children: ReactNode;
};

type TabsProps<K extends string> = {
  items: readonly TabItem<K>[];
  activeKey: K;
  onChange: (key: K) => void;
  className?: string;
};

/**
 * Tabs as the WAI-ARIA pattern has them: one tab stop, arrow keys (and Home, End) move between the tabs
 * that can be chosen and choose them; the tabs wrap onto more rows on a narrow screen.
 */
export function Tabs<K extends string>({ items, activeKey, onChange, className }: TabsProps<K>) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (key: K) => `${baseId}-tab-${key}`;
  const panelId = (key: K) => `${baseId}-panel-${key}`;
  const active = items.find((item) => item.key === activeKey);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = items.filter((item) => !item.disabled);
    const index = enabled.findIndex((item) => item.key === activeKey);
    const next = {
      ArrowRight: enabled[(index + 1) % enabled.length],
      ArrowLeft: enabled[(index - 1 + enabled.length) % enabled.length],
      Home: enabled[0],
      End: enabled[enabled.length - 1],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    onChange(next.key);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(next.key))}`)?.focus();
  };

  return (
    <div className={classNames('tabs', className)}>
      <div ref={listRef} role="tablist" className="tab-list" onKeyDown={onKeyDown}>
        {items.map(({ key, label, disabled = false }) => {
          const isActive = key === activeKey;
          return (
            <button
              key={key}
              id={tabId(key)}
              type="button"
              role="tab"
              className={`tab${isActive ? ' is-active' : ''}`}
              aria-selected={isActive}
              aria-controls={panelId(key)}
              aria-disabled={disabled || undefined}
              tabIndex={isActive ? 0 : -1}
              onClick={() => !disabled && !isActive && onChange(key)}
            >
              {label}
            </button>
          );
        })}
      </div>
      {active && (
        <div id={panelId(active.key)} role="tabpanel" className="tab-panel" aria-labelledby={tabId(active.key)}>
          {active.children}
        </div>
      )}
    </div>
  );
}
