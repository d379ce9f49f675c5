import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import type { FormValues } from '../use-step';

/** What every field takes: the step's form, the field's name in the domain schema, and its visible label. */
export type FieldProps = {
  control: Control<FormValues>;
  name: string;
  label: string;
  hint?: ReactNode;
  isRequired?: boolean;
};
