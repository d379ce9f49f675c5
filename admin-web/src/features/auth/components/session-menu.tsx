import { lazy, Suspense } from 'react';
import { useSession } from '@/lib/session';

// The sign-in page does not need the menu's code; it loads once someone is signed in.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

export function SessionMenu() {
  const session = useSession();
  if (!session) return null;
  return (
    <Suspense fallback={null}>
      <UserMenu session={session} />
    </Suspense>
  );
}
