import type { Notification, NotificationListAnswer, NotificationType } from '@platfox/domain';
import {
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  markAllNotificationsRead,
  markNotificationRead,
  notificationKeys,
  useRefreshNotifications,
} from './api';

type Patch = (item: Notification) => Notification;
type Feed = InfiniteData<NotificationListAnswer, number>;

const isNotification = (value: unknown): value is Notification =>
  typeof value === 'object' && value !== null && 'id' in value && 'isRead' in value;
const isPage = (value: unknown): value is NotificationListAnswer =>
  typeof value === 'object' && value !== null && 'totalUnread' in value && 'data' in value;
const isFeed = (value: unknown): value is Feed =>
  typeof value === 'object' && value !== null && 'pages' in value;

const patchTree = (item: Notification, patch: Patch): Notification => {
  const patched = patch(item);
  return { ...patched, items: patched.items.map((child) => patch({ ...child, items: [] })) };
};

/** Whose unread count an answer is: the panel's (every category but tracking) or one category's. */
const isTrackingKey = (key: QueryKey) => key[1] === notificationKeys.tracking[1];
const countsOf = (type: NotificationType | undefined) =>
  type === 'TRACKING_UPDATE' ? isTrackingKey : (key: QueryKey) => !isTrackingKey(key);

/**
 * Applies a change to every cached copy of the notifications (bell, tracking dropdown, panel
 * pages, expanded groups, detail), so a read mark shows at once everywhere; `totalUnread`
 * replaces the count of the caches that count the same category (`isCountOf`).
 */
function patchCaches(
  client: QueryClient,
  patch: Patch,
  count?: { totalUnread: number; isCountOf: (key: QueryKey) => boolean },
): void {
  const page = (answer: NotificationListAnswer, key: QueryKey): NotificationListAnswer => ({
    ...answer,
    data: answer.data.map((item) => patchTree(item, patch)),
    totalUnread: count?.isCountOf(key) ? count.totalUnread : answer.totalUnread,
  });
  for (const [key, cached] of client.getQueriesData({ queryKey: notificationKeys.all })) {
    let next: unknown = cached;
    if (isFeed(cached)) next = { ...cached, pages: cached.pages.map((one) => page(one, key)) };
    else if (isPage(cached)) next = page(cached, key);
    else if (Array.isArray(cached))
      next = cached.map((item: Notification) => patchTree(item, patch));
    else if (isNotification(cached)) next = patchTree(cached, patch);
    if (next !== cached) client.setQueryData(key, next);
  }
}

const read = (item: Notification): Notification => ({ ...item, isRead: true });

/**
 * Read marks (spec 02 section 4.10): unread becomes read on click (a parent with its children),
 * mark all read sets the unread count to 0. The caches change first; the server's answer then
 * settles the count, and the lists are fetched again to pick up what changed meanwhile. With a
 * `type` (the tracking-update dropdown) the marks and counts are that category's alone.
 */
export function useNotificationActions(type?: NotificationType) {
  const client = useQueryClient();
  const refresh = useRefreshNotifications();

  const markRead = useCallback(
    async (target: Pick<Notification, 'id' | 'parentId' | 'isRead'>) => {
      if (target.isRead) return;
      patchCaches(client, (item) =>
        item.id === target.id || item.parentId === target.id ? read(item) : item,
      );
      try {
        const totalUnread = await markNotificationRead(target, type);
        patchCaches(client, (item) => item, { totalUnread, isCountOf: countsOf(type) });
      } finally {
        void refresh();
      }
    },
    [client, refresh, type],
  );

  const markAllRead = useCallback(async () => {
    // Without a type the server marks every category, the tracking updates too.
    const patch: Patch = type ? (item) => (item.type === type ? read(item) : item) : read;
    patchCaches(client, patch, {
      totalUnread: 0,
      isCountOf: type ? countsOf(type) : () => true,
    });
    try {
      await markAllNotificationsRead(type);
    } finally {
      void refresh();
    }
  }, [client, refresh, type]);

  return { markRead, markAllRead };
}
