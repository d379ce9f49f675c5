import { Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { LoadingState } from '@/components/loading-state';
import { PageLayout } from '@/components/page-layout';
import { SessionMenu } from '@/features/auth/components/session-menu';

// After an in-app navigation, keyboard and screen-reader users start at the new page, not on a vanished link.
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const isFirstRender = useRef(true);
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
}

export function RootLayout() {
  useFocusMainOnNavigation();
  return (
    <PageLayout actions={<SessionMenu />}>
      <Suspense fallback={<LoadingState />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </PageLayout>
  );
}
