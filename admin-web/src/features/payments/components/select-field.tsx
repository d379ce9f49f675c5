import { FieldFrame, useFormField } from '@bursary/web-ui/components/form/field-frame';
import type { Control, FieldValues, Path } from 'react-hook-form';

type SelectFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: readonly string[];
  isRequired?: boolean;
};

// A native select: the phone's own picker, type-ahead on desktop, read out by every screen reader.
export function SelectField<T extends FieldValues>({ control, name, label, options, isRequired = false }: SelectFieldProps<T>) {
  const { field, id, error, a11y } = useFormField({ control, name, isRequired });

  return (
    <FieldFrame id={id} label={label} error={error} isRequired={isRequired}>
      <select {...field} {...a11y} className={`native-select${error ? ' has-error' : ''}`}>
        <option value="">Select</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
