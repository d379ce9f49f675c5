import { lazy, Suspense } from 'react';
import { ButtonLink } from '@/components/button-link';
import { useSession } from '@/lib/session';

// Most visitors of the landing page are signed out: the menu's code loads only for those signed in.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

export function SessionMenu() {
  const session = useSession();

  if (session) {
    return (
      <Suspense fallback={null}>
        <UserMenu session={session} />
      </Suspense>
    );
  }
  return (
    <>
      <ButtonLink to="/signin">Login</ButtonLink>
      <ButtonLink to="/register" type="primary">
        Apply
      </ButtonLink>
    </>
  );
}
