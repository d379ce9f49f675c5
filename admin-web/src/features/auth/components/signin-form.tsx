import type { Session } from '@bursary/domain/api-types';
import { isStaffRole } from '@bursary/domain/roles';
import { LoginForm } from '@bursary/web-ui/components/login-form';
import { saveSession } from '@bursary/web-ui/session';
import { useLocation, useNavigate, type Location } from 'react-router-dom';

type RedirectState = { from?: Location } | null;

const NOT_STAFF_MESSAGE = 'This sign-in is for bursary staff. Applicants sign in on the applicant site.';

export function SignInForm() {
  const navigate = useNavigate();
  const location = useLocation();

  const onSignedIn = (session: Session) => {
    if (!isStaffRole(session.role)) throw new Error(NOT_STAFF_MESSAGE);
    saveSession(session);
    const from = (location.state as RedirectState)?.from;
    navigate(from ? `${from.pathname}${from.search}${from.hash}` : '/admindashboard', { replace: true });
  };

  return <LoginForm label="Staff sign-in" onSignedIn={onSignedIn} />;
}
