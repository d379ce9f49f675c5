import type { PortalContent } from '@bursary/domain/api-types';
import { withdrawRefusal } from '@bursary/domain/application-status';
import { ACCEPT_DECLINE } from '@bursary/domain/constants';
import { officeDateTime } from '@bursary/domain/office-time';
import { useEffect, useRef, useState } from 'react';
import { ButtonLink } from '@bursary/web-ui/components/button-link';
import { DownloadButton } from '@bursary/web-ui/components/download-button';
import { Alert } from '@bursary/web-ui/components/ui/alert';
import { CmsHtml } from '@/components/cms-html';
import { LateApplicationNote } from '@/components/late-application-note';
import type { DashboardData } from '../api/get-dashboard-data';
import { letterDownload, type LetterKind } from '../api/letters';
import { ApplicantDetails } from './applicant-details';
import { WithdrawApplication } from './withdraw-application';

type Outcome = 'selected' | 'declined' | 'awaiting' | 'not-submitted' | 'withdrawn';

// Withdrawn by the applicant; else accept_decline: 1 selected, 0 declined, 2 pending (awaiting once submitted).
function outcomeOf(data: DashboardData): Outcome {
  if (data.withdrawn_at) return 'withdrawn';
  if (data.accept_decline === ACCEPT_DECLINE.ACCEPTED) return 'selected';
  if (data.accept_decline === ACCEPT_DECLINE.DECLINED) return 'declined';
  return data.submited === 1 ? 'awaiting' : 'not-submitted';
}

const OUTCOME_TEXT = {
  selected: 'outcome_selected',
  declined: 'outcome_declined',
  awaiting: 'outcome_awaiting',
} as const;

const LETTERS: Record<Exclude<Outcome, 'not-submitted' | 'withdrawn'>, LetterKind[]> = {
  selected: ['congratulations', 'pledge', 'consent'],
  declined: ['decline'],
  awaiting: [],
};

type OutcomeDashboardProps = {
  applicantId: number;
  data: DashboardData;
  content: PortalContent;
  /** loads the dashboard again (after a withdrawal) */
  onChanged: () => void;
};

// Once withdrawn: when, and what it means. Takes the focus when it replaces the withdraw confirmation.
function Withdrawn({ data, hasFocus }: { data: DashboardData; hasFocus: boolean }) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (hasFocus) title.current?.focus();
  }, [hasFocus]);
  return (
    <section className="panel" aria-labelledby="outcome-title">
      <h2 id="outcome-title" ref={title} tabIndex={-1}>
        You withdrew your application
      </h2>
      <p>
        You withdrew your {data.application_year} application on {officeDateTime(data.withdrawn_at!)}. The bursary office will
        not consider it, and it can no longer be changed or submitted. You are welcome to apply again in a future year.
      </p>
    </section>
  );
}

function NotSubmitted({ data, content }: { data: DashboardData; content: PortalContent }) {
  const { closed_notice: closedNotice } = content.texts;
  return (
    <section className="panel" aria-labelledby="outcome-title">
      <h2 id="outcome-title">Your application</h2>
      <p>You have not submitted your application yet.</p>
      {data.may_apply ? (
        <>
          {data.may_apply_until && <LateApplicationNote until={data.may_apply_until} />}
          <p>Everything you saved is kept. Continue where you left off, then review and submit it.</p>
          <div className="actions">
            <ButtonLink to="/bursauryform" type="primary">
              Continue your application
            </ButtonLink>
          </div>
        </>
      ) : (
        <Alert type="error" showIcon title={closedNotice.title} description={<CmsHtml html={closedNotice.html} />} />
      )}
    </section>
  );
}

export function OutcomeDashboard({ applicantId, data, content, onChanged }: OutcomeDashboardProps) {
  const outcome = outcomeOf(data);
  const [hasWithdrawnHere, setHasWithdrawnHere] = useState(false);
  const mayWithdraw =
    data.application_id !== null && withdrawRefusal({ acceptDecline: data.accept_decline, isWithdrawn: Boolean(data.withdrawn_at) }) === null;

  const onWithdrawn = () => {
    setHasWithdrawnHere(true);
    onChanged();
  };

  return (
    <div className="stack">
      {outcome === 'withdrawn' ? (
        <Withdrawn data={data} hasFocus={hasWithdrawnHere} />
      ) : outcome === 'not-submitted' ? (
        <NotSubmitted data={data} content={content} />
      ) : (
        <section className="panel" aria-labelledby="outcome-title">
          <h2 id="outcome-title">{content.texts[OUTCOME_TEXT[outcome]].title}</h2>
          <CmsHtml html={content.texts[OUTCOME_TEXT[outcome]].html} />
          {(LETTERS[outcome].length > 0 || outcome === 'selected') && (
            <div className="actions">
              {LETTERS[outcome].map((kind) => (
                <DownloadButton key={kind} type="primary" {...letterDownload(kind, applicantId)} />
              ))}
              {outcome === 'selected' && data.application_id !== null && (
                <ButtonLink to={`/uploaddocs/${data.application_id}`}>Upload supporting documents</ButtonLink>
              )}
            </div>
          )}
        </section>
      )}
      <ApplicantDetails data={data} />
      {mayWithdraw && <WithdrawApplication applicationId={data.application_id!} year={data.application_year ?? 0} onWithdrawn={onWithdrawn} />}
    </div>
  );
}
