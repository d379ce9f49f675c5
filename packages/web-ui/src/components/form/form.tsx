import type { FormEventHandler, ReactNode } from 'react';

type FormProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  label: string;
  children: ReactNode;
};

/** A native form: react-hook-form owns its state and validation, the browser's own checks are off. */
export function Form({ onSubmit, label, children }: FormProps) {
  return (
    <form className="form" onSubmit={onSubmit} aria-label={label} noValidate>
      {children}
    </form>
  );
}
