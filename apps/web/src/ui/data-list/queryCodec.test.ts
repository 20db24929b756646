import { describe, expect, it } from 'vitest';
import {
  decodeListState,
  decodeNotificationLink,
  decodeValue,
  encodeListState,
  encodeNotificationLink,
  encodeValue,
} from './queryCodec';
import type { ListState } from './types';

const state: ListState = {
  filters: [
    { key: 'k1', field: 'email', operation: 'ct', value: 'ana', type: 'text', isActivated: true },
  ],
  filterType: 'OR',
  sort: { field: 'email', direction: 'desc' },
  page: 3,
  pageSize: 50,
};

describe('the list query in q', () => {
  it('round-trips a state through a URL-safe value', () => {
    const q = encodeListState(state);
    expect(q).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(q).not.toContain('ana');
    expect(decodeListState(q)).toEqual(state);
    // The same query gives the same q, so links compare equal.
    expect(encodeListState(state)).toBe(q);
  });

  it('refuses what it did not write', () => {
    const q = encodeListState(state);
    const flipped = `${q.slice(0, 10)}${q[10] === 'A' ? 'B' : 'A'}${q.slice(11)}`;
    expect(decodeListState(flipped)).toBeNull();
    expect(decodeListState('tampered')).toBeNull();
    expect(decodeListState(encodeValue({ page: 1 }))).toBeNull();
    expect(decodeValue('%%%')).toBeUndefined();
  });
});

describe('the notification link', () => {
  it('carries an encrypted flag and the ids', () => {
    const params = encodeNotificationLink(['a1', 'b2']);
    expect(params.get('notification')).not.toBe('true');
    expect(params.get('params')).not.toContain('a1');
    expect(decodeNotificationLink(new URLSearchParams(params.toString()))).toEqual(['a1', 'b2']);
  });

  it('is not one without both values, or with a false flag', () => {
    expect(decodeNotificationLink(new URLSearchParams())).toBeNull();
    expect(
      decodeNotificationLink(new URLSearchParams({ notification: 'true', params: 'x' })),
    ).toBeNull();
    const forged = new URLSearchParams({
      notification: encodeValue(false),
      params: encodeValue(['a1']),
    });
    expect(decodeNotificationLink(forged)).toBeNull();
  });
});
