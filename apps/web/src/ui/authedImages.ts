import { fetchApiImage } from '../platform/api';
import { sessionStore } from '../platform/session/store';

/**
 * Images served under /api (e.g. GET /api/catalog/images/:id?size=thumbnail) need the bearer
 * token, which a plain <img> does not send. They are fetched through the api client instead and
 * kept here as Blobs: each shown image makes its own object URL from the Blob and revokes it when
 * it unmounts, so the cache never hands out a URL someone else has revoked.
 */

/** A list shows at most 100 rows (plus the modal's images): room for them all and a page more. */
export const IMAGE_CACHE_SIZE = 250;

const API_PREFIX = '/api/';

/** Least recently used first: a Map keeps insertion order, and a hit is moved to the end. */
const cache = new Map<string, Blob>();
/** One request per URL, however many cells show the same image at once. */
const loading = new Map<string, Promise<Blob>>();
/** Bumped when the cache is emptied: an answer to an older request is not kept. */
let generation = 0;

/** Whether the URL is one of ours that needs the token (relative, under /api/). */
export function isApiImageUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && url.startsWith(API_PREFIX);
}

function remember(url: string, blob: Blob): void {
  cache.delete(url);
  cache.set(url, blob);
  while (cache.size > IMAGE_CACHE_SIZE) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
}

/** The image at an /api/ URL, from the cache or fetched once with the session's token. */
export function loadApiImage(url: string): Promise<Blob> {
  const cached = cache.get(url);
  if (cached) {
    remember(url, cached);
    return Promise.resolve(cached);
  }
  const pending = loading.get(url);
  if (pending) return pending;
  const asked = generation;
  const request: Promise<Blob> = fetchApiImage(url.slice(API_PREFIX.length - 1))
    .then((blob) => {
      if (asked === generation) remember(url, blob);
      return blob;
    })
    .finally(() => {
      if (loading.get(url) === request) loading.delete(url);
    });
  loading.set(url, request);
  return request;
}

/** Empties the cache (sign-out, tests): the next image is fetched with the next token. */
export function forgetApiImages(): void {
  generation += 1;
  cache.clear();
  loading.clear();
}

// Another account in the same tab must not be shown the images the previous one could see.
let cachedFor = sessionStore.get().auth?.user.id ?? null;
sessionStore.subscribe(() => {
  const userId = sessionStore.get().auth?.user.id ?? null;
  if (userId === cachedFor) return;
  cachedFor = userId;
  forgetApiImages();
});
