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

export function encodeListState(state: ListState): string {
  const plain = new TextEncoder().encode(JSON.stringify(state));
  return toBase64Url(gcmsiv(KEY, NONCE).encrypt(plain));
}

/** The state, or null when the value is not one this app wrote (the caller says "Invalid filter value"). */
export function decodeListState(value: string): ListState | null {
  try {
    const plain = gcmsiv(KEY, NONCE).decrypt(fromBase64Url(value));
    const state = JSON.parse(new TextDecoder().decode(plain)) as unknown;
    return isListState(state) ? state : null;
  } catch {
    return null;
  }
}

function isListState(value: unknown): value is ListState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Partial<ListState>;
  return (
    Array.isArray(state.filters) &&
    (state.filterType === 'AND' || state.filterType === 'OR') &&
    typeof state.page === 'number' &&
    (typeof state.pageSize === 'number' || state.pageSize === 'all')
  );
}
