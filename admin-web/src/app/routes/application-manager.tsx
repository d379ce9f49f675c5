import { PageHeading } from '@bursary/web-ui/components/page-heading';

// One applicant: review, decision, payments, documents, results, downloads (back-office spec §2, Applicant detail screen).
export function ApplicationManagerRoute() {
  return <PageHeading>Applicant record</PageHeading>;
}
