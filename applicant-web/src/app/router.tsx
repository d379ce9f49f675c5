import { RouteError } from '@bursary/web-ui/components/route-error';
import { lazy } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { RequireSignIn } from '@/lib/route-guards';
import { RootLayout } from './root-layout';

// Every page is its own chunk, so the landing page loads only what it shows.
const LandingRoute = lazy(() => import('./routes/landing').then((m) => ({ default: m.LandingRoute })));
const SignInRoute = lazy(() => import('./routes/signin').then((m) => ({ default: m.SignInRoute })));
const RegisterRoute = lazy(() => import('./routes/register').then((m) => ({ default: m.RegisterRoute })));
const HowToApplyRoute = lazy(() => import('./routes/how-to-apply').then((m) => ({ default: m.HowToApplyRoute })));
const PrivacyRoute = lazy(() => import('./routes/privacy').then((m) => ({ default: m.PrivacyRoute })));
const PasswordChangeRoute = lazy(() =>
  import('./routes/password-change').then((m) => ({ default: m.PasswordChangeRoute })),
);
const PasswordResetRoute = lazy(() =>
  import('./routes/password-reset').then((m) => ({ default: m.PasswordResetRoute })),
);
const UploadDocsRoute = lazy(() => import('./routes/upload-docs').then((m) => ({ default: m.UploadDocsRoute })));
const DocsUploadRoute = lazy(() => import('./routes/docs-upload').then((m) => ({ default: m.DocsUploadRoute })));
const UploadResultsRoute = lazy(() =>
  import('./routes/upload-results').then((m) => ({ default: m.UploadResultsRoute })),
);
const ApplicationTabsRoute = lazy(() =>
  import('./routes/application-tabs').then((m) => ({ default: m.ApplicationTabsRoute })),
);
const ApplicationWizardRoute = lazy(() =>
  import('./routes/application-wizard').then((m) => ({ default: m.ApplicationWizardRoute })),
);
const ApplicantDashboardRoute = lazy(() =>
  import('./routes/applicant-dashboard').then((m) => ({ default: m.ApplicantDashboardRoute })),
);
const ProfileRoute = lazy(() => import('./routes/profile').then((m) => ({ default: m.ProfileRoute })));
const NotFoundRoute = lazy(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute })));

const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <LandingRoute /> },
      { path: 'signin', element: <SignInRoute /> },
      { path: 'register', element: <RegisterRoute /> },
      { path: 'testingregister', element: <RegisterRoute /> },
      { path: 'howtoapply', element: <HowToApplyRoute /> },
      { path: 'passwordchange', element: <PasswordChangeRoute /> },
      { path: 'passwordreset', element: <PasswordResetRoute /> },
      { path: 'privacy', element: <PrivacyRoute /> },
      // Reached from links in e-mails, without signing in.
      { path: 'uploaddocs/:applicationId', element: <UploadDocsRoute /> },
      { path: 'docsupload/:token', element: <DocsUploadRoute /> },
      { path: 'uploadresults/:token', element: <UploadResultsRoute /> },
      // Flow A guards itself: a late-application link (/application?token=) opens it before anyone signs in.
      { path: 'bursauryform', element: <ApplicationWizardRoute /> },
      { path: 'application', element: <ApplicationWizardRoute /> },
      {
        element: <RequireSignIn />,
        children: [
          { path: 'signup', element: <ApplicationTabsRoute /> },
          { path: 'testingsignup', element: <ApplicationTabsRoute /> },
          { path: 'applicantdashboard', element: <ApplicantDashboardRoute /> },
          { path: 'profile', element: <ProfileRoute /> },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
