import {
  accessTokenSchema,
  accountEndpoints,
  userSchema,
  type AuthenticateBody,
  type User,
} from '@platfox/domain';
import { z } from 'zod';
import { call } from '../api';
import { readJson, readString, STORAGE_KEYS } from '../storage';
import { takeEarlyCheck } from './earlyCheck';
import type { StoredAuth } from './persistence';

/**
 * The session's calls to the server and the check of the stored auth. They need the contract and
 * zod, so they are a chunk of their own (issue 16): the sign-in screen paints without them and
 * they are fetched while the user types (actions.ts `sessionCalls`).
 */

export const authenticate = (body: AuthenticateBody) =>
  call(
    accountEndpoints.postAuthAuthenticate,
    { body },
    { token: null, isUnauthorizedHandled: true },
  );

export const logout = (token: string, { isCancelExempt = false } = {}) =>
  call(accountEndpoints.postLogout, {}, { token, isCancelExempt, isUnauthorizedHandled: true });

/**
 * POST auth/authenticated {token}: the user of a stored token, or a 401. The start sent it already
 * (earlyCheck.ts): a 200 whose user the contract's schema accepts is taken; anything else is asked
 * again here.
 */
export async function confirmToken(token: string): Promise<User> {
  const early = userSchema.safeParse(await takeEarlyCheck(token));
  if (early.success) return early.data;
  return call(accountEndpoints.postAuthAuthenticated, { body: { token } }, { token });
}

/** GET auth/refresh-auth?token=<refreshToken>, sent without the (maybe dead) access token. */
export const refresh = (refreshToken: string) =>
  call(
    accountEndpoints.getAuthRefreshAuth,
    { query: { token: refreshToken } },
    { token: null, isCancelExempt: true, isUnauthorizedHandled: true },
  );

/**
 * The stored auth object {user, accessToken}. The user is checked loosely: a stored user from an
 * older version must not throw away a valid token, since the start-up check fetches a fresh user.
 */
const storedAuthSchema = z.object({ user: z.unknown(), accessToken: accessTokenSchema });

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
