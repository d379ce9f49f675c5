import { PageHeading } from '@bursary/web-ui/components/page-heading';
import { ApplicationTabs } from '@/features/application/components/application-tabs';

/** /signup and /testingsignup: Flow B, the eight tabs. */
export function ApplicationTabsRoute() {
  return (
    <>
      <PageHeading>Bursary application</PageHeading>
      <ApplicationTabs />
    </>
  );
}
