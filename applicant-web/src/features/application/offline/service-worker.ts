// The form's pages register the site's service worker (public/sw.js) for their own address only, so that a reload
// without network shows the form; no other page is ever served by it.
const FORM_PAGES = ['/application', '/bursauryform', '/signup', '/testingsignup'];

/** What this page loaded from its own site: the worker keeps what it may (the build's files, the public texts). */
const loadedFiles = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((href) => href.startsWith(window.location.origin));

/** Registers the worker for this form page and hands it what the page loaded before it was there. */
export function keepFormForOffline(): void {
  const page = window.location.pathname.replace(/\/+$/, '');
  if (import.meta.env.DEV || !('serviceWorker' in navigator) || !FORM_PAGES.includes(page)) return;
  navigator.serviceWorker
    .register('/sw.js', { scope: page })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => registration.active?.postMessage({ type: 'keep-form', page, files: loadedFiles() }))
    .catch(() => {
      // No worker (private mode, an old browser): the form works as before; only a reload offline fails.
    });
}
