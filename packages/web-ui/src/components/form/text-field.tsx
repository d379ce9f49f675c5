import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

type TextFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  type?: 'text' | 'email' | 'password' | 'date';
  autoComplete?: string;
  /** The on-screen keyboard phones show, e.g. "numeric" for marks and amounts. */
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  isRequired?: boolean;
  /** Shown and sent but not typed, e.g. an e-mail an invitation was sent to. */
  isReadOnly?: boolean;
};

export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  type = 'text',
  autoComplete,
  inputMode,
  isRequired = false,
  isReadOnly = false,
}: TextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  const error = fieldState.error?.message;
  const inputProps = {
    ...field,
    id,
    autoComplete,
    inputMode,
    readOnly: isReadOnly,
    'aria-invalid': Boolean(error),
    'aria-required': isRequired,
    'aria-describedby': error ? errorId : undefined,
  };

  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={isRequired}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={errorId}>{error}</span> : undefined}
    >
      {type === 'password' ? <Input.Password {...inputProps} /> : <Input {...inputProps} type={type} />}
    </Form.Item>
  );
}
