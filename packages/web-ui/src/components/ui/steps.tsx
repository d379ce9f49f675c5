import { classNames } from './class-names';
type StepsProps = {
  titles: readonly string[];
  /** The index of the step the person is on; those before it are done. */
  current: number;
  /** Dots and titles only, for steps within a step. */
  isCompact?: boolean;
  className?: string;
};

/** Where a person is in a sequence of steps, drawn as numbered (or dotted) points on a line. Decoration: say it in text too. */
export function Steps({ titles, current, isCompact = false, className }: StepsProps) {
  return (
    <ol className={classNames('steps', isCompact && 'steps-compact', className)}>
      {titles.map((title, index) => {
        const state = index < current ? 'is-done' : index === current ? 'is-current' : 'is-to-come';
        return (
          <li key={title} className={`step ${state}`}>
            <span className="step-point">{isCompact ? '' : index < current ? '✓' : index + 1}</span>
            <span className="step-title">{title}</span>
          </li>
        );
      })}
    </ol>
  );
}
