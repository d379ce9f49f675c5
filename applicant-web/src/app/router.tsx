import { RouteErrorBoundary } from '@bursary/web-ui/components/route-error';
import { lazy, useMemo, type ComponentType } from 'react';
import { matchPath, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { RequireSignIn } from '@/lib/route-guards';
import { RootLayout } from './root-layout';

// Every page is its own chunk, so the landing page loads only what it shows.
const PAGES = {
  landing: () => import('./routes/landing').then((m) => m.LandingRoute),
  signin: () => import('./routes/signin').then((m) => m.SignInRoute),
  register: () => import('./routes/register').then((m) => m.RegisterRoute),
  howToApply: () => import('./routes/how-to-apply').then((m) => m.HowToApplyRoute),
  privacy: () => import('./routes/privacy').then((m) => m.PrivacyRoute),
  passwordChange: () => import('./routes/password-change').then((m) => m.PasswordChangeRoute),
  passwordReset: () => import('./routes/password-reset').then((m) => m.PasswordResetRoute),
  uploadDocs: () => import('./routes/upload-docs').then((m) => m.UploadDocsRoute),
  docsUpload: () => import('./routes/docs-upload').then((m) => m.DocsUploadRoute),
  uploadResults: () => import('./routes/upload-results').then((m) => m.UploadResultsRoute),
  applicationTabs: () => import('./routes/application-tabs').then((m) => m.ApplicationTabsRoute),
  applicationWizard: () => import('./routes/application-wizard').then((m) => m.ApplicationWizardRoute),
  applicantDashboard: () => import('./routes/applicant-dashboard').then((m) => m.ApplicantDashboardRoute),
  profile: () => import('./routes/profile').then((m) => m.ProfileRoute),
  notFound: () => import('./routes/not-found').then((m) => m.NotFoundRoute),
} satisfies Record<string, () => Promise<ComponentType>>;

type PageName = keyof typeof PAGES;

/** The pages prerendered at build time (scripts in applicant-web/prerender/), by path. */
export const PRERENDERED_PAGES: Record<string, PageName> = { '/': 'landing', '/signin': 'signin', '/register': 'register' };

/** A page whose code is already loaded: rendered at once, not behind Suspense (prerendering, hydration). */
export type LoadedPage = { name: PageName; Component: ComponentType };

export const loadPage = async (name: PageName): Promise<LoadedPage> => ({ name, Component: await (PAGES[name] as () => Promise<ComponentType>)() });

const LAZY = {} as Record<PageName, ComponentType>;
for (const name of Object.keys(PAGES) as PageName[]) {
  const load = PAGES[name] as () => Promise<ComponentType>;
  LAZY[name] = lazy(() => load().then((Component) => ({ default: Component })));
}

// The site's paths and the page each shows: open to everyone, then behind the sign-in.
const OPEN_PAGES: readonly (readonly [path: string, page: PageName])[] = [
  ['signin', 'signin'],
  ['register', 'register'],
  ['testingregister', 'register'],
  ['howtoapply', 'howToApply'],
  ['passwordchange', 'passwordChange'],
  ['passwordreset', 'passwordReset'],
  ['privacy', 'privacy'],
  // Reached from links in e-mails, without signing in.
  ['uploaddocs/:applicationId', 'uploadDocs'],
  ['docsupload/:token', 'docsUpload'],
  ['uploadresults/:token', 'uploadResults'],
  // Flow A guards itself: a late-application link (/application?token=) opens it before anyone signs in.
  ['bursauryform', 'applicationWizard'],
  ['application', 'applicationWizard'],
];
const SIGNED_IN_PAGES: readonly (readonly [path: string, page: PageName])[] = [
  ['signup', 'applicationTabs'],
  ['testingsignup', 'applicationTabs'],
  ['applicantdashboard', 'applicantDashboard'],
  ['profile', 'profile'],
];

/** The page a path shows, so its code can be loaded before the app's first render (main.tsx). */
export const pageAt = (pathname: string): PageName =>
  pathname === '/'
    ? 'landing'
    : ([...OPEN_PAGES, ...SIGNED_IN_PAGES].find(([path]) => matchPath(`/${path}`, pathname))?.[1] ?? 'notFound');

/** The site's routes; `loaded` is rendered directly rather than lazily. */
export function createAppRoutes(loaded?: LoadedPage): RouteObject[] {
  const page = (name: PageName) => {
    const Page = loaded?.name === name ? loaded.Component : LAZY[name];
    return <Page />;
  };
  const routesOf = (pages: typeof OPEN_PAGES) => pages.map(([path, name]) => ({ path, element: page(name) }));
  return [
    {
      element: <RootLayout />,
      children: [
        { index: true, element: page('landing') },
        ...routesOf(OPEN_PAGES),
        { element: <RequireSignIn />, children: routesOf(SIGNED_IN_PAGES) },
        { path: '*', element: page('notFound') },
      ],
    },
  ];
}

/**
 * The site's pages under whichever router holds them (BrowserRouter in the browser, MemoryRouter when
 * prerendering). Routes, not a data router: nothing here loads data through the router, and its data
 * router is about 15 KB more script (in brotli) before a signed-in page can show anything on a phone.
 */
export function AppRoutes({ loaded }: { loaded?: LoadedPage }) {
  const routes = useMemo(() => createAppRoutes(loaded), [loaded]);
  const { pathname } = useLocation();
  return <RouteErrorBoundary path={pathname}>{useRoutes(routes)}</RouteErrorBoundary>;
}
