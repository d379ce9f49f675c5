import { RouteError } from '@bursary/web-ui/components/route-error';
import { lazy } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { RequireBackOffice, RequireStaff } from '@/lib/route-guards';
import { RootLayout } from './root-layout';

// Every page is its own chunk, so signing in does not load the dashboard's code.
const SignInRoute = lazy(() => import('./routes/signin').then((m) => ({ default: m.SignInRoute })));
const PasswordChangeRoute = lazy(() =>
  import('./routes/password-change').then((m) => ({ default: m.PasswordChangeRoute })),
);
const AdminDashboardRoute = lazy(() =>
  import('./routes/admin-dashboard').then((m) => ({ default: m.AdminDashboardRoute })),
);
const ApplicationManagerRoute = lazy(() =>
  import('./routes/application-manager').then((m) => ({ default: m.ApplicationManagerRoute })),
);
const UpdateApplicantRoute = lazy(() =>
  import('./routes/update-applicant').then((m) => ({ default: m.UpdateApplicantRoute })),
);
const ReviewerInvitationRoute = lazy(() =>
  import('./routes/reviewer-invitation').then((m) => ({ default: m.ReviewerInvitationRoute })),
);
const StatisticsRoute = lazy(() => import('./routes/statistics').then((m) => ({ default: m.StatisticsRoute })));
const NotFoundRoute = lazy(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute })));

// Paths match case-insensitively, so /applicationmanager also serves /ApplicationManager
// and /updateapplicant also serves /updateApplicant.
const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/admindashboard" replace /> },
      { path: 'signin', element: <SignInRoute /> },
      { path: 'passwordchange', element: <PasswordChangeRoute /> },
      // The link of a reviewer's invitation e-mail: public, the token is the key.
      { path: 'reviewerinvitation', element: <ReviewerInvitationRoute /> },
      {
        element: <RequireBackOffice />,
        children: [
          { path: 'admindashboard', element: <AdminDashboardRoute /> },
          { path: 'admin/dashboard', element: <Navigate to="/admindashboard" replace /> },
          { path: 'applicationmanager', element: <ApplicationManagerRoute /> },
          {
            element: <RequireStaff />,
            children: [
              { path: 'updateapplicant', element: <UpdateApplicantRoute /> },
              { path: 'stat', element: <StatisticsRoute /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
