import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { classNames } from '../ui/class-names';

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

/** The class of a field's wrapper: marked while it has a message. */
export const fieldClassName = (error?: string) => classNames('field', Boolean(error) && 'has-error');

/** A field's message under it, tied to its input by `id` (the input's aria-describedby). */
export function FieldMessage({ id, error, isAnnounced = false }: { id: string; error?: string; isAnnounced?: boolean }) {
  if (!error) return null;
  return (
    <p id={id} className="field-message" role={isAnnounced ? 'alert' : undefined}>
      {error}
    </p>
  );
}

/** Label above, message and hint below; every form field of both apps sits in one. */
export function FieldFrame({ id, label, error, hint, isRequired = false, isAnnounced = false, children }: FieldFrameProps) {
  return (
    <div className={fieldClassName(error)}>
      <label htmlFor={id} className={`field-label${isRequired ? ' is-required' : ''}`}>
        {label}
      </label>
      {children}
      <FieldMessage id={`${id}-error`} error={error} isAnnounced={isAnnounced} />
      {hint && (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      )}
    </div>
  );
}
