import { PageHeading } from '@bursary/web-ui/components/page-heading';

// Flow A (wizard) opened from a link with ?token= (the applicant's e-mail, shown read-only); local storage is cleared on entry (applicant spec §2).
export function ApplicationWizardRoute() {
  return <PageHeading>Bursary application</PageHeading>;
}
