import Form from 'antd/es/form';
import type { ReactNode } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { FormValues } from '../use-step';

/** What every field takes: the step's form, the field's name in the domain schema, and its visible label. */
export type FieldProps = {
  control: Control<FormValues>;
  name: string;
  label: string;
  hint?: ReactNode;
  isRequired?: boolean;
};

/** The field's state, and the id and aria attributes that tie its input to the label, hint and message. */
export function useField({ control, name, hint }: Pick<FieldProps, 'control' | 'name' | 'hint'>) {
  const { field, fieldState } = useController({ control, name });
  const id = `field-${name}`;
  const error = fieldState.error?.message;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const a11y = {
    id,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy || undefined,
  };
  return { field, id, error, a11y };
}

type FieldFrameProps = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  isRequired?: boolean;
  children: ReactNode;
};

/** Label above, hint and message below, laid out by antd. */
export function FieldFrame({ id, label, error, hint, isRequired = false, children }: FieldFrameProps) {
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={isRequired}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={`${id}-error`}>{error}</span> : undefined}
      extra={hint ? <span id={`${id}-hint`}>{hint}</span> : undefined}
    >
      {children}
    </Form.Item>
  );
}
