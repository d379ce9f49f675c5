import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

type PageLayoutProps = {
  actions: ReactNode;
  children: ReactNode;
};

export function PageLayout({ actions, children }: PageLayoutProps) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="top-bar">
        <Link className="brand" to="/">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          Zakah Bursary
        </Link>
        <nav className="top-bar-actions" aria-label="Account">
          {actions}
        </nav>
      </header>
      <main id="main" className="page" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
