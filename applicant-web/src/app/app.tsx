import { useEffect, type ReactNode } from 'react';
import { APP_READY, SESSION_PENDING_ATTRIBUTE } from '@/boot/attributes';

const hasKeptSaves = () => {
  try {
    return localStorage.getItem('bursary-kept-saves') !== null;
  } catch {
    return false;
  }
};

type AppProps = {
  /** The router with the site's pages (AppRoutes). */
  children: ReactNode;
};

export function App({ children }: AppProps) {
  // A prerendered page hides its top bar's account area until this app shows the right one (signed in or
  // not), and replays what was done on it before the app was there (boot/prerendered-page.ts).
  useEffect(() => {
    document.documentElement.removeAttribute(SESSION_PENDING_ATTRIBUTE);
    document.documentElement.setAttribute(APP_READY, '');
    window.dispatchEvent(new Event(APP_READY));
    // Saves kept on this phone while the network was gone are sent on every page load, whichever page it is
    // (features/application/offline/kept-saves.ts); its code loads only when something is kept.
    if (hasKeptSaves()) void import('@/features/application/offline/kept-saves').then(({ sendKeptSaves }) => sendKeptSaves());
  }, []);
  return children;
}
