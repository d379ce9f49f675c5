import { lazy, Suspense, type ReactNode } from 'react';
import { useSession } from '../session';
import type { MenuLink } from './user-menu';

// Signed-out visitors (most of those on the landing and sign-in pages) do not load the menu's code.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

type SessionMenuProps = {
  /** Pages the signed-in person's menu offers above Logout. */
  links?: MenuLink[];
  /** What the top bar offers visitors who are not signed in. */
  signedOutActions?: ReactNode;
};

export function SessionMenu({ links, signedOutActions }: SessionMenuProps) {
  const session = useSession();

  if (!session) return signedOutActions;
  return (
    <Suspense fallback={null}>
      <UserMenu session={session} links={links} />
    </Suspense>
  );
}
