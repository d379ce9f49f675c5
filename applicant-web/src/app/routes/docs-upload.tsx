import { PageHeading } from '@bursary/web-ui/components/page-heading';

// /docsupload/:token: one picker per requested document code in the token (back-office spec §2).
export function DocsUploadRoute() {
  return <PageHeading>Upload requested documents</PageHeading>;
}
