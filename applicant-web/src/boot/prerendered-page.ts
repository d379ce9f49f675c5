// The first script of every page the build prerendered (applicant-web/prerender-plugin.ts), and all the
// landing page runs: a few KB, without React. A prerendered page is the site's own markup and
// styles with the editors' texts left out (they change in the Strapi admin at any time, so they
// are never baked into the build): this fills them in from /api/portal-content (which the page
// preloads) as soon as it arrives, and only then shows the page's content, so nothing shifts.
//
// The sign-in and register pages are drawn at once, their links working; their app (React, antd: most
// of the page's weight) is fetched as soon as the texts are in, and hydrates this very markup
// (main.tsx). Until it has, the page's fields and buttons wait, disabled: nothing typed or ticked on a
// slow phone is lost to a page that is not listening yet. What reaches a field anyway (a browser's
// autofill) is handed to the app, and a form sent before it was there is sent again once it is (never
// by the browser itself: a form sent the browser's way would put a password in the address).
//
// Kept free of React and of the app's modules: whatever this imports, the landing page downloads.
import { APP_READY, SESSION_PENDING_ATTRIBUTE } from './attributes';

const CONTENT_URL = '/api/portal-content';
// Where the prerender left an editor's text: t = its title, h = its html, x = its html as plain text (or its title).
const MARKER = /^([thx]):([\w-]+)$/;

type CmsText = { title: string; html: string };
/** What of /api/portal-content the prerendered pages need (PortalContent in @bursary/domain). */
export type PageContent = { settings: { applications_open: boolean }; texts: Record<string, CmsText | undefined> };

const htmlElement = document.documentElement;

let content: Promise<PageContent | null> | undefined;

/** The portal content, fetched once per page load (the same request as the page's preload). */
export function pageContent(): Promise<PageContent | null> {
  content ??= fetch(CONTENT_URL)
    .then((response) => (response.ok ? (response.json() as Promise<PageContent>) : null))
    .catch(() => null);
  return content;
}

type StoredSession = { token: string; user?: unknown };

// As the app's session check (@bursary/web-ui/session), without its React: the session if its login lasts.
function activeSession(): StoredSession | null {
  try {
    const session = JSON.parse(localStorage.getItem('log') ?? 'null') as { token?: unknown } | null;
    if (typeof session?.token !== 'string') return null;
    const payload = session.token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(payload)) as { exp?: unknown };
    return typeof claims.exp === 'number' && claims.exp * 1000 > Date.now() ? (session as StoredSession) : null;
  } catch {
    return null;
  }
}

// As applicant-web/src/lib/html-to-text.ts.
const htmlToText = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';

/** Puts each editor's text where the prerender marked it, as the app's components render it. */
function fillTexts(root: Node, texts: PageContent['texts']) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const markers: Comment[] = [];
  while (walker.nextNode()) markers.push(walker.currentNode as Comment);
  for (const marker of markers) {
    const [, kind, key] = MARKER.exec(marker.data) ?? [];
    if (!kind || !marker.parentNode) continue;
    const text = texts[key];
    if (kind === 'h') {
      // CmsHtml's div holds nothing else.
      (marker.parentNode as Element).innerHTML = text?.html ?? '';
      continue;
    }
    const value = kind === 'x' ? htmlToText(text?.html ?? '') || (text?.title ?? '') : (text?.title ?? '');
    if (value) marker.replaceWith(value);
    else marker.remove();
  }
}

/** Whether the page on screen is the prerendered one, ready to hydrate, and the content it was filled from. */
export type PrerenderedPage = { isReady: boolean; content: PageContent | null };

async function fillPage(): Promise<PrerenderedPage> {
  const root = document.getElementById('root');
  const isStatic = root?.dataset.prerender === 'static';
  if (!root || !htmlElement.hasAttribute('data-prerendered')) return { isReady: false, content: null };
  if (htmlElement.dataset.texts !== 'pending') return { isReady: true, content: null };
  if (isStatic && htmlElement.hasAttribute(SESSION_PENDING_ATTRIBUTE)) {
    // The landing page, signed in: the app shows it (with the account menu).
    await import('../main');
    return { isReady: false, content: null };
  }
  const loaded = await pageContent();
  if (!loaded) {
    // The cms did not answer: the app says so, with a retry.
    if (isStatic) await import('../main');
    return { isReady: false, content: null };
  }
  // Prerendered for an open period; when applications are closed the page has its closed version beside it.
  const closed = document.getElementById('prerendered-closed') as HTMLTemplateElement | null;
  if (!loaded.settings.applications_open && closed) {
    root.replaceChildren(closed.content.cloneNode(true));
    if (!isStatic) holdControls(root);
  }
  fillTexts(root, loaded.texts);
  htmlElement.dataset.texts = 'ready';
  return { isReady: true, content: loaded };
}

