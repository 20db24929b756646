import { z } from 'zod';
import { OWNER_VERIFICATION_REQUIRED, type Endpoint } from '@platfox/domain';
import { call, isApiError } from '../../platform/api';
import type { CallAnswer, CallArgs } from '../../platform/api/call';
import { navigateTo } from '../../platform/navigation';
import { onSignOut } from '../../platform/session';
import {
  readJson,
  readString,
  removeEverywhere,
  removeKey,
  STORAGE_KEYS,
  writeJson,
  writeString,
} from '../../platform/storage';
import { createStore } from '../../platform/store';

/**
 * Printer owner verification (spec 01 section 4): the management screens need a feature token,
 * obtained by a PIN mailed to the account's address and sent back in the Auth-Feature header.
 */
export const VERIFY_OWNER_PATH = '/p/verify-token-owner';
/** Where a verified owner goes when nothing was awaited. */
export const AFTER_VERIFICATION_PATH = '/p/hm/staff';
/** Human resources (staff, work shifts, time tracking) and the e-mail settings. */
const FEATURE_TOKEN_PATHS: readonly RegExp[] = [/^\/p\/hm(\/|$)/, /^\/p\/config-send-mails\/?$/];

export function requiresFeatureToken(pathname: string): boolean {
  return FEATURE_TOKEN_PATHS.some((pattern) => pattern.test(pathname));
}

const featureTokenSchema = z.object({
  token: z.string().min(1),
  /** Epoch ms; null when the server gave no expiry. */
  expiresTimeStamp: z.number().nullable(),
});
export type FeatureToken = z.infer<typeof featureTokenSchema>;

function loadFeatureToken(): FeatureToken | null {
  const parsed = featureTokenSchema.safeParse(readJson('local', STORAGE_KEYS.featureToken));
  return parsed.success ? parsed.data : null;
}

export const featureTokenStore = createStore<FeatureToken | null>(loadFeatureToken());

export function isFeatureTokenValid(token: FeatureToken | null, now = Date.now()): boolean {
  return token !== null && (token.expiresTimeStamp === null || token.expiresTimeStamp > now);
}

export function saveFeatureToken(token: FeatureToken): void {
  writeJson('local', STORAGE_KEYS.featureToken, token);
  featureTokenStore.set(token);
}

export function clearFeatureToken(): void {
  removeKey('local', STORAGE_KEYS.featureToken);
  featureTokenStore.set(null);
}

/** The pin-sent flag: the PIN is mailed once, not at every visit of the verification page. */
export function isPinSent(): boolean {
  return readString('local', STORAGE_KEYS.isPinSent) === 'true';
}
export function markPinSent(): void {
  writeString('local', STORAGE_KEYS.isPinSent, 'true');
}
export function clearPinSent(): void {
  removeKey('local', STORAGE_KEYS.isPinSent);
}

/** The management screen the owner was on the way to (the "awaited route"), taken once. */
export function rememberAwaitedRoute(path: string): void {
  writeString('session', STORAGE_KEYS.awaitedRoute, path);
}
export function takeAwaitedRoute(): string | null {
  const path = readString('session', STORAGE_KEYS.awaitedRoute);
  removeEverywhere(STORAGE_KEYS.awaitedRoute);
  return path && requiresFeatureToken(path.split('?')[0] ?? path) ? path : null;
}

onSignOut(() => featureTokenStore.set(null));

/**
 * A management call of the contract: the feature token goes in the Auth-Feature header. When the
 * server no longer accepts it, it is dropped and the owner is sent to verify again.
 */
export async function featureCall<E extends Endpoint>(
  declared: E,
  ...[input, options]: CallArgs<E>
): Promise<CallAnswer<E>> {
  const token = featureTokenStore.get();
  const args = [input ?? {}, { ...options, authFeature: token?.token }] as CallArgs<E>;
  try {
    return await call(declared, ...args);
  } catch (error) {
    if (
      isApiError(error) &&
      error.status === 403 &&
      error.message === OWNER_VERIFICATION_REQUIRED
    ) {
      clearFeatureToken();
      rememberAwaitedRoute(window.location.pathname + window.location.search);
      navigateTo(VERIFY_OWNER_PATH, { replace: true });
    }
    throw error;
  }
}
