import { PageHeading } from '@bursary/web-ui/components/page-heading';

// Outcome (selected, declined, awaiting), letters and application details (applicant spec §2).
export function ApplicantDashboardRoute() {
  return <PageHeading>My application</PageHeading>;
}
