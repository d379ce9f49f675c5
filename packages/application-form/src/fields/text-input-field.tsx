import Input from 'antd/es/input';
import type { HTMLAttributes, ReactNode } from 'react';
import { FieldFrame, useField, type FieldProps } from './field-frame';

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
  const { field, id, error, a11y } = useField({ ...controller, hint });
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
        aria-required={isRequired}
        onChange={(event) => field.onChange(transform(event.target.value))}
        onBlur={() => {
          field.onBlur();
          onBlur?.();
        }}
      />
    </FieldFrame>
  );
}
