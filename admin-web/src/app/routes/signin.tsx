import { PageHeading } from '@bursary/web-ui/components/page-heading';
import { SignInForm } from '@/features/auth/components/signin-form';

export function SignInRoute() {
  return (
    <div className="narrow">
      <PageHeading>Staff sign-in</PageHeading>
      <div className="panel">
        <p>Bursary staff, and reviewers who accepted the bursary office's invitation, sign in here.</p>
        <SignInForm />
      </div>
    </div>
  );
}
