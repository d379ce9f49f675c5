import { PageHeading } from '@/components/page-heading';

// ?token=; New Password, Confirm New Password and ResetPassword, with an error or success banner (applicant spec §2).
export function PasswordResetRoute() {
  return <PageHeading>Reset password</PageHeading>;
}
