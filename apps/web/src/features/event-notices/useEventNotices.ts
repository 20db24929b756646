import type { EventLayout, EventNotify } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { fetchEventNotifies, markPopupsSeen } from './api';
import {
  closeNotices,
  openNotices,
  readNoticeCache,
  reconcileNoticeCache,
  writeNoticeCache,
  type EventNoticeCache,
} from './cache';

/**
 * The seller's event notices (spec 02 section 4.11): today's cache shows at once, the fetch then
 * refreshes it when a notice is new or changed; closing a banner keeps it closed until tomorrow
 * or until it changes, and a pop-up, once seen, stays closed on the server until it changes.
 */
export function useEventNotices(userId: string) {
  const [cache, setCache] = useState<EventNoticeCache | null>(() =>
    readNoticeCache(userId, new Date()),
  );
  const { data } = useQuery({
    queryKey: ['event-notices', userId],
    queryFn: ({ signal }) => fetchEventNotifies(signal),
    staleTime: Infinity,
  });

  useEffect(() => {
    if (!data) return;
    setCache((current) => {
      const now = new Date();
      const stillToday = current && current.expiresAt >= now.getTime() ? current : null;
      const next = reconcileNoticeCache(stillToday, data, userId, now);
      if (next !== current) writeNoticeCache(next);
      return next;
    });
  }, [data, userId]);

  const close = useCallback((notices: readonly EventNotify[]) => {
    // The day's cache hides it at once; should the call fail, it shows again tomorrow only.
    markPopupsSeen(notices).catch(() => undefined);
    setCache((current) => {
      if (!current) return current;
      const next = closeNotices(current, notices);
      writeNoticeCache(next);
      return next;
    });
  }, []);

  const open = useCallback((layout: EventLayout) => openNotices(cache, layout), [cache]);
  return { open, close };
}
