import { PageHeading } from '@bursary/web-ui/components/page-heading';
import Flex from 'antd/es/flex';
import { BackToAdminButton } from '@/components/back-to-admin-button';
import { StatisticsView } from '@/features/statistics/components/statistics-view';

// /stat: the statistics on a page of their own, as the admin home's stat sub-view shows them.
export function StatisticsRoute() {
  return (
    <Flex vertical gap="middle">
      <div>
        <BackToAdminButton />
      </div>
      <PageHeading>Statistics</PageHeading>
      <StatisticsView />
    </Flex>
  );
}
