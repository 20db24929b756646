import type { User } from '@platfox/domain';
import { readString, removeEverywhere, STORAGE_KEYS, writeString } from '../../platform/storage';

/*
 * TikTok Shop sends a seller who authorized the app to /s/tiktok-redirect with `app_key` and
 * `code` (and `state` when the app started the authorization). The values are kept locally on
 * arrival, whoever is signed in (spec 01 section 2.7), so a seller who arrives signed out is sent
 * to the redirect page after signing in and the connection is finished there.
 */

export const TIKTOK_REDIRECT_PATH = '/s/tiktok-redirect';

export type TikTokRedirectData = { app_key: string; code: string; state?: string };

/** The redirect's values in a query, or null when it carries no app key and code. */
export function tiktokRedirectOf(search: string): TikTokRedirectData | null {
  const query = new URLSearchParams(search);
  const appKey = query.get('app_key');
  const code = query.get('code');
  if (!appKey || !code) return null;
  const state = query.get('state');
  return { app_key: appKey, code, ...(state ? { state } : {}) };
}

/** Keeps the redirect's query when the location is TikTok's redirect carrying a code. */
export function rememberTikTokRedirect(pathname: string, search: string): void {
  const data = pathname === TIKTOK_REDIRECT_PATH ? tiktokRedirectOf(search) : null;
  if (data) writeString('local', STORAGE_KEYS.tiktokRedirect, JSON.stringify(data));
}

export function readTikTokRedirect(): TikTokRedirectData | null {
  const text = readString('local', STORAGE_KEYS.tiktokRedirect);
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<TikTokRedirectData>;
    return typeof data.app_key === 'string' && typeof data.code === 'string'
      ? { app_key: data.app_key, code: data.code, ...(data.state ? { state: data.state } : {}) }
      : null;
  } catch {
    return null;
  }
}

/** The code is used once: forgotten after it was sent, whatever the answer. */
export const forgetTikTokRedirect = () => removeEverywhere(STORAGE_KEYS.tiktokRedirect);

/** Where a user who just signed in goes first: a seller with kept redirect data, to the page. */
export function tiktokRedirectAfterSignIn(user: Pick<User, 'type'>): string | null {
  return user.type === 'SELLER' && readTikTokRedirect() ? TIKTOK_REDIRECT_PATH : null;
}
