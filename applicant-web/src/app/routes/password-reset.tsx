import { PageHeading } from '@bursary/web-ui/components/page-heading';

// ?token=; New Password, Confirm New Password and ResetPassword, with an error or success banner (applicant spec §2).
export function PasswordResetRoute() {
  return <PageHeading>Reset password</PageHeading>;
}
