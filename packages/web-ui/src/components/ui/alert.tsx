import type { AriaRole, ReactNode } from 'react';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons';
import { classNames } from './class-names';

export type AlertType = 'success' | 'info' | 'warning' | 'error';

type AlertProps = {
  type?: AlertType;
  /** The message's first line, in bold when a description follows. */
  title?: ReactNode;
  description?: ReactNode;
  showIcon?: boolean;
  /** Full width, square corners, no border: a notice across the top of a page. */
  banner?: boolean;
  /** Read out as soon as it appears unless said otherwise (role="status" for a quiet note). */
  role?: AriaRole;
  className?: string;
  id?: string;
};

const ICONS = { success: SuccessIcon, info: InfoIcon, warning: WarningIcon, error: ErrorIcon } as const;

/** A message in the page: what happened or what to know, in the colour of its kind. */
export function Alert({ type = 'info', title, description, showIcon = false, banner = false, role = 'alert', className, id }: AlertProps) {
  const Icon = ICONS[type];
  const classes = classNames('alert', `alert-${type}`, Boolean(description) && 'has-description', banner && 'is-banner', className);
  return (
    <div id={id} role={role} className={classes}>
      {showIcon && <Icon className="alert-icon" />}
      <div className="alert-content">
        {title && <div className="alert-title">{title}</div>}
        {description && <div className="alert-description">{description}</div>}
      </div>
    </div>
  );
}
