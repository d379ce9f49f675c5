import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { preload, SWRConfig } from 'swr';
import { apiClient } from '@bursary/web-ui/api-client';
import { getPortalContent, PORTAL_CONTENT_KEY } from '@bursary/web-ui/api/portal-content';
import { earlyCalls, handOver, pageContent, prerenderedPageReady } from './boot/prerendered-page';
import { App } from './app/app';
import { AppRoutes, loadPage, pageAt, PRERENDERED_PAGES, type LoadedPage } from './app/router';
import '@bursary/web-ui/styles.css';
import './styles.css';

// The site's pages in the browser's router, the current page's code already loaded.
const site = (loaded: LoadedPage) => (
  <BrowserRouter>
    <AppRoutes loaded={loaded} />
  </BrowserRouter>
);

// A page the build prerendered (applicant-web/prerender-plugin.ts) is hydrated: the app takes over the
// markup already on screen (its texts filled in by boot/prerendered-page.ts, which also loads this
// module there) without drawing it again, so nothing flashes, and is handed what was typed on it. Any
// other page (the shell: top bar, "Loading..." and footer) is drawn by the app from scratch.
async function start() {
  const root = document.getElementById('root')!;
  const path = window.location.pathname.replace(/\/+$/, '') || '/';
  const page = PRERENDERED_PAGES[path];
  if (root.dataset.prerender === 'hydrate' && root.dataset.path === path && page) {
    const [loaded, { isReady, content }] = await Promise.all([loadPage(page), prerenderedPageReady()]);
    if (isReady) {
      handOver(root);
      // As a transition, React hydrates in slices of a few milliseconds and lets the phone answer
      // in between, rather than in one long task (about 700 ms of blocking in Lighthouse's slow phone).
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            {/* The content the page was filled from: the app renders the same, and asks the cms no second time. */}
            <SWRConfig value={content ? { fallback: { [PORTAL_CONTENT_KEY]: content } } : {}}>
              <App>{site(loaded)}</App>
            </SWRConfig>
          </StrictMode>,
        );
      });
      return;
    }
  }
  document.documentElement.removeAttribute('data-texts');
  // The page preloaded the portal content: the app takes that answer rather than asking again.
  if (document.querySelector(`link[rel="preload"][href="${PORTAL_CONTENT_KEY}"]`)) {
    void preload(PORTAL_CONTENT_KEY, () => pageContent().then((content) => content ?? getPortalContent()));
  }
  // And the answers the page asked for before the app was there (a refused one is asked again, to tell why).
  for (const [key, answer] of earlyCalls) {
    void preload(key, () =>
      answer.then((response) => (response.ok ? response.json() : apiClient.get(key))).catch(() => apiClient.get(key)),
    );
  }
  // The page's own code first (the page's HTML preloaded it): shown behind Suspense, its content would wait
  // for React's 300 ms throttle of revealed fallbacks after arriving. Meanwhile the HTML shows "Loading...".
  const loaded = await loadPage(pageAt(path));
  // The first render in slices too (see above).
  const app = createRoot(root);
  startTransition(() => {
    app.render(
      <StrictMode>
        <App>{site(loaded)}</App>
      </StrictMode>,
    );
  });
}

void start();