// ---- The app, fetched when it is needed -------------------------------------------------------

let isAppRequested = false;

function startApp() {
  if (isAppRequested) return;
  isAppRequested = true;
  void import('../main');
}

// The fields and buttons the prerendered page shows enabled wait, disabled, until the app has taken
// them over; those the app itself disables (Next before the box is ticked) are left as they are.
const WAITING = 'data-waits-for-app';

function holdControls(root: HTMLElement) {
  for (const control of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | HTMLButtonElement>(
    'input, textarea, select, button',
  )) {
    if (control.disabled) continue;
    control.disabled = true;
    control.setAttribute(WAITING, '');
  }
}

function releaseControls(root: HTMLElement) {
  for (const control of root.querySelectorAll<HTMLInputElement | HTMLButtonElement>(`[${WAITING}]`)) {
    control.disabled = false;
    control.removeAttribute(WAITING);
  }
}

const isAppReady = () => htmlElement.hasAttribute(APP_READY);
let earlySubmit: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
let earlyClick: HTMLElement | null = null;

// A form sent before the app is there is held, and sent again by the app.
function holdSubmit(event: SubmitEvent) {
  if (isAppReady()) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  earlySubmit = { form: event.target as HTMLFormElement, submitter: event.submitter };
  startApp();
}

// So is a press of a button that only the app can answer (links and form fields work without it).
function holdClick(event: MouseEvent) {
  if (isAppReady()) return;
  const button = (event.target as Element | null)?.closest<HTMLElement>('button:not([type="submit"]), [role="button"]');
  if (!button || button.closest('a')) return;
  event.preventDefault();
  earlyClick = button;
  startApp();
}

type Field = { key: string; value: string | boolean };

