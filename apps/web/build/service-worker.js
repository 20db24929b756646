/*
 * The service worker at /service-worker.js (spec 01 section 7, spec 03 section 7.6), written by
 * hand (docs/areas/web.md says why). The build (build/serviceWorker.ts) puts two constants before
 * this text: BUILD_ID, a digest of the build's file names, so each build's worker differs by a
 * byte and the browser installs it as an update (the app then offers the reload); and
 * OFFLINE_TEXT, the offline page's words in every language of the app.
 *
 * It answers one thing: a page navigation the server did not answer (offline, or the server down)
 * gets the offline page instead of the browser's error. Everything else (the API, the live
 * channel, the build's files) goes to the network untouched and is never cached: nothing here
 * can show stale data. The only thing it keeps is the app's language, in Cache Storage.
 */
/* global self, caches, BUILD_ID, OFFLINE_TEXT -- a worker's globals, and the constants the build puts first */

const SETTINGS_CACHE = 'platfox-service-worker';
const LANGUAGE_KEY = '/service-worker/language';
const RTL_LANGUAGES = ['ar'];

/**
 * Every request of a page but its navigation goes straight to the network, without waking the
 * worker (the static routes of Chrome 123 and later): otherwise each of a page's scripts and API
 * calls waits for the worker's fetch event, only to be let through (issue 37). A browser without
 * them, or one that refuses the rule, runs the fetch handler below, which lets them through too.
 */
const ROUTES = [{ condition: { not: { requestMode: 'navigate' } }, source: 'network' }];

self.addEventListener('install', (event) => {
  if (typeof event.addRoutes === 'function') {
    event.waitUntil((async () => event.addRoutes(ROUTES))().catch(() => undefined));
  }
  // Nothing is cached, so a new worker can take over at once: no page depends on the old one.
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Navigations are asked while the worker starts, so its start-up adds nothing to a page load.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

/** The app tells the worker its language (platform/serviceWorker.ts), for the offline page. */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'language' || typeof data.language !== 'string') return;
  if (!Object.hasOwn(OFFLINE_TEXT, data.language)) return;
  event.waitUntil(
    caches
      .open(SETTINGS_CACHE)
      .then((cache) => cache.put(LANGUAGE_KEY, new Response(data.language)))
      .catch(() => undefined),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  const url = new URL(request.url);
  // The API's own addresses (a file download opened as a page) are the API's to answer.
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  event.respondWith(
    (async () => {
      try {
        const preloaded = await event.preloadResponse;
        return preloaded || (await fetch(request));
      } catch {
        return offlinePage();
      }
    })(),
  );
});

async function storedLanguage() {
  try {
    const cache = await caches.open(SETTINGS_CACHE);
    const stored = await cache.match(LANGUAGE_KEY);
    const language = stored ? await stored.text() : 'en';
    return Object.hasOwn(OFFLINE_TEXT, language) ? language : 'en';
  } catch {
    return 'en';
  }
}

const escapeHtml = (text) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char],
  );

/**
 * A page of its own, with no script (the server's CSP allows none inline) and no request: "Try
 * again" is a link to the address the user asked for, which the browser loads again.
 */
async function offlinePage() {
  const language = await storedLanguage();
  const text = OFFLINE_TEXT[language];
  const dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
  const html = `<!doctype html>
<html lang="${language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(text.title)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#212529;background:#f8f9fa}
main{max-width:480px;margin:20vh auto 0;padding:24px;text-align:center}
h1{font-size:1.5rem;margin:0 0 12px}
p{color:#495057;line-height:1.5;margin:0 0 24px}
a{display:inline-block;padding:10px 20px;border-radius:4px;background:#1971c2;color:#fff;text-decoration:none;font-weight:600}
</style>
</head>
<body>
<main data-build="${escapeHtml(BUILD_ID)}">
<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.body)}</p>
<a href="">${escapeHtml(text.retry)}</a>
</main>
</body>
</html>`;
  return new Response(html, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
