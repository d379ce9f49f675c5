import type { ApplicantMatch } from '@bursary/domain/back-office-api';
import Radio from 'antd/es/radio';
import { useState } from 'react';
import { DocumentsRequestForm, type DocumentsAudience } from '@/components/email-form/documents-request-form';
import { ApplicantSearch } from './applicant-search';
import './staff-emails.css';

type Mode = DocumentsAudience['kind'];

const MODES: { value: Mode; label: string }[] = [
  { value: 'all_accepted', label: 'All accepted applicants of this cycle' },
  { value: 'emails', label: 'Applicants by e-mail address' },
  { value: 'applicant', label: 'One applicant, found by first name' },
];

const audienceOf = (mode: Mode, applicant: ApplicantMatch | null): DocumentsAudience | null => {
  if (mode !== 'applicant') return { kind: mode };
  return applicant ? { kind: 'applicant', applicantId: applicant.applicant_id, email: applicant.email } : null;
};

/** The documents request (back-office spec §2 and §5): to every accepted applicant, to e-mails, or to one applicant. */
export function DocumentsRequestView() {
  const [mode, setMode] = useState<Mode>('all_accepted');
  const [applicant, setApplicant] = useState<ApplicantMatch | null>(null);
  const audience = audienceOf(mode, applicant);

  return (
    <section className="panel" aria-label="Documents request">
      <fieldset className="audience-fieldset">
        <legend>Send the request to</legend>
        <Radio.Group value={mode} onChange={(event) => setMode(event.target.value)}>
          {MODES.map((option) => (
            <Radio key={option.value} value={option.value}>
              {option.label}
            </Radio>
          ))}
        </Radio.Group>
        {mode === 'all_accepted' && (
          <p className="audience-hint">Each accepted applicant gets their own e-mail with a link to upload the documents.</p>
        )}
        {mode === 'emails' && (
          <p className="audience-hint">
            Each address gets the link to its own application; addresses with no application this cycle are listed after sending.
          </p>
        )}
        {mode === 'applicant' && (
          <>
            <ApplicantSearch
              actionLabel="Choose"
              pickedLabel="Chosen"
              onPick={setApplicant}
              pickedIds={applicant ? [applicant.application_id] : []}
            />
            <p className="chosen-applicant" role="status">
              {applicant
                ? `Request for ${applicant.name} (${applicant.application_year} application), sent to ${applicant.email}.`
                : 'Search for the applicant, then choose them.'}
            </p>
          </>
        )}
      </fieldset>
      {audience && <DocumentsRequestForm audience={audience} />}
    </section>
  );
}
