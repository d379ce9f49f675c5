import type { HTMLAttributes, ReactNode } from 'react';
import { FieldFrame, useFormField } from '@bursary/web-ui/components/form/field-frame';
import { Input } from '@bursary/web-ui/components/ui/text-input';
import type { FieldProps } from './field-props';

type TextInputFieldProps = FieldProps & {
  type?: 'text' | 'email' | 'tel';
  maxLength?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  prefix?: ReactNode;
  /** Rewrites what is typed before the form keeps it (e.g. drops everything but digits). */
  transform?: (typed: string) => string;
  /** After the field loses focus, e.g. to recompute a total. */
  onBlur?: () => void;
};

export function TextInputField({
  type = 'text',
  maxLength,
  inputMode,
  autoComplete,
  prefix,
  transform = (typed) => typed,
  onBlur,
  label,
  hint,
  isRequired = false,
  ...controller
}: TextInputFieldProps) {
  const { field, id, error, a11y } = useFormField({ ...controller, hint, isRequired });
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} isRequired={isRequired}>
      <Input
        {...field}
        {...a11y}
        type={type}
        maxLength={maxLength}
        inputMode={inputMode}
        autoComplete={autoComplete}
        prefix={prefix}
        onChange={(event) => field.onChange(transform(event.target.value))}
        onBlur={() => {
          field.onBlur();
          onBlur?.();
        }}
      />
    </FieldFrame>
  );
}
