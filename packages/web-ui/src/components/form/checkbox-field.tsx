import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Checkbox } from '../ui/checkbox';
import { FieldMessage, fieldClassName } from './field-frame';

type CheckboxFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  children: ReactNode;
  isRequired?: boolean;
};

/** A required tick box (terms, pledge) whose message shows under it and is read out with it. */
export function CheckboxField<T extends FieldValues>({ control, name, children, isRequired = false }: CheckboxFieldProps<T>) {
  const {
    field: { value, onChange, ...field },
    fieldState,
  } = useController({ control, name });
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  const error = fieldState.error?.message;

  return (
    <div className={fieldClassName(error)}>
      <Checkbox
        {...field}
        id={id}
        checked={Boolean(value)}
        onChange={(event) => onChange(event.target.checked)}
        aria-required={isRequired}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
      >
        {children}
      </Checkbox>
      <FieldMessage id={errorId} error={error} />
    </div>
  );
}
