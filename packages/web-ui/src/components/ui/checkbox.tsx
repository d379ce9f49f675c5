import type { ComponentPropsWithRef, ReactNode } from 'react';

type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  /** The box's label, clickable with it. */
  children?: ReactNode;
};

/** A native tick box with its label beside it. */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <label className={['checkbox', className].filter(Boolean).join(' ')}>
      <input {...props} type="checkbox" />
      {children !== undefined && <span className="checkbox-label">{children}</span>}
    </label>
  );
}
