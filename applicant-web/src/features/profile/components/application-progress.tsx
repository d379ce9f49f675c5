import type { Session } from '@bursary/domain/api-types';
import { ButtonLink } from '@bursary/web-ui/components/button-link';
import { DetailsList } from '@bursary/web-ui/components/details-list';
import { stepTitle } from '@bursary/domain/application-steps';
import type { MyApplication } from '../api/get-my-application';

type ApplicationProgressProps = {
  session: Session;
  saved: MyApplication;
  isOpen: boolean;
  cycleYear: number;
};

function statusOf({ last_saved_step: step }: MyApplication): string {
  if (step === 'submitted') return 'Submitted';
  if (step === null) return 'Not started';
  return `In progress (last saved: ${stepTitle(step)})`;
}

/** Who is signed in and how far the application has come, with the one next thing to do. */
export function ApplicationProgress({ session, saved, isOpen, cycleYear }: ApplicationProgressProps) {
  const isSubmitted = saved.last_saved_step === 'submitted';
  const items = [
    { label: 'Name', value: `${session.first_name} ${session.last_name}` },
    { label: 'Email', value: session.email },
    { label: `${saved.application?.application_year ?? cycleYear} application`, value: statusOf(saved) },
  ];

  return (
    <section className="panel" aria-labelledby="account-title">
      <h2 id="account-title">Your account</h2>
      <DetailsList items={items} />
      <div className="actions">
        {isSubmitted && (
          <ButtonLink to="/applicantdashboard" type="primary">
            See the outcome
          </ButtonLink>
        )}
        {!isSubmitted && isOpen && (
          <ButtonLink to="/bursauryform" type="primary">
            {saved.last_saved_step === null ? 'Start your application' : 'Continue your application'}
          </ButtonLink>
        )}
      </div>
      {!isSubmitted && !isOpen && <p>Applications for {cycleYear} are closed, so the application can no longer be changed.</p>}
    </section>
  );
}
