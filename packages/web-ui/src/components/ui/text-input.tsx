import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { classNames } from './class-names';

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'prefix'> & {
  /** Shown inside the box before what is typed, e.g. "R" for an amount. */
  prefix?: ReactNode;
};

const inputClass = (className?: string) => classNames('input', className);

/** A one-line text box; a field marks it invalid with aria-invalid, which draws it red. */
export function Input({ prefix, className, ...props }: InputProps) {
  if (prefix === undefined) return <input {...props} className={inputClass(className)} />;
  return (
    <span className="input-affix">
      <span className="input-prefix" aria-hidden="true">
        {prefix}
      </span>
      <input {...props} className={inputClass(className)} />
    </span>
  );
}

/** A password box with a Show/Hide switch, so a person on a phone can check what they typed. */
export function PasswordInput({ className, ...props }: Omit<InputProps, 'type' | 'prefix'>) {
  const [isShown, setIsShown] = useState(false);
  return (
    <span className="input-affix">
      <input {...props} type={isShown ? 'text' : 'password'} className={inputClass(className)} />
      <button
        type="button"
        className="input-reveal"
        aria-pressed={isShown}
        aria-controls={props.id}
        onClick={() => setIsShown(!isShown)}
      >
        {isShown ? 'Hide' : 'Show'}
      </button>
    </span>
  );
}

type TextAreaProps = ComponentPropsWithRef<'textarea'>;

/** A text box of several lines; with maxLength, the count of characters left shows below it. */
export function TextArea({ className, maxLength, value, ...props }: TextAreaProps) {
  const length = typeof value === 'string' ? value.length : 0;
  return (
    <span className="textarea-frame">
      <textarea {...props} value={value} maxLength={maxLength} className={inputClass(className)} />
      {maxLength !== undefined && (
        <span className="textarea-count" aria-hidden="true">
          {length} / {maxLength}
        </span>
      )}
    </span>
  );
}
