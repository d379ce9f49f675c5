import { PASSWORD_HINT } from '@bursary/domain/schemas/password';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { TextField } from './text-field';

type NewPasswordFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
};

/** Every field where a person chooses a password: the rule, symbols included, shows before the first try. */
export function NewPasswordField<T extends FieldValues>({ control, name, label }: NewPasswordFieldProps<T>) {
  return <TextField control={control} name={name} label={label} type="password" autoComplete="new-password" hint={PASSWORD_HINT} isRequired />;
}
