import { accessTokenSchema, userSchema, type AccessToken, type User } from '@platfox/domain';
import { z } from 'zod';
import {
  readJson,
  readString,
  removeEverywhere,
  STORAGE_KEYS,
  writeJson,
  writeString,
} from '../storage';
import type { Auth } from './store';

/**
 * The stored auth object {user, accessToken}. The user is checked loosely: a stored user from an
 * older version must not throw away a valid token, since the start-up check fetches a fresh user.
 */
const storedAuthSchema = z.object({ user: z.unknown(), accessToken: accessTokenSchema });

export type StoredAuth = { accessToken: AccessToken; user: User | null; isRemembered: boolean };

export function loadStoredAuth(): StoredAuth | null {
  const isRemembered = readString('local', STORAGE_KEYS.isRemembered) === 'true';
  const candidates = isRemembered
    ? (['local', 'session'] as const)
    : (['session', 'local'] as const);
  for (const area of candidates) {
    const parsed = storedAuthSchema.safeParse(readJson(area, STORAGE_KEYS.auth));
    if (!parsed.success) continue;
    const user = userSchema.safeParse(parsed.data.user);
    return {
      accessToken: parsed.data.accessToken,
      user: user.success ? user.data : null,
      isRemembered: area === 'local',
    };
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
