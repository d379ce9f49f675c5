import { ScoringPanel } from './scoring-panel';

type ScoresViewProps = { applicationId: number; name: string };

/** The applicant detail's Scores (&view=scores): my scores against the rubric, then everyone's. */
export function ScoresView({ applicationId, name }: ScoresViewProps) {
  return (
    <section className="panel scoring" aria-labelledby="scores-title">
      <h2 id="scores-title">Scores</h2>
      <ScoringPanel applicationId={applicationId} name={name} />
    </section>
  );
}
