import { statusLabel } from '@bursary/domain/application-status';
import type { ApplicationGridRow, YesNo } from '@bursary/domain/back-office-api';
import { officeDateTime } from '@bursary/domain/office-time';

type Tone = 'good' | 'bad' | 'neutral';

const DECISION_TONES = { Accepted: 'good', Declined: 'bad', pending: 'neutral' } as const;
const yesNoTone = (value: YesNo): Tone => (value === 'YES' ? 'good' : 'neutral');
const STATUS_TONES = { submitted: 'neutral', in_progress: 'neutral', withdrawn: 'bad' } as const;

// When the applicant withdrew it, or how far they got and when they last saved (a submitted one says when it was).
const statusNote = (application: ApplicationGridRow) => {
  if (application.withdrawn_at) return `by the applicant on ${officeDateTime(application.withdrawn_at)}`;
  const saved = application.last_saved_at ? `, last saved ${officeDateTime(application.last_saved_at)}` : '';
  return application.status === 'in_progress' ? `${application.progress}${saved}` : undefined;
};

/**
 * Where the applicant stands, at the top of every sub-view: the application's status (submitted, in
 * progress or withdrawn), decision, paid and the documents, with which requested documents are in
 * beside documents submitted.
 */
export function ApplicantSummary({ application }: { application: ApplicationGridRow }) {
  const facts: { label: string; value: string; tone: Tone; note?: string }[] = [
    { label: 'Application', value: statusLabel(application.status), tone: STATUS_TONES[application.status], note: statusNote(application) },
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
