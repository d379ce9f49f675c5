import { SessionMenu } from '@bursary/web-ui/components/session-menu';
import { SiteLayout } from '@bursary/web-ui/components/site-layout';
import { SignedInAs } from '@/components/signed-in-as';
import { useSessionRefused } from '@/lib/use-session-refused';

export function RootLayout() {
  useSessionRefused();
  return (
    <SiteLayout
      siteName="Zakah Bursary back office"
      homePath="/admindashboard"
      actions={
        <>
          <SignedInAs />
          <SessionMenu />
        </>
      }
    />
  );
}
