import { classNames } from './class-names';
// The few icons the shared components draw, as inline SVG (a 1 KB set rather than an icon library).
// Each is decoration: what it means is also said in text or in its button's name.
type IconProps = { className?: string };

const Svg = ({ className, children }: IconProps & { children: React.ReactNode }) => (
  <svg className={classNames('icon', className)} viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true" focusable="false">
    {children}
  </svg>
);

/** A filled circle in the current colour with a white mark on it: the messages' icons. */
const Circled = ({ className, children }: IconProps & { children: React.ReactNode }) => (
  <Svg className={className}>
    <circle cx="8" cy="8" r="8" fill="currentColor" />
    {children}
  </Svg>
);
const WHITE_STROKE = { stroke: '#fff', strokeWidth: 1.8, strokeLinecap: 'round', fill: 'none' } as const;

export const SuccessIcon = (props: IconProps) => (
  <Circled {...props}>
    <path d="M4.5 8.2 7 10.6l4.6-5" strokeLinejoin="round" {...WHITE_STROKE} />
  </Circled>
);

export const InfoIcon = (props: IconProps) => (
  <Circled {...props}>
    <path d="M8 7v5" {...WHITE_STROKE} />
    <circle cx="8" cy="4.4" r="1.1" fill="#fff" />
  </Circled>
);

export const WarningIcon = (props: IconProps) => (
  <Circled {...props}>
    <path d="M8 3.8v5" {...WHITE_STROKE} />
    <circle cx="8" cy="11.6" r="1.1" fill="#fff" />
  </Circled>
);

export const ErrorIcon = (props: IconProps) => (
  <Circled {...props}>
    <path d="m5.3 5.3 5.4 5.4m0-5.4-5.4 5.4" {...WHITE_STROKE} />
  </Circled>
);

export const EditIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M10.8 2.2a1.5 1.5 0 0 1 2.1 0l.9.9a1.5 1.5 0 0 1 0 2.1L6 13 2.5 13.5 3 10z" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
  </Svg>
);

/** Turns while something is on the way (a loading button). */
export const Spinner = (props: IconProps) => (
  <Svg className={classNames('spinner', props.className)}>
    <path d="M8 1.5A6.5 6.5 0 1 1 1.5 8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </Svg>
);
