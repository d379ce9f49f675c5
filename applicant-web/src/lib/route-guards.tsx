import { isBackOfficeRole } from '@bursary/domain/roles';
import { useSession } from '@bursary/web-ui/session';
import { lazy, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';

// Staff and reviewers rarely come here: every other visitor is spared the code that looks up the back office's address.
const GoToBackOffice = lazy(() => import('./go-to-back-office').then((m) => ({ default: m.GoToBackOffice })));

type RequireSignInProps = {
  /** The guarded page, when the guard is not a layout route (which shows its child routes). */
  children?: ReactNode;
};

/** Signed-in applicants only. Others sign in first and come back; staff and reviewers belong in the back office. */
export function RequireSignIn({ children }: RequireSignInProps) {
  const session = useSession();
  const location = useLocation();

  if (!session) return <Navigate to="/signin" replace state={{ from: location }} />;
  if (isBackOfficeRole(session.role)) return <GoToBackOffice />;
  return children ?? <Outlet />;
}
