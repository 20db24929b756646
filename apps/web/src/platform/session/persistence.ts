import type { AccessToken, User } from '@platfox/domain';
import {
  readJson,
  readString,
  removeEverywhere,
  STORAGE_KEYS,
  writeJson,
  writeString,
} from '../storage';
import type { Auth } from './store';

export type StoredAuth = { accessToken: AccessToken; user: User | null; isRemembered: boolean };

/**
 * The stored access token as written, unchecked (the checked read is `loadStoredAuth` in calls.ts,
 * a later chunk): enough to know at start that a session is to be confirmed, and to send a list's
 * early request, which the server checks anyway.
 */
export function readStoredToken(): string | null {
  const isRemembered = readString('local', STORAGE_KEYS.isRemembered) === 'true';
  for (const area of isRemembered
    ? (['local', 'session'] as const)
    : (['session', 'local'] as const)) {
    const stored = readJson(area, STORAGE_KEYS.auth) as {
      accessToken?: { token?: unknown };
    } | null;
    const token = typeof stored === 'object' && stored !== null ? stored.accessToken?.token : null;
    if (typeof token === 'string' && token) return token;
  }
  return null;
}

export function saveAuth(auth: Auth): void {
  const area = auth.isRemembered ? 'local' : 'session';
  removeEverywhere(STORAGE_KEYS.auth);
  writeJson(area, STORAGE_KEYS.auth, { user: auth.user, accessToken: auth.accessToken });
  writeString('local', STORAGE_KEYS.isRemembered, String(auth.isRemembered));
}

export function clearStoredAuth(): void {
  removeEverywhere(STORAGE_KEYS.auth);
  removeEverywhere(STORAGE_KEYS.isRemembered);
}

/**
 * What belongs to the signed-in user besides the auth object: the printer's logged-in staff, the
 * owner's feature token and PIN flag, the awaited route. Device settings (language, app version)
 * stay.
 */
const USER_DATA_KEYS = [
  STORAGE_KEYS.staffId,
  STORAGE_KEYS.featureToken,
  STORAGE_KEYS.isPinSent,
  STORAGE_KEYS.awaitedRoute,
  STORAGE_KEYS.stores,
] as const;

export function clearUserData(): void {
  for (const key of USER_DATA_KEYS) removeEverywhere(key);
}

export function saveAppVersion(version: string): void {
  writeString('local', STORAGE_KEYS.appVersion, version);
}
