import { describe, expect, it } from 'vitest';
import { eventNoticeCacheExpiry } from './engagement';

describe('eventNoticeCacheExpiry', () => {
  it('ends the local day the notices were fetched', () => {
    const fetchedAt = new Date(2025, 4, 17, 8, 30, 12, 5);
    const expiry = eventNoticeCacheExpiry(fetchedAt);
    expect(expiry.getFullYear()).toBe(2025);
    expect(expiry.getMonth()).toBe(4);
    expect(expiry.getDate()).toBe(17);
    expect([expiry.getHours(), expiry.getMinutes(), expiry.getSeconds()]).toEqual([23, 59, 59]);
    expect(expiry.getMilliseconds()).toBe(999);
  });

  it('expires one millisecond before the next local day', () => {
    const expiry = eventNoticeCacheExpiry(new Date(2025, 11, 31, 23, 59));
    expect(new Date(expiry.getTime() + 1)).toEqual(new Date(2026, 0, 1));
  });

  it('does not change the date it is given', () => {
    const fetchedAt = new Date(2025, 0, 1, 9);
    eventNoticeCacheExpiry(fetchedAt);
    expect(fetchedAt.getHours()).toBe(9);
  });
});
