import { PageHeading } from '@bursary/web-ui/components/page-heading';
import { Alert } from '@bursary/web-ui/components/ui/alert';
import { Link, useSearchParams } from 'react-router-dom';
import { ResetPasswordForm } from '@/features/password-reset/components/reset-password-form';

export function PasswordResetRoute() {
  const [params] = useSearchParams();
  const token = params.get('token');

  return (
    <div className="narrow">
      <PageHeading>Reset password</PageHeading>
      <div className="panel">
        {token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <Alert
            type="error"
            showIcon
            title="This reset link is incomplete."
            description={
              <>
                Open the link from the e-mail again, or <Link to="/passwordchange">ask for a new one</Link>.
              </>
            }
          />
        )}
      </div>
    </div>
  );
}
