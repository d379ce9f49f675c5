import type { ComponentPropsWithRef, ReactNode } from 'react';
import { classNames } from './class-names';

type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  /** The box's label, clickable with it. */
  children?: ReactNode;
};

/** A native tick box with its label beside it. */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <label className={classNames('checkbox', className)}>
      <input {...props} type="checkbox" />
      {children !== undefined && <span className="checkbox-label">{children}</span>}
    </label>
  );
}
