import { Button, type ButtonProps } from './ui/button';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

type ButtonLinkProps = Omit<ButtonProps, 'href' | 'onClick'> & {
  to: string;
};

/** A real link (it can be opened in a new tab) that looks like an antd button and navigates in-app. */
export function ButtonLink({ to, ...buttonProps }: ButtonLinkProps) {
  const href = useHref(to);
  const onLinkClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button
      {...buttonProps}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => onLinkClick(event as MouseEvent<HTMLAnchorElement>)}
    />
  );
}
