import type { Figure } from '@bursary/domain/back-office-api';
import { DECISIONS } from './decisions';

type FiguresTableProps = {
  figures: Figure[];
  caption: string;
  /** The first column's heading, e.g. "Institution" */
  labelHeading: string;
};

const sum = (figures: Figure[], key: 'total' | (typeof DECISIONS)[number]['key']) =>
  figures.reduce((total, figure) => total + figure[key], 0);

/** The chart's figures as text: what screen readers read, and what staff copy from. */
export function FiguresTable({ figures, caption, labelHeading }: FiguresTableProps) {
  return (
    // Focusable, so keyboard users can scroll it sideways on a narrow screen.
    <div className="figures-table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="figures-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeading}</th>
            <th scope="col">Total</th>
            {DECISIONS.map((decision) => (
              <th key={decision.key} scope="col">
                {decision.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {figures.map((figure) => (
            <tr key={figure.label}>
              <th scope="row">{figure.label}</th>
              <td>{figure.total}</td>
              {DECISIONS.map((decision) => (
                <td key={decision.key}>{figure[decision.key]}</td>
              ))}
            </tr>
          ))}
        </tbody>
        {figures.length > 1 && (
          <tfoot>
            <tr>
              <th scope="row">All</th>
              <td>{sum(figures, 'total')}</td>
              {DECISIONS.map((decision) => (
                <td key={decision.key}>{sum(figures, decision.key)}</td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
