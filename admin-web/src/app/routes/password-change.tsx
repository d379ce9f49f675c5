import { ForgotPasswordForm } from '@bursary/web-ui/components/forgot-password-form';
import { PageHeading } from '@bursary/web-ui/components/page-heading';

export function PasswordChangeRoute() {
  return (
    <div className="narrow">
      <PageHeading>Forgot password</PageHeading>
      <div className="panel">
        <ForgotPasswordForm />
      </div>
    </div>
  );
}
