import { Input } from 'antd';
import { useEffect, useEffectEvent, useId, useState } from 'react';

const DEBOUNCE_MS = 350;

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ');

type NameSearchProps = {
  /** the search kept for this tab (never in the address: it is personal data) */
  value: string;
  onSearch: (search: string) => void;
};

/** Searches as the person types, once they pause, so each key press does not ask the server. */
export function NameSearch({ value, onSearch }: NameSearchProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);

  // The search changed on its own (back button, cleared filters): show it.
  if (value !== shown) {
    setShown(value);
    if (normalise(text) !== value) setText(value);
  }

  const search = useEffectEvent((wanted: string) => onSearch(wanted));
  useEffect(() => {
    const wanted = normalise(text);
    if (wanted === value) return undefined;
    const timer = setTimeout(() => search(wanted), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <div className="labelled-select grid-search">
      <label htmlFor={id}>Search by first or last name</label>
      <Input
        id={id}
        type="search"
        value={text}
        allowClear
        placeholder="e.g. Zaid or Petersen"
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