const fieldsOf = (root: HTMLElement) => [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')];
// A field is known by its id, else its place among the page's fields (the app may have drawn it again).
const keyOf = (element: HTMLInputElement | HTMLTextAreaElement, index: number) => element.id || `#${index}`;
const isToggle = (element: HTMLInputElement | HTMLTextAreaElement): element is HTMLInputElement =>
  element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');

const setNative = (element: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
};

// What the person typed or ticked, told to the app as if they did it now: each change is made from
// the page's first state of the field, so the app sees a change whatever it had heard before.
function replay(root: HTMLElement, fields: Field[], appStates: Map<string, string | boolean>) {
  const elements = fieldsOf(root);
  for (const { key, value } of fields) {
    const element = elements.find((candidate, index) => keyOf(candidate, index) === key);
    if (!element) continue;
    const appState = appStates.get(key);
    if (isToggle(element) && typeof value === 'boolean') {
      // The other way without a word, then a real click to the person's.
      element.checked = !value;
      element.click();
    } else if (typeof value === 'string') {
      setNative(element, typeof appState === 'string' ? appState : '');
      setNative(element, value);
    }
  }
  // The form itself, or the one the app drew in its place.
  const form = earlySubmit && (earlySubmit.form.isConnected ? earlySubmit.form : root.querySelector('form'));
  if (form) form.requestSubmit(earlySubmit?.submitter?.isConnected ? earlySubmit.submitter : null);
  else if (earlyClick?.isConnected) earlyClick.click();
  earlySubmit = null;
  earlyClick = null;
}

// React marks each element it has hydrated; the page's content (inside a Suspense boundary) may be
// hydrated a little after the app's first commit.
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

// Every field the person types into or ticks until the app has taken the page over, as they left it
// (while the app hydrates, a keystroke may reach the field but not the app).
const earlyInput = new Map<string, string | boolean>();

function recordEarlyInput(event: Event) {
  const root = document.getElementById('root');
  const target = event.target;
  if (!root || !(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
  const index = fieldsOf(root).indexOf(target);
  if (index !== -1) earlyInput.set(keyOf(target, index), isToggle(target) ? target.checked : target.value);
}

/** Called by the app just before it hydrates the page: what was filled in is handed over once it has. */
export function handOver(root: HTMLElement) {
  // The app's state of each field is the page as prerendered (its first render is the same).
  const appStates = new Map(fieldsOf(root).map((element, index) => [keyOf(element, index), isToggle(element) ? element.defaultChecked : element.defaultValue]));
  // Also what changed without an event (a browser's autofill).
  fieldsOf(root).forEach((element, index) => {
    const key = keyOf(element, index);
    const value = isToggle(element) ? element.checked : element.value;
    if (!earlyInput.has(key) && value !== appStates.get(key)) earlyInput.set(key, value);
  });
  window.addEventListener(
    APP_READY,
    () => {
      const startedAt = performance.now();
      const whenHydrated = () => {
        const elements = [...root.querySelectorAll<HTMLElement>('input, textarea, button')];
        if (elements.some((element) => !isHydrated(element)) && performance.now() - startedAt < 10_000) {
          requestAnimationFrame(whenHydrated);
          return;
        }
        document.removeEventListener('input', recordEarlyInput, true);
        document.removeEventListener('change', recordEarlyInput, true);
        releaseControls(root);
        // Each is told to the app again, whether or not it heard it: it ends with the person's value either way.
        replay(root, [...earlyInput].map(([key, value]) => ({ key, value })), appStates);
      };
      whenHydrated();
    },
    { once: true },
  );
}

// ---- Start ---------------------------------------------------------------------------------------

// Resolves once the texts just filled in have been painted: when the browser reports the page's
// largest paint from after this moment, or, where it reports none (the texts were not the largest
// content, or no such report exists), two frames and a moment later. A paint is reported after it
// reaches the screen, a frame or more after the page asked for it; a script fetched before that
// would count, on a slow phone, as something the largest paint waited for (register's LCP was 1.3 s
// in one run of three and 2.3 s in the others).
function afterTextsPainted(): Promise<void> {
  const filledAt = performance.now();
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      resolve();
    };
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.startTime >= filledAt)) done();
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    } catch {
      observer = undefined;
    }
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50)));
  });
}

// What a signed-in page shows first, asked for now rather than once its code has arrived (the app
// takes the answer: main.tsx). Personal data: the cms answers no-store, nothing keeps it.
const EARLY_CALLS: Record<string, (session: StoredSession) => string | null> = {
  '/applicantdashboard': (session) => (typeof session.user === 'number' ? `/api/fechdata/${session.user}` : null),
};
/** The calls asked for early, by path (the app's SWR key). */
export const earlyCalls = new Map<string, Promise<Response>>();

const rootElement = document.getElementById('root');
const session = htmlElement.hasAttribute('data-prerendered') ? activeSession() : null;
const isSignedIn = session !== null;
if (session) {
  htmlElement.setAttribute(SESSION_PENDING_ATTRIBUTE, '');
  const call = EARLY_CALLS[window.location.pathname.replace(/\/+$/, '')]?.(session);
  if (call) earlyCalls.set(call, fetch(call, { headers: { Accept: 'application/json', Authorization: `Bearer ${session.token}` } }));
}

const filled = fillPage();

if (rootElement?.dataset.prerender === 'hydrate') {
  holdControls(rootElement);
  document.addEventListener('input', recordEarlyInput, true);
  document.addEventListener('change', recordEarlyInput, true);
  document.addEventListener('submit', holdSubmit, true);
  document.addEventListener('click', holdClick, true);
  // Signed in, or with more to the address than the page (an invitation's ?token=, a notice passed on
  // from the page before), the page is the app's to show at once.
  const hasMore = window.location.search !== '' || (window.history.state as { usr?: unknown } | null)?.usr != null;
  if (isSignedIn || hasMore) startApp();
  // Once the texts are on screen: the page paints before the app's scripts start arriving and
  // running, so its largest paint never waits behind them.
  else void filled.then(afterTextsPainted).then(startApp);
}

/** Resolves once the page's texts are in place. */
export const prerenderedPageReady = () => filled;
