type ProgressProps = {
  /** 0 to 100 */
  percent: number;
  /** What is progressing, e.g. "ID Document upload progress". */
  'aria-label': string;
  size?: 'small' | 'default';
};

/** A bar with its percentage, read out as a progress bar. */
export function Progress({ percent, size = 'default', 'aria-label': label }: ProgressProps) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      className={`progress${size === 'small' ? ' progress-small' : ''}${value === 100 ? ' is-complete' : ''}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
    >
      <span className="progress-track">
        <span className="progress-bar" style={{ width: `${value}%` }} />
      </span>
      <span className="progress-text" aria-hidden="true">
        {value}%
      </span>
    </div>
  );
}
