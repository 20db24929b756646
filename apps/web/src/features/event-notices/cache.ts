import {
  EVENT_LAYOUTS,
  eventNoticeCacheExpiry,
  type EventLayout,
  type EventNotify,
} from '@platfox/domain';

/** localStorage key of the seller's event notices (spec 02 section 4.11). */
export const EVENT_NOTICES_STORAGE_KEY = 'eventNotices';

/**
 * The cached notices of one seller until the end of the local day, and the ones they closed.
 * A notice is known by its id and updatedAt, so an edited notice counts as new and shows again.
 */
export type EventNoticeCache = {
  userId: string;
  /** Epoch milliseconds: 23:59:59.999 of the day it was written. */
  expiresAt: number;
  items: EventNotify[];
  /** Keys of the notices closed (banner) or seen (pop-up) today. */
  closed: string[];
};

export const noticeKey = (notice: Pick<EventNotify, 'id' | 'updatedAt'>) =>
  `${notice.id}@${notice.updatedAt}`;

function isNotice(value: unknown): value is EventNotify {
  if (typeof value !== 'object' || value === null) return false;
  const notice = value as Record<string, unknown>;
  return (
    typeof notice.id === 'string' &&
    typeof notice.subject === 'string' &&
    typeof notice.content === 'string' &&
    typeof notice.updatedAt === 'string' &&
    (EVENT_LAYOUTS as readonly unknown[]).includes(notice.layout)
  );
}

function isCache(value: unknown): value is EventNoticeCache {
  if (typeof value !== 'object' || value === null) return false;
  const cache = value as Record<string, unknown>;
  return (
    typeof cache.userId === 'string' &&
    typeof cache.expiresAt === 'number' &&
    Array.isArray(cache.items) &&
    cache.items.every(isNotice) &&
    Array.isArray(cache.closed) &&
    cache.closed.every((key) => typeof key === 'string')
  );
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The seller's cache when it is theirs and still today's; otherwise nothing. */
export function readNoticeCache(userId: string, now: Date): EventNoticeCache | null {
  try {
    const text = storage()?.getItem(EVENT_NOTICES_STORAGE_KEY);
    const value: unknown = text ? JSON.parse(text) : null;
    if (!isCache(value) || value.userId !== userId || value.expiresAt < now.getTime()) return null;
    return value;
  } catch {
    return null;
  }
}

export function writeNoticeCache(cache: EventNoticeCache): void {
  try {
    storage()?.setItem(EVENT_NOTICES_STORAGE_KEY, JSON.stringify(cache));
  } catch {
    // A full or disabled storage only means the notices show again on the next visit.
  }
}

const sameNotices = (a: readonly EventNotify[], b: readonly EventNotify[]) =>
  a.length === b.length && a.map(noticeKey).sort().join() === b.map(noticeKey).sort().join();

/**
 * The cache after a fetch: unchanged when the fetched notices are the cached ones; refreshed when
 * one is new or changed, keeping closed only the unchanged notices the seller already closed.
 */
export function reconcileNoticeCache(
  cached: EventNoticeCache | null,
  fetched: EventNotify[],
  userId: string,
  now: Date,
): EventNoticeCache {
  if (cached && sameNotices(cached.items, fetched)) return cached;
  const present = new Set(fetched.map(noticeKey));
  return {
    userId,
    expiresAt: eventNoticeCacheExpiry(now).getTime(),
    items: fetched,
    closed: (cached?.closed ?? []).filter((key) => present.has(key)),
  };
}

/** The notices of a layout the seller has not closed today. */
export function openNotices(cache: EventNoticeCache | null, layout: EventLayout): EventNotify[] {
  if (!cache) return [];
  const closed = new Set(cache.closed);
  return cache.items.filter((item) => item.layout === layout && !closed.has(noticeKey(item)));
}

export function closeNotices(
  cache: EventNoticeCache,
  notices: readonly EventNotify[],
): EventNoticeCache {
  return { ...cache, closed: [...new Set([...cache.closed, ...notices.map(noticeKey)])] };
}
