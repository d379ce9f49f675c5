import { SessionMenu } from '@bursary/web-ui/components/session-menu';
import { SiteLayout } from '@bursary/web-ui/components/site-layout';

export function RootLayout() {
  return <SiteLayout siteName="Zakah Bursary back office" homePath="/admindashboard" actions={<SessionMenu />} />;
}
