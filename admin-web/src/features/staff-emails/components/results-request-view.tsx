import type { ApplicantMatch, SendResultRequestRequest } from '@bursary/domain/back-office-api';
import { RESULT_TYPE, type ResultType } from '@bursary/domain/options/results-periods';
import { resultsRequestSchema } from '@bursary/domain/schemas/results-request';
import { usePortalContent } from '@bursary/web-ui/api/portal-content';
import { NotLoaded } from '@bursary/web-ui/components/not-loaded';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Radio from 'antd/es/radio';
import { useState } from 'react';
import { EmailForm, type EmailPayload } from '@/components/email-form/email-form';
import { howMany, reachOf } from '@/components/email-form/reach';
import { countResultRequest, useSendResultRequest } from '../api/send-result-request';
import { ApplicantSearch } from './applicant-search';
import './staff-emails.css';
import { MatchDetails } from './match-details';

type Group = 'accepted_only' | 'accepted_and_paid';

const PERIODS = [
  { value: RESULT_TYPE.MID_YEAR, label: 'Mid-year results' },
  { value: RESULT_TYPE.FINAL_YEAR, label: 'Final-year results' },
];

const GROUPS: { value: Group; label: string }[] = [
  { value: 'accepted_only', label: 'Accepted applicants only' },
  { value: 'accepted_and_paid', label: 'Accepted and paid applicants' },
];

const WITHOUT_PICKED_SCHEMA = resultsRequestSchema.omit(['selectedApps']);

// Whom the request reaches, in the confirmation's words; the server counts them and names the cycle year.
const whoOf = (group: Group | null, picked: ApplicantMatch[]) => (count: number, year: number) => {
  if (group === 'accepted_only') return `${howMany(count, 'accepted applicant')} of ${year}`;
  if (group === 'accepted_and_paid') return `${howMany(count, 'accepted and paid applicant')} of ${year}`;
  const years = [...new Set(picked.map((match) => match.application_year))].sort();
  return `${howMany(count, 'chosen application')} of ${years.join(' and ')}`;
};

/**
 * The results request (back-office spec §4 and §5): mid-year or final-year results, from the cycle's
 * accepted (or accepted and paid) applicants, or from applications picked through the search.
 */
export function ResultsRequestView() {
  const portal = usePortalContent();
  const { trigger } = useSendResultRequest();
  const [resultType, setResultType] = useState<ResultType | null>(null);
  // One value for both tick boxes, so they can never both be ticked.
  const [group, setGroup] = useState<Group | null>(null);
  const [picked, setPicked] = useState<ApplicantMatch[]>([]);

  if (!portal.data) return <NotLoaded results={[portal]} errorTitle="We could not load the portal's settings" />;

  const isPicking = group === null;
  const pickedIds = picked.map((match) => match.application_id);
  const add = (match: ApplicantMatch) => setPicked((current) => [...current, match]);
  const remove = (applicationId: number) =>
    setPicked((current) => current.filter((match) => match.application_id !== applicationId));

  return (
    <section className="panel" aria-label="Results request">
      <EmailForm
        purpose="Results request"
        schema={isPicking ? resultsRequestSchema : WITHOUT_PICKED_SCHEMA}
        recipient={null}
        defaultSubject={`Request for your results ${portal.data.settings.cycle_year}`}
        extra={isPicking ? { resultType, selectedApps: pickedIds } : { resultType }}
        context={group ? { [group]: true } : {}}
        reach={async (payload: EmailPayload) =>
          reachOf(await countResultRequest(payload as SendResultRequestRequest), whoOf(group, picked))
        }
        send={(payload: EmailPayload) => trigger(payload as SendResultRequestRequest)}
      >
        {(problems) => (
          <>
            <fieldset className="audience-fieldset">
              <legend>Results period</legend>
              <Radio.Group value={resultType} onChange={(event) => setResultType(event.target.value)}>
                {PERIODS.map((period) => (
                  <Radio key={period.value} value={period.value}>
                    {period.label}
                  </Radio>
                ))}
              </Radio.Group>
              {resultType === null && problems.resultType && (
                <p className="audience-error" role="alert">
                  {problems.resultType}
                </p>
              )}
            </fieldset>
            <fieldset className="audience-fieldset">
              <legend>Send to</legend>
              {GROUPS.map((option) => (
                <Checkbox
                  key={option.value}
                  checked={group === option.value}
                  onChange={(event) => setGroup(event.target.checked ? option.value : null)}
                >
                  {option.label}
                </Checkbox>
              ))}
              <p className="audience-hint">
                Tick one group (ticking one clears the other), or leave both clear and choose applications below.
              </p>
              {isPicking && (
                <>
                  <ApplicantSearch actionLabel="Add" pickedLabel="Added" onPick={add} pickedIds={pickedIds} />
                  <p className="picked-label">Chosen applications</p>
                  {picked.length === 0 ? (
                    <p className={problems.selectedApps ? 'audience-error' : 'audience-hint'} role={problems.selectedApps ? 'alert' : undefined}>
                      {problems.selectedApps ?? 'None yet: search for applicants and add them.'}
                    </p>
                  ) : (
                    <ul className="picked-list" aria-label="Chosen applications">
                      {picked.map((match) => (
                        <li key={match.application_id}>
                          <MatchDetails match={match} />
                          <Button
                            size="small"
                            onClick={() => remove(match.application_id)}
                            aria-label={`Remove ${match.name}, ${match.application_year}`}
                          >
                            Remove
                          </Button>
                        </li>
                      ))}
                    </ul>
                  )}
                </>
              )}
            </fieldset>
          </>
        )}
      </EmailForm>
    </section>
  );
}
