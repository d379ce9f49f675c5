import { FieldFrame, useFormField } from '@bursary/web-ui/components/form/field-frame';
import Input from 'antd/es/input';
import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
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
  const { field, id, error, a11y } = useFormField({ control, name, hint, isRequired });
  const inputProps = { ...field, ...a11y, disabled: isDisabled, className: isDisabled ? 'locked-input' : undefined };

  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} isRequired={isRequired} isAnnounced>
      {isMultiline ? <Input.TextArea {...inputProps} autoSize={{ minRows: 6 }} /> : <Input {...inputProps} inputMode={inputMode} />}
    </FieldFrame>
  );
}
