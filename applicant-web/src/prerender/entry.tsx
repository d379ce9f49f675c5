// Build time only (applicant-web/prerender-plugin.ts runs it in Node after the client build): the
// markup of the pages prerendered, as the app renders them (their styles are the app's own CSS file).
// The editors' texts are not known at build time and may change at any moment, so each is
// rendered as a marker that boot/prerendered-page.ts fills in the browser from the cms.
import { LoadingState } from '@bursary/web-ui/components/loading-state';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { PORTAL_CONTENT_KEY } from '@bursary/web-ui/api/portal-content';
import { App } from '../app/app';
import { AppRoutes, loadPage, PRERENDERED_PAGES } from '../app/router';
import { RootLayout } from '../app/root-layout';
import type { PrerenderedPage } from './types';

// U+2063 (invisible separator) around a marker in text, turned into <!--t:key--> by the plugin.
const marker = (kind: 't' | 'x', key: string) => `\u2063${kind}:${key}\u2063`;

/** Portal content whose every text is its markers; settings as a new cycle's (the settings shown are the open period's). */
const markerContent = (isOpen: boolean) => ({
  settings: {
    cycle_year: 2025,
    applications_open: isOpen,
    opening_date: null,
    closing_date: null,
    upload_max_bytes: 2097152,
    token_upload_max_bytes: 5097152,
    privacy_policy_url: '/privacy',
    applicant_url: '',
    admin_url: '',
    previous_year: 2024,
    completion_years: [],
    filter_years: [],
  },
  texts: new Proxy(
    {},
    {
      get: (_, key) =>
        typeof key === 'string' ? { title: marker('t', key), html: `<!--h:${key}-->${marker('x', key)}` } : undefined,
    },
  ),
});

// htmlToText (the eligibility checkbox's label) parses html in the browser; here it meets only markers.
class MarkerDomParser {
  parseFromString(html: string) {
    return { body: { textContent: html.replace(/<!--[\s\S]*?-->|<[^>]*>/g, '') } };
  }
}
(globalThis as { DOMParser?: unknown }).DOMParser ??= MarkerDomParser;

export async function prerenderPages(): Promise<PrerenderedPage[]> {
  const render = async (path: string, isOpen: boolean) => {
    const loaded = await loadPage(PRERENDERED_PAGES[path]);
    return renderToString(
      <SWRConfig value={{ fallback: { [PORTAL_CONTENT_KEY]: markerContent(isOpen) } }}>
        <App>
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes loaded={loaded} />
          </MemoryRouter>
        </App>
      </SWRConfig>,
    );
  };
  const pages: PrerenderedPage[] = [];
  for (const [path, file] of [['/', 'index.html'], ['/signin', 'signin.html'], ['/register', 'register.html']] as const) {
    const [html, closedHtml] = [await render(path, true), await render(path, false)];
    pages.push({ file, path, mode: path === '/' ? 'static' : 'hydrate', html, ...(closedHtml !== html && { closedHtml }) });
  }
  // Every other path: the top bar, "Loading..." and the footer, as the app shows them while a page's code loads.
  const shell = renderToString(
    <App>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route element={<RootLayout />}>
            <Route path="*" element={<LoadingState />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </App>,
  );
  pages.push({ file: 'app.html', path: null, mode: 'shell', html: shell });
  return pages;
}
