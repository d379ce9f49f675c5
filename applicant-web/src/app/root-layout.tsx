import { ButtonLink } from '@bursary/web-ui/components/button-link';
import { SessionMenu } from '@bursary/web-ui/components/session-menu';
import { SiteLayout } from '@bursary/web-ui/components/site-layout';
import { Link } from 'react-router-dom';
import { ApplyLink } from '@/components/apply-link';

const MENU_LINKS = [{ label: 'Profile', to: '/profile' }];

export function RootLayout() {
  return (
    <SiteLayout
      siteName="Zakah Bursary"
      homePath="/"
      actions={
        <SessionMenu
          links={MENU_LINKS}
          signedOutActions={
            <>
              <ButtonLink to="/signin">Login</ButtonLink>
              <ApplyLink type="primary">Apply</ApplyLink>
            </>
          }
        />
      }
      footer={<Link to="/privacy">Privacy policy</Link>}
    />
  );
}
