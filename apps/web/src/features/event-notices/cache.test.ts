import type { EventNotify } from '@platfox/domain';
import { describe, expect, it } from 'vitest';
import {
  closeNotices,
  EVENT_NOTICES_STORAGE_KEY,
  openNotices,
  readNoticeCache,
  reconcileNoticeCache,
  writeNoticeCache,
} from './cache';

const notice = (id: string, changes: Partial<EventNotify> = {}): EventNotify => ({
  id,
  subject: `Notice ${id}`,
  content: '<p>Hi</p>',
  layout: 'POPUP',
  updatedAt: '2024-05-01T10:00:00.000Z',
  ...changes,
});

const morning = new Date(2024, 4, 10, 9, 0);

describe('the event notice cache (spec 02 section 4.11)', () => {
  it('lives in local storage until the end of the local day, for its seller only', () => {
    const cache = reconcileNoticeCache(null, [notice('a')], 'seller-1', morning);
    expect(cache.expiresAt).toBe(new Date(2024, 4, 10, 23, 59, 59, 999).getTime());
    writeNoticeCache(cache);
    expect(JSON.parse(localStorage.getItem(EVENT_NOTICES_STORAGE_KEY) ?? '')).toEqual(cache);
    expect(readNoticeCache('seller-1', new Date(2024, 4, 10, 23, 59, 59, 999))).toEqual(cache);
    expect(readNoticeCache('seller-1', new Date(2024, 4, 11, 0, 0))).toBeNull();
    expect(readNoticeCache('seller-2', morning)).toBeNull();
    localStorage.setItem(EVENT_NOTICES_STORAGE_KEY, '{"not":"a cache"}');
    expect(readNoticeCache('seller-1', morning)).toBeNull();
  });

  it('keeps the cache (and what was closed) when the fetched notices are the same', () => {
    const first = closeNotices(
      reconcileNoticeCache(null, [notice('a'), notice('b')], 'seller-1', morning),
      [notice('a')],
    );
    expect(openNotices(first, 'POPUP').map((item) => item.id)).toEqual(['b']);
    const again = reconcileNoticeCache(first, [notice('b'), notice('a')], 'seller-1', morning);
    expect(again).toBe(first);
  });

  it('refreshes when a notice is new or changed: those show again, unchanged closed ones stay closed', () => {
    const closed = closeNotices(
      reconcileNoticeCache(null, [notice('a'), notice('b')], 'seller-1', morning),
      [notice('a'), notice('b')],
    );
    const edited = notice('b', { updatedAt: '2024-05-10T08:00:00.000Z', subject: 'Edited' });
    const fetched = [notice('a'), edited, notice('c')];
    const refreshed = reconcileNoticeCache(closed, fetched, 'seller-1', morning);
    expect(refreshed).not.toBe(closed);
    expect(refreshed.items).toEqual(fetched);
    expect(openNotices(refreshed, 'POPUP').map((item) => item.subject)).toEqual([
      'Edited',
      'Notice c',
    ]);
  });

  it('keeps layouts apart', () => {
    const cache = reconcileNoticeCache(
      null,
      [notice('a', { layout: 'PIN_TOP' }), notice('b')],
      'seller-1',
      morning,
    );
    expect(openNotices(cache, 'PIN_TOP').map((item) => item.id)).toEqual(['a']);
    expect(openNotices(cache, 'POPUP').map((item) => item.id)).toEqual(['b']);
    expect(openNotices(null, 'POPUP')).toEqual([]);
  });
});
