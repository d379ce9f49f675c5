import type { Session } from '@bursary/domain/api-types';
import { isBackOfficeRole } from '@bursary/domain/roles';
import { LoginForm } from '@bursary/web-ui/components/login-form';
import { Alert } from '@bursary/web-ui/components/ui/alert';
import { saveSession } from '@bursary/web-ui/session';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import type { SignInNotice } from '@/lib/use-session-refused';

type RedirectState = ({ from?: Location } & SignInNotice) | null;

const NOT_BACK_OFFICE_MESSAGE =
  'This sign-in is for bursary staff and invited reviewers. Applicants sign in on the applicant site.';

export function SignInForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as RedirectState;

  const onSignedIn = (session: Session) => {
    if (!isBackOfficeRole(session.role)) throw new Error(NOT_BACK_OFFICE_MESSAGE);
    saveSession(session);
    const from = state?.from;
    navigate(from ? `${from.pathname}${from.search}${from.hash}` : '/admindashboard', { replace: true });
  };

  return (
    <>
      {state?.notice && (
        <Alert className="form-alert" type="warning" showIcon role="alert" title={state.notice} />
      )}
      <LoginForm label="Staff sign-in" onSignedIn={onSignedIn} />
    </>
  );
}
