import { LoadingState } from '@bursary/web-ui/components/loading-state';
import { PageHeading } from '@bursary/web-ui/components/page-heading';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';

const ApplicationWizard = lazy(() =>
  import('@/features/application/components/application-wizard').then((m) => ({ default: m.ApplicationWizard })),
);
const ApplicationTabs = lazy(() =>
  import('@/features/application/components/application-tabs').then((m) => ({ default: m.ApplicationTabs })),
);

// The router sends /signup, /testingsignup and /bursauryform here. /bursauryform, where sign-in lands, is the
// wizard (Flow A); the other two are the tabs (Flow B). Each flow is its own chunk.
export function ApplicationFormRoute() {
  const { pathname } = useLocation();
  const isWizard = pathname.replace(/\/+$/, '') === '/bursauryform';
  return (
    <>
      <PageHeading>Bursary application</PageHeading>
      <Suspense fallback={<LoadingState />}>{isWizard ? <ApplicationWizard /> : <ApplicationTabs />}</Suspense>
    </>
  );
}
