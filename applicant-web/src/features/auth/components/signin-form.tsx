import type { Session } from '@bursary/domain/api-types';
import { isBackOfficeRole } from '@bursary/domain/roles';
import { LoginForm } from '@bursary/web-ui/components/login-form';
import { saveSession } from '@bursary/web-ui/session';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { getPortalContent } from '@bursary/web-ui/api/portal-content';
import { ApplyLink } from '@/components/apply-link';
import { forgetLoadedData } from '@/lib/forget-loaded-data';
import { backOfficeUrl } from '@/lib/portal-content';

type RedirectState = { from?: Location } | null;

function applicantHome(session: Session): string {
  return typeof session.application_status === 'number' ? '/applicantdashboard' : '/bursauryform';
}

type SignInFormProps = {
  /** The e-mail just registered, so the applicant only types the password. */
  defaultEmail?: string;
};

export function SignInForm({ defaultEmail }: SignInFormProps) {
  const navigate = useNavigate();
  const location = useLocation();

  const onSignedIn = async (session: Session) => {
    await forgetLoadedData();
    saveSession(session);
    if (isBackOfficeRole(session.role)) {
      window.location.assign(backOfficeUrl(await getPortalContent()));
      return;
    }
    const from = (location.state as RedirectState)?.from;
    navigate(from ? `${from.pathname}${from.search}${from.hash}` : applicantHome(session), { replace: true });
  };

  return (
    <LoginForm
      label="Sign in"
      onSignedIn={onSignedIn}
      extraActions={<ApplyLink>Apply</ApplyLink>}
      defaultEmail={defaultEmail}
    />
  );
}
