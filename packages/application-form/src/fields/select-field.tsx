import { FieldFrame, useFormField } from '@bursary/web-ui/components/form/field-frame';
import type { FieldProps } from './field-props';

export type SelectOption = { value: string | number; label: string };
export type SelectOptionGroup = { label: string; options: readonly SelectOption[] };

type SelectFieldProps = FieldProps & {
  /** Plain strings are their own value and label (the reference lists). */
  options?: readonly (string | SelectOption)[];
  /** Options under headings (universities by kind of institution). */
  groups?: readonly SelectOptionGroup[];
  placeholder?: string;
  autoComplete?: string;
};

const toOption = (option: string | SelectOption): SelectOption =>
  typeof option === 'string' ? { value: option, label: option } : option;

// A closed native select shows one line: on a phone a choice longer than this is cut off, so it is also written
// out in full under the select (hidden from screen readers, which read the select's value already).
const LONG_CHOICE_LENGTH = 32;

const renderOption = ({ value, label }: SelectOption) => (
  <option key={value} value={value}>
    {label}
  </option>
);

// A native select: the phone's own picker, type-ahead on desktop, and read out by every screen reader.
export function SelectField({
  options = [],
  groups = [],
  placeholder = 'Select',
  autoComplete,
  label,
  hint,
  isRequired = false,
  ...controller
}: SelectFieldProps) {
  const { field, id, error, a11y } = useFormField({ ...controller, hint, isRequired });
  const chosen = [...options.map(toOption), ...groups.flatMap((group) => group.options)].find(
    (option) => String(option.value) === String(field.value),
  );
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} isRequired={isRequired}>
      <select
        {...field}
        {...a11y}
        className={`native-select${error ? ' has-error' : ''}`}
        autoComplete={autoComplete}
      >
        <option value="">{placeholder}</option>
        {options.map(toOption).map(renderOption)}
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map(renderOption)}
          </optgroup>
        ))}
      </select>
      {chosen && chosen.label.length > LONG_CHOICE_LENGTH && (
        <span className="select-choice" aria-hidden="true">
          {chosen.label}
        </span>
      )}
    </FieldFrame>
  );
}
