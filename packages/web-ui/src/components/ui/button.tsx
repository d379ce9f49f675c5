import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { Spinner } from './icons';
import { classNames } from './class-names';

type ButtonLook = {
  /** primary: the page's main action; default: any other; link and text: no frame. */
  type?: 'primary' | 'default' | 'link' | 'text';
  danger?: boolean;
  block?: boolean;
  size?: 'small' | 'middle' | 'large';
  shape?: 'default' | 'circle';
  icon?: ReactNode;
  /** Shows a spinner and ignores presses (a second submit) until it is done; the button keeps its focus. */
  loading?: boolean;
};

export type ButtonProps = Omit<ComponentPropsWithRef<'button'>, 'type'> &
  ButtonLook & {
    htmlType?: 'button' | 'submit' | 'reset';
    /** Drawn as a link that looks like a button (see ButtonLink for in-app links). */
    href?: string;
  };

const classNameOf = ({ type = 'default', danger, block, size, shape, loading }: ButtonLook, extra?: string) =>
  classNames(
    'btn',
    `btn-${type}`,
    danger && 'btn-danger',
    block && 'btn-block',
    size && size !== 'middle' && `btn-${size}`,
    shape === 'circle' && 'btn-circle',
    loading && 'is-loading',
    extra,
  );

/** The buttons of both apps: a native button (or a link with href) in the fund's colours. */
export function Button({ type, danger, block, size, shape, icon, loading = false, htmlType = 'button', href, className, children, onClick, ...rest }: ButtonProps) {
  const classes = classNameOf({ type, danger, block, size, shape, loading }, className);
  const content = (
    <>
      {loading ? <Spinner /> : icon}
      {children !== undefined && children !== null && <span>{children}</span>}
    </>
  );
  const onPress = (event: MouseEvent<HTMLButtonElement & HTMLAnchorElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  if (href !== undefined) {
    const { ref, disabled, ...anchorRest } = rest as ComponentPropsWithRef<'a'> & { disabled?: boolean };
    void ref;
    return (
      <a {...anchorRest} href={disabled ? undefined : href} aria-disabled={disabled || undefined} className={classes} onClick={onPress}>
        {content}
      </a>
    );
  }
  return (
    <button {...rest} type={htmlType} className={classes} onClick={onPress}>
      {content}
    </button>
  );
}
