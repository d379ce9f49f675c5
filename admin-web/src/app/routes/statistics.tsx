import { PageHeading } from '@bursary/web-ui/components/page-heading';

// Per institution, per discipline, income bands, per study level (back-office spec §2, Statistics sub-views).
export function StatisticsRoute() {
  return <PageHeading>Statistics</PageHeading>;
}
