import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import './email-form.css';

type MessageFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  hint?: ReactNode;
  isRequired?: boolean;
  isDisabled?: boolean;
  isMultiline?: boolean;
  inputMode?: 'text' | 'email';
};

/** An e-mail form's field whose problem is announced at once (role="alert"), as the spec's alerts were. */
export function MessageField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  isRequired = false,
  isDisabled = false,
  isMultiline = false,
  inputMode = 'text',
}: MessageFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const id = `field-${name}`;
  const error = fieldState.error?.message;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const inputProps = {
    ...field,
    id,
    disabled: isDisabled,
    className: isDisabled ? 'locked-input' : undefined,
    'aria-invalid': Boolean(error),
    'aria-required': isRequired,
    'aria-describedby': describedBy || undefined,
  };

  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={isRequired}
      validateStatus={error ? 'error' : undefined}
      help={
        error ? (
          <span id={`${id}-error`} role="alert">
            {error}
          </span>
        ) : undefined
      }
      extra={
        hint ? (
          <span id={`${id}-hint`} className="field-hint">
            {hint}
          </span>
        ) : undefined
      }
    >
      {isMultiline ? <Input.TextArea {...inputProps} autoSize={{ minRows: 6 }} /> : <Input {...inputProps} inputMode={inputMode} />}
    </Form.Item>
  );
}
