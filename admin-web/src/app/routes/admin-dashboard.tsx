import { PageHeading } from '@bursary/web-ui/components/page-heading';

// Application grid, counts, filters, exports, zips, bulk letters and e-mails (back-office spec §2, Admin home).
export function AdminDashboardRoute() {
  return <PageHeading>Admin dashboard</PageHeading>;
}
