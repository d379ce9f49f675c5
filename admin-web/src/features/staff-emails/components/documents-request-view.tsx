import type { ApplicantMatch } from '@bursary/domain/back-office-api';
import { usePortalContent } from '@bursary/web-ui/api/portal-content';
import { NotLoaded } from '@bursary/web-ui/components/not-loaded';
import Radio from 'antd/es/radio';
import { useState } from 'react';
import { DocumentsRequestForm, type DocumentsAudience } from '@/components/email-form/documents-request-form';
import { ApplicantSearch } from './applicant-search';
import './staff-emails.css';

type Mode = DocumentsAudience['kind'];

const modesOf = (cycleYear: number): { value: Mode; label: string }[] => [
  { value: 'applicant', label: 'One applicant, found by first name' },
  { value: 'emails', label: 'Applicants by e-mail address' },
  { value: 'all_accepted', label: `All accepted applicants of ${cycleYear}` },
];

const audienceOf = (mode: Mode | null, applicant: ApplicantMatch | null): DocumentsAudience | null => {
  if (mode === null) return null;
  if (mode !== 'applicant') return { kind: mode };
  return applicant ? { kind: 'applicant', applicantId: applicant.applicant_id, email: applicant.email } : null;
};

/**
 * The documents request (back-office spec §2 and §5): to one applicant, to e-mails, or to every
 * accepted applicant of the cycle. Nobody is chosen when it opens: a bulk send is always chosen on purpose.
 */
export function DocumentsRequestView() {
  const portal = usePortalContent();
  const [mode, setMode] = useState<Mode | null>(null);
  const [applicant, setApplicant] = useState<ApplicantMatch | null>(null);
  const audience = audienceOf(mode, applicant);

  if (!portal.data) return <NotLoaded results={[portal]} errorTitle="We could not load the portal's settings" />;

  return (
    <section className="panel" aria-label="Documents request">
      <fieldset className="audience-fieldset">
        <legend>Send the request to</legend>
        <Radio.Group value={mode} onChange={(event) => setMode(event.target.value)}>
          {modesOf(portal.data.settings.cycle_year).map((option) => (
            <Radio key={option.value} value={option.value}>
              {option.label}
            </Radio>
          ))}
        </Radio.Group>
        {mode === null && <p className="audience-hint">Nobody is chosen yet: choose who gets the request.</p>}
        {mode === 'all_accepted' && (
          <p className="audience-hint">
            Each accepted applicant gets their own e-mail with a link to upload the documents; before it goes, you are told how many.
          </p>
        )}
        {mode === 'emails' && (
          <p className="audience-hint">
            Each address gets the link to its own application; addresses with no application this cycle get nothing and are named
            before sending.
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
