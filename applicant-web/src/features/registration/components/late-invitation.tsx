import { ApiError } from '@bursary/web-ui/api-client';
import { logout } from '@bursary/web-ui/api/logout';
import { ButtonLink } from '@bursary/web-ui/components/button-link';
import { NotLoaded } from '@bursary/web-ui/components/not-loaded';
import { usePortalContent } from '@bursary/web-ui/api/portal-content';
import { Alert } from '@bursary/web-ui/components/ui/alert';
import { clearLocalStorage, readSession } from '@bursary/web-ui/session';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDeadline } from '@/components/late-application-note';
import { forgetLoadedData } from '@/lib/forget-loaded-data';
import { useLateLink, type LateLink } from '../api/get-late-link';
import { EligibilityStep } from './eligibility-step';
import { RegistrationForm } from './registration-form';

type LateInvitationProps = {
  token: string;
  /** Where the person is in the application, shown above the registration step. */
  progress: ReactNode;
};

function SignInToApply({ link }: { link: LateLink }) {
  return (
    <section className="panel" aria-labelledby="late-sign-in-title">
      <h2 id="late-sign-in-title">Sign in to apply</h2>
      <p>
        <strong>{link.email}</strong> already has an account on the portal. Sign in with it to start or continue your
        application.
      </p>
      <div className="actions">
        <ButtonLink to="/signin" type="primary">
          LOG IN
        </ButtonLink>
        <Link to="/passwordchange">Forgot Password</Link>
      </div>
    </section>
  );
}

// The page starts afresh (spec §2: local storage is cleared on entry): whoever was signed in on this browser is
// signed out, on the server too, and nothing loaded for them stays in memory for the invited person.
function useFreshStart() {
  useEffect(() => {
    const forget = () => {
      clearLocalStorage();
      void forgetLoadedData();
    };
    if (!readSession()) {
      forget();
      return;
    }
    void logout()
      .catch(() => undefined)
      .finally(forget);
  }, []);
}

/** /application?token=: a late-application invitation. The invited e-mail registers (read-only) or signs in. */
export function LateInvitation({ token, progress }: LateInvitationProps) {
  useFreshStart();
  const link = useLateLink(token);
  const content = usePortalContent();
  const [hasConfirmedEligibility, setHasConfirmedEligibility] = useState(false);

  // 400: expired, used up or not a real link; anything else (no connection) is worth trying again.
  if (link.error instanceof ApiError && link.error.status === 400) {
    return (
      <Alert
        type="error"
        showIcon
        title="This invitation link cannot be used"
        description={
          <>
            <p>{link.error.message}</p>
            <p>
              If you already registered through it, <Link to="/signin">log in</Link> to continue your application.
            </p>
          </>
        }
      />
    );
  }
  if (!link.data || !content.data) {
    return <NotLoaded results={[link, content]} errorTitle="We could not open your invitation" />;
  }

  const invitation = link.data;
  const { texts } = content.data;
  return (
    <>
      {progress}
      <div className="stack">
        <Alert
          type="info"
          showIcon
          title={`You are invited to apply for the ${content.data.settings.cycle_year} bursary`}
          description={`This invitation is for ${invitation.email} and lasts until ${formatDeadline(invitation.expires_at)}.`}
        />
        {invitation.has_account && <SignInToApply link={invitation} />}
        {!invitation.has_account && !hasConfirmedEligibility && (
          <EligibilityStep
            article={texts.eligibility_article}
            confirmation={texts.eligibility_confirmation}
            onNext={() => setHasConfirmedEligibility(true)}
          />
        )}
        {!invitation.has_account && hasConfirmedEligibility && (
          <RegistrationForm terms={texts.terms_and_conditions} invitation={{ token, email: invitation.email }} />
        )}
      </div>
    </>
  );
}
