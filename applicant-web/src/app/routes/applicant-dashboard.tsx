import type { Session } from '@bursary/domain/api-types';
import { NotLoaded } from '@bursary/web-ui/components/not-loaded';
import { PageHeading } from '@bursary/web-ui/components/page-heading';
import { useSession } from '@bursary/web-ui/session';
import { useDashboardData } from '@/features/dashboard/api/get-dashboard-data';
import { OutcomeDashboard } from '@/features/dashboard/components/outcome-dashboard';
import { usePortalContent } from '@bursary/web-ui/api/portal-content';

// Outcome (selected, declined, awaiting), letters and application details (applicant spec §2).
function Dashboard({ session }: { session: Session }) {
  const dashboard = useDashboardData(session.user);
  const content = usePortalContent();

  if (!dashboard.data || !content.data) {
    return <NotLoaded results={[dashboard, content]} errorTitle="We could not load your application" />;
  }
  return <OutcomeDashboard applicantId={session.user} data={dashboard.data} content={content.data} onChanged={() => void dashboard.mutate()} />;
}

export function ApplicantDashboardRoute() {
  const session = useSession();

  return (
    <>
      <PageHeading>My application</PageHeading>
      {session && <Dashboard session={session} />}
    </>
  );
}
