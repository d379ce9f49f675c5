import { PageHeading } from '@bursary/web-ui/components/page-heading';

// /uploadresults/:token: subjects and marks for the token's results period (back-office spec §2).
export function UploadResultsRoute() {
  return <PageHeading>Upload your results</PageHeading>;
}
