import { usePortalContent } from '@bursary/web-ui/api/portal-content';
import { NotLoaded } from '@bursary/web-ui/components/not-loaded';
import { ApplicationsGrid } from './applications-grid';

/** The accepted applicants of the chosen year with their payments, for staff working through who still has to be paid. */
export function AcceptedApplications() {
  const content = usePortalContent();
  if (!content.data) return <NotLoaded results={[content]} errorTitle="We could not load the portal's settings" />;
  const { cycle_year: cycleYear, filter_years: years } = content.data.settings;
  return <ApplicationsGrid cycleYear={cycleYear} years={years} isAcceptedOnly />;
}
