import { PageHeading } from '@bursary/web-ui/components/page-heading';
import { useSearchParams } from 'react-router-dom';
import { ApplicationWizard } from '@/features/application/components/application-wizard';
import { WizardProgress } from '@/features/application/components/wizard-progress';
import { LateInvitation } from '@/features/registration/components/late-invitation';
import { RequireSignIn } from '@/lib/route-guards';

/**
 * /bursauryform and /application: Flow A, for signed-in applicants. A late-application link
 * (/application?token=) opens it at its first step, REGISTRATION, for the invited e-mail, signed out.
 */
export function ApplicationWizardRoute() {
  const [params] = useSearchParams();
  const token = params.get('token');

  return (
    <>
      <PageHeading>Bursary application</PageHeading>
      {token ? (
        <LateInvitation token={token} progress={<WizardProgress step="registration" />} />
      ) : (
        <RequireSignIn>
          <ApplicationWizard />
        </RequireSignIn>
      )}
    </>
  );
}
