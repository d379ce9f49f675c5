import { useId } from 'react';

export type Option = { value: string; label: string };

type LabelledSelectProps = {
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
};

/** A label above a native select: the phone's own picker, type-ahead on desktop, read out by every screen reader. */
export function LabelledSelect({ label, value, options, onChange }: LabelledSelectProps) {
  const id = useId();
  return (
    <div className="labelled-select">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="native-select" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
