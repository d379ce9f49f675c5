import Form from 'antd/es/form';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

type SelectFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: readonly string[];
  isRequired?: boolean;
};

// A native select: the phone's own picker, type-ahead on desktop, read out by every screen reader.
export function SelectField<T extends FieldValues>({ control, name, label, options, isRequired = false }: SelectFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  const error = fieldState.error?.message;

  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={isRequired}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={errorId}>{error}</span> : undefined}
    >
      <select
        {...field}
        id={id}
        className={`payment-select${error ? ' has-error' : ''}`}
        aria-required={isRequired}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
      >
        <option value="">Select</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </Form.Item>
  );
}
