import AntForm from 'antd/es/form';
import type { FormEventHandler, ReactNode } from 'react';

type FormProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  label: string;
  children: ReactNode;
};

/** A native form (react-hook-form owns state and validation) laid out by antd. */
export function Form({ onSubmit, label, children }: FormProps) {
  return (
    <form onSubmit={onSubmit} aria-label={label} noValidate>
      <AntForm component={false} layout="vertical">
        {children}
      </AntForm>
    </form>
  );
}
