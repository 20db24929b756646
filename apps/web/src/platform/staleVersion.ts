import { readString, STORAGE_KEYS, writeString } from './storage';
import { createStore } from './store';

/**
 * A tab opened before an update keeps running the old build: the next screen it opens asks the
 * server for a code file (a hashed chunk) that the new build no longer has, and the import fails.
 * Each browser words that failure its own way; vite adds its own for what it preloads (a chunk's
 * stylesheet, the chunks it depends on).
 */
const CHUNK_LOAD_MESSAGES = [
  /failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /importing a module script failed/i, // Safari
  /unable to preload css/i, // vite, a chunk's stylesheet
];

/** Whether an error is a code file of the app that failed to load, not a bug of a screen. */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return (
    typeof message === 'string' && CHUNK_LOAD_MESSAGES.some((pattern) => pattern.test(message))
  );
}

export type StaleVersionState = {
  /** Some code of this tab's build could not be loaded: a newer version replaced it. */
  isStale: boolean;
  /** A screen shows the notice in place of a page, so the banner would only repeat it. */
  isNoticeShown: boolean;
};

export const staleVersionStore = createStore<StaleVersionState>({
  isStale: false,
  isNoticeShown: false,
});

export function noteStaleVersion(): void {
  staleVersionStore.set((state) => (state.isStale ? state : { ...state, isStale: true }));
}

export function setNewVersionNoticeShown(isNoticeShown: boolean): void {
  staleVersionStore.set((state) =>
    state.isNoticeShown === isNoticeShown ? state : { ...state, isNoticeShown },
  );
}

/**
 * Notes a failed chunk wherever it happens: vite's `vite:preloadError` (dispatched before the
 * import rejects; not prevented, so the import still fails where it was awaited and that screen
 * shows the notice too), and imports awaited outside React that nobody caught (a language's
 * strings, the live channel's client). Returns the stop.
 */
export function watchStaleVersion(): () => void {
  const onPreloadError = () => noteStaleVersion();
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) noteStaleVersion();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('vite:preloadError', onPreloadError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

let reload: () => void = () => window.location.reload();

/** Reloads the tab, which fetches the new build's index.html and, with it, the new chunks. */
export function reloadPage(): void {
  reload();
}

/** Tests put a spy in place of the browser's reload (jsdom has none). Returns the restore. */
export function replacePageReload(next: () => void): () => void {
  const previous = reload;
  reload = next;
  return () => {
    reload = previous;
  };
}

/**
 * Takes this tab's one automatic reload, when it is still there. The mark lives in session storage,
 * so a build whose chunk is really missing cannot reload in a loop; where storage does not keep it,
 * there is no automatic reload at all.
 */
export function takeAutomaticReload(): boolean {
  if (readString('session', STORAGE_KEYS.newVersionReload) !== null) return false;
  writeString('session', STORAGE_KEYS.newVersionReload, new Date().toISOString());
  return readString('session', STORAGE_KEYS.newVersionReload) !== null;
}
