import { isStaffRole } from '@bursary/domain/roles';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingState } from '@/components/loading-state';
import { env } from '@/config/env';
import { useSession } from './session';

function GoToBackOffice() {
  useEffect(() => {
    window.location.replace(env.adminUrl);
  }, []);
  return <LoadingState label="Opening the staff back office..." />;
}

/** Signed-in applicants only. Others sign in first and come back; staff belong in the back office. */
export function RequireSignIn() {
  const session = useSession();
  const location = useLocation();

  if (!session) return <Navigate to="/signin" replace state={{ from: location }} />;
  if (isStaffRole(session.role)) return <GoToBackOffice />;
  return <Outlet />;
}
