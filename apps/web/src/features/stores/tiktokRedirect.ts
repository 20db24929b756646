import type { User } from '@platfox/domain';
import { readString, removeEverywhere, STORAGE_KEYS, writeString } from '../../platform/storage';

/*
 * TikTok Shop sends a seller who authorized the app to /s/tiktok-redirect with `code` and `state`
 * (the Partner Center's authorization link), or `app_key` and `code` (its App Store, no state), or
 * `code=null&error=auth_denied` when the seller declined. The values are kept locally on arrival,
 * whoever is signed in (spec 01 section 2.7), so a seller who arrives signed out is sent to the
 * redirect page after signing in and the connection is finished there (or refused with words
 * saying what to do next).
 */

export const TIKTOK_REDIRECT_PATH = '/s/tiktok-redirect';

export type TikTokRedirectData = { code: string; app_key?: string; state?: string; error?: string };

/** The redirect's values in a query, or null when it carries no code and none of app key, state. */
export function tiktokRedirectOf(search: string): TikTokRedirectData | null {
  const query = new URLSearchParams(search);
  return redirectData({
    code: query.get('code'),
    app_key: query.get('app_key'),
    state: query.get('state'),
    error: query.get('error'),
  });
}

function redirectData(
  values: Record<keyof TikTokRedirectData, unknown>,
): TikTokRedirectData | null {
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const code = text(values.code);
  const appKey = text(values.app_key);
  const state = text(values.state);
  const error = text(values.error);
  if (!code || (!appKey && !state)) return null;
  return {
    code,
    ...(appKey ? { app_key: appKey } : {}),
    ...(state ? { state } : {}),
    ...(error ? { error } : {}),
  };
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
    return redirectData(JSON.parse(text) as Record<keyof TikTokRedirectData, unknown>);
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
