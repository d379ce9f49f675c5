import { PageHeading } from '@bursary/web-ui/components/page-heading';

// Flow B (tabs): basic, social, university, documents, income, expenses, survey, submit (applicant spec §2).
export function ApplicationFormRoute() {
  return <PageHeading>Bursary application</PageHeading>;
}
