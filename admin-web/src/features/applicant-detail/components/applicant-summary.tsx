import type { ApplicationGridRow, YesNo } from '@bursary/domain/back-office-api';

type Tone = 'good' | 'bad' | 'neutral';

const DECISION_TONES = { Accepted: 'good', Declined: 'bad', pending: 'neutral' } as const;
const yesNoTone = (value: YesNo): Tone => (value === 'YES' ? 'good' : 'neutral');

/**
 * Where the applicant stands, at the top of every sub-view: decision, paid and the documents, with
 * which requested documents are in beside documents submitted.
 */
export function ApplicantSummary({ application }: { application: ApplicationGridRow }) {
  const facts: { label: string; value: string; tone: Tone; note?: string }[] = [
    { label: 'Decision', value: application.accepted_label, tone: DECISION_TONES[application.accepted_label] },
    { label: 'Paid', value: application.paid, tone: yesNoTone(application.paid) },
    {
      label: 'Documents submitted',
      value: application.documents_submitted,
      tone: yesNoTone(application.documents_submitted),
      note: application.documents_submitted_note,
    },
    { label: 'Documents completed', value: application.documents_completed, tone: yesNoTone(application.documents_completed) },
  ];

  return (
    <dl className="applicant-summary">
      {facts.map(({ label, value, tone, note }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className={`standing standing-${tone}`}>{value}</dd>
          {note && <dd className="applicant-summary-note">{note}</dd>}
        </div>
      ))}
    </dl>
  );
}
