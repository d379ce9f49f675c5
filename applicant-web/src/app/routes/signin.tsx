import { PageHeading } from '@bursary/web-ui/components/page-heading';
import { Alert } from '@bursary/web-ui/components/ui/alert';
import { useLocation } from 'react-router-dom';
import { SignInForm } from '@/features/auth/components/signin-form';

type SignInState = { notice?: string; email?: string } | null;

export function SignInRoute() {
  // Registration ends here with "Registration successful. Proceed to log in" and the e-mail registered.
  const state = useLocation().state as SignInState;
  const notice = state?.notice;

  return (
    <div className="narrow">
      <PageHeading>Sign in</PageHeading>
      {notice && <Alert className="form-alert" type="success" showIcon role="status" title={notice} />}
      <div className="panel">
        <SignInForm defaultEmail={state?.email} />
      </div>
    </div>
  );
}
