import { formatScore, type ApplicationScores, type ScoreReview } from '@bursary/domain/scoring';

type ScoresTableProps = { scores: ApplicationScores };

/** Every submitted review (mine first), each criterion's score and reason, and each review's weighted score. */
export function ScoresTable({ scores }: ScoresTableProps) {
  const { rubric, mine, others, summary } = scores;
  const reviews: { who: string; review: ScoreReview }[] = [
    ...(mine?.state === 'submitted' ? [{ who: `${mine.reviewer} (you)`, review: mine }] : []),
    ...others.map((review) => ({ who: review.reviewer, review })),
  ];
  const caption = 'Scores by reviewer';
  return (
    <>
      {summary && (
        <dl className="statistics-totals scores-figures">
          <div>
            <dt>Weighted average</dt>
            <dd>{formatScore(summary.weighted_average)}</dd>
          </div>
          <div>
            <dt>Spread (highest less lowest)</dt>
            <dd>{formatScore(summary.spread)}</dd>
          </div>
          <div>
            <dt>Reviews submitted</dt>
            <dd>{summary.count}</dd>
          </div>
        </dl>
      )}
      {reviews.length === 0 ? (
        <p className="figures-empty">Nobody has submitted scores for this application yet.</p>
      ) : (
        <div className="figures-table-scroll" tabIndex={0} role="region" aria-label={caption}>
          <table className="figures-table scores-table">
            <caption>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">Reviewer</th>
                {rubric.map((criterion) => (
                  <th scope="col" key={criterion.key}>
                    {criterion.name} <span className="scores-weight">(weight {criterion.weight})</span>
                  </th>
                ))}
                <th scope="col">Weighted score</th>
              </tr>
            </thead>
            <tbody>
              {reviews.map(({ who, review }) => (
                <tr key={who}>
                  <th scope="row">{who}</th>
                  {rubric.map((criterion) => (
                    <td key={criterion.key}>
                      <span className="scores-score">{review.scores[criterion.key]?.score ?? '—'}</span>
                      <span className="scores-reason">{review.scores[criterion.key]?.reason}</span>
                    </td>
                  ))}
                  <td className="scores-weighted">{formatScore(review.weighted)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
