import { isStaffRole } from '@bursary/domain/roles';
import { useSession } from '@bursary/web-ui/session';
import { Navigate, Outlet, useLocation } from 'react-router-dom';

/** Bursary staff only (role 1, or its alias 4); everyone else signs in first and comes back. */
export function RequireStaff() {
  const session = useSession();
  const location = useLocation();

  if (!session || !isStaffRole(session.role)) {
    return <Navigate to="/signin" replace state={{ from: location }} />;
  }
  return <Outlet />;
}
