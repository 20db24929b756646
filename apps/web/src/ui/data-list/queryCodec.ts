import { gcmsiv } from '@noble/ciphers/aes.js';
import type { ListState } from './types';

/**
 * The list query in the URL (q) and in saved filters, encrypted as the spec asks (spec 02 section
 * 2.3). The key ships in the bundle, so this hides the query from casual reading and detects
 * tampering (AES-GCM-SIV authenticates); it is not a secret. A fixed nonce makes the same query give
 * the same q, which SIV allows without leaking more than equality.
 */
const KEY = new TextEncoder().encode('platfox-list-query-v1-32-bytes!!');
const NONCE = new TextEncoder().encode('platfox-q-v1');

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Any JSON value, encrypted the way q is: the notification link's flag and ids use it too. */
export function encodeValue(value: unknown): string {
  const plain = new TextEncoder().encode(JSON.stringify(value));
  return toBase64Url(gcmsiv(KEY, NONCE).encrypt(plain));
}

/** The value, or undefined when the text is not one this app wrote (tampered, truncated). */
export function decodeValue(text: string): unknown {
  try {
    const plain = gcmsiv(KEY, NONCE).decrypt(fromBase64Url(text));
    return JSON.parse(new TextDecoder().decode(plain)) as unknown;
  } catch {
    return undefined;
  }
}

export function encodeListState(state: ListState): string {
  return encodeValue(state);
}

/** The state, or null when the value is not one this app wrote (the caller says "Invalid filter value"). */
export function decodeListState(value: string): ListState | null {
  const state = decodeValue(value);
  return isListState(state) ? state : null;
}

/** Where an unfiltered list is (the page and the cursor it was reached by), for `at`. */
export type ListPosition = Pick<ListState, 'page' | 'cursor'>;

export const encodeListPosition = (position: ListPosition): string => encodeValue(position);

/** The position, or null when the value is not one this app wrote. */
export function decodeListPosition(value: string): ListPosition | null {
  const position = decodeValue(value) as Partial<ListPosition> | undefined;
  if (typeof position !== 'object' || position === null) return null;
  const { page, cursor } = position;
  if (typeof page !== 'number' || !Number.isInteger(page) || page < 1) return null;
  if (cursor !== undefined && typeof cursor !== 'string') return null;
  return cursor === undefined ? { page } : { page, cursor };
}

/** URL parameters of a notification link to several records (spec 02 section 2.2). */
export const NOTIFICATION_PARAM = 'notification';
export const NOTIFICATION_IDS_PARAM = 'params';

/** `notification=<encrypted true>&params=<encrypted ids>`, to append to a list's path. */
export function encodeNotificationLink(ids: readonly string[]): URLSearchParams {
  return new URLSearchParams({
    [NOTIFICATION_PARAM]: encodeValue(true),
    [NOTIFICATION_IDS_PARAM]: encodeValue(ids),
  });
}

/** The ids a notification link asks the list for, or null when the URL is not such a link. */
export function decodeNotificationLink(params: URLSearchParams): string[] | null {
  const flag = params.get(NOTIFICATION_PARAM);
  const ids = params.get(NOTIFICATION_IDS_PARAM);
  if (!flag || !ids || decodeValue(flag) !== true) return null;
  const value = decodeValue(ids);
  if (!Array.isArray(value)) return null;
  return value.filter((id): id is string => typeof id === 'string');
}

function isListState(value: unknown): value is ListState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Partial<ListState>;
  return (
    Array.isArray(state.filters) &&
    (state.filterType === 'AND' || state.filterType === 'OR') &&
    typeof state.page === 'number' &&
    (typeof state.pageSize === 'number' || state.pageSize === 'all') &&
    (state.cursor === undefined || typeof state.cursor === 'string')
  );
}
