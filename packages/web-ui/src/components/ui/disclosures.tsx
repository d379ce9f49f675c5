import { useId, useState, type ReactNode } from 'react';

export type DisclosureItem = {
  key: string;
  label: ReactNode;
  /** Drawn only while open, so a closed preview fetches nothing. */
  children: ReactNode;
};

function Disclosure({ label, children }: Omit<DisclosureItem, 'key'>) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={`disclosure${isOpen ? ' is-open' : ''}`}>
      <button type="button" className="disclosure-toggle" aria-expanded={isOpen} aria-controls={panelId} onClick={() => setIsOpen(!isOpen)}>
        <span className="disclosure-marker" aria-hidden="true">
          {isOpen ? '▾' : '▸'}
        </span>
        {label}
      </button>
      <div id={panelId} className="disclosure-panel" hidden={!isOpen}>
        {isOpen && children}
      </div>
    </div>
  );
}

/** A list of sections each opened and closed by its own button (several may be open at once). */
export function Disclosures({ items }: { items: readonly DisclosureItem[] }) {
  return (
    <div className="disclosures">
      {items.map(({ key, ...item }) => (
        <Disclosure key={key} {...item} />
      ))}
    </div>
  );
}
