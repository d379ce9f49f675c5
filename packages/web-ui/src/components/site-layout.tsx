import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import logo from '../assets/logo.svg';
import { LoadingState } from './loading-state';
import { SiteNameContext } from './page-heading';
import { useScrollOnNavigation } from './use-scroll-on-navigation';

type SiteLayoutProps = {
  siteName: string;
  /** Where the site's name in the top bar leads. */
  homePath: string;
  /** The top bar's account area. */
  actions: ReactNode;
  footer?: ReactNode;
};

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

/** The frame of every page: skip link, top bar, the current route's page and an optional footer. */
export function SiteLayout({ siteName, homePath, actions, footer }: SiteLayoutProps) {
  useFocusMainOnNavigation();
  useScrollOnNavigation();
  return (
    <SiteNameContext value={siteName}>
      <div className="site">
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <header className="top-bar">
          <Link className="brand" to={homePath}>
            {/* 175 bytes, inlined by the build as a data: URL: no request, and nothing to revalidate on each page. */}
            <img src={logo} alt="" width={32} height={32} />
            {siteName}
          </Link>
          <nav className="top-bar-actions" aria-label="Account">
            {actions}
          </nav>
        </header>
        <main id="main" className="page" tabIndex={-1}>
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </main>
        {footer && <footer className="site-footer">{footer}</footer>}
      </div>
    </SiteNameContext>
  );
}
