import type { Control, FieldValues, Path } from 'react-hook-form';
import { Input, PasswordInput } from '../ui/text-input';
import { FieldFrame, useFormField } from './field-frame';

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
  /** Shown under the field from the start, and read out with it. */
  hint?: string;
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
  hint,
}: TextFieldProps<T>) {
  const { field, id, error, a11y } = useFormField({ control, name, hint, isRequired });
  const inputProps = { ...field, ...a11y, autoComplete, inputMode, readOnly: isReadOnly };

  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} isRequired={isRequired}>
      {type === 'password' ? <PasswordInput {...inputProps} /> : <Input {...inputProps} type={type} />}
    </FieldFrame>
  );
}
