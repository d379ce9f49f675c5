import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

type FormFieldOptions<T extends FieldValues> = { control: Control<T>; name: Path<T>; hint?: ReactNode; isRequired?: boolean };

/** A form field's state, and the id and aria attributes that tie its input to the label, hint and message. */
export function useFormField<T extends FieldValues>({ control, name, hint, isRequired = false }: FormFieldOptions<T>) {
  const { field, fieldState } = useController({ control, name });
  const id = `field-${name}`;
  const error = fieldState.error?.message;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const a11y = {
    id,
    'aria-invalid': Boolean(error),
    'aria-required': isRequired,
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
  /** the message is announced as soon as it appears (role="alert"), as the spec's alerts were */
  isAnnounced?: boolean;
  children: ReactNode;
};

/** Label above, hint and message/** Label above, message and hint below; every form field of both apps sits in one. */
export function FieldFrame({ id, label, error, hint, isRequired = false, isAnnounced = false, children }: FieldFrameProps) {
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id} className={`field-label${isRequired ? ' is-required' : ''}`}>
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="field-message" role={isAnnounced ? 'alert' : undefined}>
          {error}
        </p>
      )}
      {hint && (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      )}
    </div>
  );
}
