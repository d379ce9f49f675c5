/* global self, caches */
// The applicant site's service worker: keeps the application form's page and files so that a reload without network
// shows the form (its answers come from the tab's drafts and the saves kept on the phone, see
// src/features/application/offline/). Registered only by the form's pages, for their own addresses (scope).
//
// What it keeps, and nothing else:
//   - the form's page (HTML, the same for everyone: the app draws the answers), network first: a new build's page is
//     used as soon as there is a connection; the kept copy only when there is none;
//   - the build's hashed files (/assets/), cache first: a name never changes content; the site's unhashed files
//     (the tab's icon, /favicon.svg; the top bar's logo is inlined in the scripts) network first;
//   - the portal's public texts and option lists (/api/portal-content, /api/reference-lists: no personal data, and
//     not marked no-store), network first, so the form can be drawn offline.
// Never any other /api answer (personal data, Cache-Control: no-store), never an answer marked no-store, never
// another origin. Requests it does not keep go to the network untouched.
const VERSION = 1;
const PAGES = `bursary-form-pages-v${VERSION}`;
const ASSETS = `bursary-form-assets-v${VERSION}`;
const TEXTS = `bursary-public-texts-v${VERSION}`;
const OURS = [PAGES, ASSETS, TEXTS];
const PUBLIC_TEXTS = ['/api/portal-content', '/api/reference-lists'];
const SITE_FILES = ['/favicon.svg'];
// Old builds' files go once there are more than this many.
const MAX_ASSETS = 400;

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith('bursary-') && !OURS.includes(name)).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

const sameOrigin = (url) => url.origin === self.location.origin;
const isAsset = (url) => sameOrigin(url) && url.pathname.startsWith('/assets/');
// Unhashed files and public texts: the network's copy when there is one.
const isPublicText = (url) =>
  sameOrigin(url) && (PUBLIC_TEXTS.includes(url.pathname) || SITE_FILES.includes(url.pathname)) && url.search === '';
const isPage = (url) =>
  sameOrigin(url) &&
  !url.pathname.startsWith('/api/') &&
  !url.pathname.startsWith('/uploads/') &&
  !url.pathname.startsWith('/assets/') &&
  !SITE_FILES.includes(url.pathname);
const mayKeep = (response) =>
  response.ok && response.type === 'basic' && !/no-store|private/i.test(response.headers.get('Cache-Control') || '');
const isHtml = (response) => (response.headers.get('Content-Type') || '').includes('text/html');
// The form's page is one page whatever its ?step=.
const pageKey = (url) => `${url.origin}${url.pathname}`;

async function trimAssets(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
}

async function keep(cacheName, key, response) {
  const cache = await caches.open(cacheName);
  await cache.put(key, response);
  if (cacheName === ASSETS) await trimAssets(cache);
}

async function pageFromNetworkFirst(request, url) {
  try {
    const response = await fetch(request);
    if (mayKeep(response) && isHtml(response)) await keep(PAGES, pageKey(url), response.clone());
    return response;
  } catch (error) {
    const kept = await caches.match(pageKey(url), { cacheName: PAGES });
    if (kept) return kept;
    throw error;
  }
}

async function textFromNetworkFirst(request, url) {
  try {
    const response = await fetch(request);
    if (mayKeep(response)) await keep(TEXTS, url.href, response.clone());
    return response;
  } catch (error) {
    const kept = await caches.match(url.href, { cacheName: TEXTS });
    if (kept) return kept;
    throw error;
  }
}

async function assetFromCacheFirst(request) {
  const kept = await caches.match(request, { cacheName: ASSETS, ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (mayKeep(response)) await keep(ASSETS, request.url, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate' && isPage(url)) event.respondWith(pageFromNetworkFirst(request, url));
  else if (isAsset(url)) event.respondWith(assetFromCacheFirst(request));
  else if (isPublicText(url)) event.respondWith(textFromNetworkFirst(request, url));
});

// The page names what it loaded before this worker was there (its own address, its files, the public texts).
self.addEventListener('message', (event) => {
  const { type, page, files } = event.data || {};
  if (type !== 'keep-form') return;
  event.waitUntil(
    (async () => {
      const wanted = [page, ...(Array.isArray(files) ? files : [])].filter((href) => typeof href === 'string');
      for (const href of wanted) {
        let url;
        try {
          url = new URL(href, self.location.origin);
        } catch {
          continue;
        }
        const cacheName = isAsset(url) ? ASSETS : isPublicText(url) ? TEXTS : url.href === new URL(page, self.location.origin).href && isPage(url) ? PAGES : null;
        if (!cacheName) continue;
        const key = cacheName === PAGES ? pageKey(url) : url.href;
        if (cacheName === ASSETS && (await caches.match(key, { cacheName, ignoreVary: true }))) continue;
        try {
          const response = await fetch(url.href, { credentials: 'same-origin' });
          if (mayKeep(response) && (cacheName !== PAGES || isHtml(response))) await keep(cacheName, key, response);
        } catch {
          // Offline already: kept next time.
        }
      }
    })(),
  );
});
