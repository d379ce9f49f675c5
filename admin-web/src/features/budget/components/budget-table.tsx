import type { BudgetReport } from '@bursary/domain/budget';
import { formatRand } from '@bursary/domain/rand-amount';

/** The chart's figures as text, per institution with the totals below. */
export function BudgetTable({ report, caption }: { report: BudgetReport; caption: string }) {
  return (
    <div className="figures-table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="figures-table budget-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Institution</th>
            <th scope="col">Accepted</th>
            <th scope="col">Committed</th>
            <th scope="col">Paid</th>
            <th scope="col">Not yet paid</th>
          </tr>
        </thead>
        <tbody>
          {report.institutions.map((line) => (
            <tr key={line.institution}>
              <th scope="row">{line.institution}</th>
              <td>{line.accepted}</td>
              <td>{formatRand(line.committed)}</td>
              <td>{formatRand(line.paid)}</td>
              <td>{formatRand(line.outstanding)}</td>
            </tr>
          ))}
        </tbody>
        {report.institutions.length > 1 && (
          <tfoot>
            <tr>
              <th scope="row">All</th>
              <td>{report.accepted}</td>
              <td>{formatRand(report.committed)}</td>
              <td>{formatRand(report.paid)}</td>
              <td>{formatRand(report.outstanding)}</td>
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
