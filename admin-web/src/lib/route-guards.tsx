import { isBackOfficeRole } from '@bursary/domain/roles';
import { useSession } from '@bursary/web-ui/session';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useMayDo } from './may-do';

/** The back office's people: staff (role 1, or its alias 4) and reviewers (2). Everyone else signs in first and comes back. */
export function RequireBackOffice() {
  const session = useSession();
  const location = useLocation();

  if (!session || !isBackOfficeRole(session.role)) {
    return <Navigate to="/signin" replace state={{ from: location }} />;
  }
  return <Outlet />;
}

/** Staff-only pages (statistics, edit on behalf): a reviewer goes to their dashboard instead. Inside RequireBackOffice. */
export function RequireStaff() {
  const isStaff = useMayDo('staff');
  return isStaff ? <Outlet /> : <Navigate to="/admindashboard" replace />;
}
