import type { User } from '@platfox/domain';
import { readString, removeEverywhere, STORAGE_KEYS, writeString } from '../../platform/storage';

/** The screens a shop sends the seller back to after OAuth (spec 01 section 2.1). */
export const STORE_CALLBACK_PATHS = ['/shopify', '/shopifyCallback', '/s/etsy-redirect'] as const;

const isStoreCallback = (path: string) =>
  (STORE_CALLBACK_PATHS as readonly string[]).includes(path.split('?')[0] ?? path);

/**
 * A seller who comes back from the shop signed out keeps the callback, query and all, as the
 * "awaited route" (spec 03 section 7.6); signing in finishes the connection there.
 */
export function rememberStoreCallback(pathWithQuery: string): void {
  writeString('session', STORAGE_KEYS.awaitedRoute, pathWithQuery);
}

/** The kept callback for a seller who just signed in, taken once; null for anything else. */
export function takeStoreCallback(user: Pick<User, 'type'>): string | null {
  const path = readString('session', STORAGE_KEYS.awaitedRoute);
  if (!path || !isStoreCallback(path) || user.type !== 'SELLER') return null;
  removeEverywhere(STORAGE_KEYS.awaitedRoute);
  return path;
}
