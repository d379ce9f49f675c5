import { PageHeading } from '@bursary/web-ui/components/page-heading';

// /uploaddocs/:applicationId: files 5, 6, 7 and 9 after selection (back-office spec §2).
export function UploadDocsRoute() {
  return <PageHeading>Upload supporting documents</PageHeading>;
}
