import { PageHeading } from '@bursary/web-ui/components/page-heading';

// The spec does not show this page's content (applicant spec §2).
export function ProfileRoute() {
  return <PageHeading>Profile</PageHeading>;
}
