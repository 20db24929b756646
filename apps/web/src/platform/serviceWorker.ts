import { noteStaleVersion } from './staleVersion';

export const SERVICE_WORKER_URL = '/service-worker.js';
/** How often an open tab asks whether a newer build is out (the worker's file, no-cache). */
export const UPDATE_CHECK_MS = 30 * 60_000;
/** A tab shown again asks too, if it has not asked for this long. */
const VISIBLE_CHECK_MS = 5 * 60_000;

type LanguageSource = {
  current: () => string;
  /** Calls back on each change; answers the unsubscribe. */
  onChange: (listener: (language: string) => void) => () => void;
};

type ServiceWorkerOptions = {
  /**
   * Production builds only. The development server serves no worker, and one left registered from
   * a build would answer its navigations with the offline page whenever vite restarts; jsdom (the
   * web tests) has none.
   */
  isEnabled?: boolean;
  language: LanguageSource;
};

/**
 * Registers /service-worker.js (spec 01 section 7), scope the whole app, once the page has loaded
 * (it never competes with the first screen's requests). The worker gives navigations an offline
 * page when the server cannot be reached; here it tells the app that a new build is out: a new
 * worker installed over an older one means the server has other files than this tab's, so the
 * tab notes a stale version (platform/staleVersion.ts) and the new-version banner offers the
 * reload, as it does when a chunk of the old build is gone. Answers the stop.
 */
export function registerServiceWorker({
  isEnabled = import.meta.env.PROD,
  language,
}: ServiceWorkerOptions): () => void {
  if (!isEnabled || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
    return () => undefined;
  }
  const stops: Array<() => void> = [];
  const start = () => {
    void navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' })
      .then((registration) => stops.push(watchRegistration(registration, language)))
      .catch(() => undefined); // no worker: the browser's own offline page, nothing else lost
  };
  if (document.readyState === 'complete') start();
  else {
    window.addEventListener('load', start, { once: true });
    stops.push(() => window.removeEventListener('load', start));
  }
  return () => {
    for (const stop of stops.splice(0)) stop();
  };
}

function watchRegistration(
  registration: ServiceWorkerRegistration,
  language: LanguageSource,
): () => void {
  const tellLanguage = (value: string) =>
    void navigator.serviceWorker.ready
      .then((ready) => ready.active?.postMessage({ type: 'language', language: value }))
      .catch(() => undefined);
  tellLanguage(language.current());
  const stopLanguage = language.onChange(tellLanguage);

  const onUpdateFound = () => {
    const worker = registration.installing;
    // The first worker of this browser is no update: there was nothing older.
    if (!worker || !registration.active) return;
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') noteStaleVersion();
    });
  };
  registration.addEventListener('updatefound', onUpdateFound);

  // A tab left open for days learns of a deploy: every half hour, and when it is looked at again.
  let checkedAt = Date.now();
  const check = () => {
    checkedAt = Date.now();
    void registration.update().catch(() => undefined);
  };
  const timer = setInterval(check, UPDATE_CHECK_MS);
  const onVisible = () => {
    // Not on every switch between tabs: once in a few minutes is enough to learn of a deploy.
    if (document.visibilityState === 'visible' && Date.now() - checkedAt > VISIBLE_CHECK_MS)
      check();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    stopLanguage();
    registration.removeEventListener('updatefound', onUpdateFound);
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
