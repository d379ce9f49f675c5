import { PageHeading } from '@bursary/web-ui/components/page-heading';

// Edit on behalf of the applicant, opened with the applicant data and a starting stage (back-office spec §2, Update form).
export function UpdateApplicantRoute() {
  return <PageHeading>Update applicant</PageHeading>;
}
