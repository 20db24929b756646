import type { Notification, NotificationListAnswer } from '@platfox/domain';
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
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

/**
 * Applies a change to every cached copy of the notifications (bell, panel pages, expanded groups,
 * detail), so a read mark shows at once everywhere; `totalUnread` replaces the panel's count.
 */
function patchCaches(client: QueryClient, patch: Patch, totalUnread?: number): void {
  const page = (answer: NotificationListAnswer): NotificationListAnswer => ({
    ...answer,
    data: answer.data.map((item) => patchTree(item, patch)),
    totalUnread: totalUnread ?? answer.totalUnread,
  });
  client.setQueriesData({ queryKey: notificationKeys.all }, (cached: unknown) => {
    if (isFeed(cached)) return { ...cached, pages: cached.pages.map(page) };
    if (isPage(cached)) return page(cached);
    if (Array.isArray(cached)) return cached.map((item: Notification) => patchTree(item, patch));
    if (isNotification(cached)) return patchTree(cached, patch);
    return cached;
  });
}

const read = (item: Notification): Notification => ({ ...item, isRead: true });

/**
 * Read marks (spec 02 section 4.10): unread becomes read on click (a parent with its children),
 * mark all read sets the unread count to 0. The caches change first; the server's answer then
 * settles the count, and the lists are fetched again to pick up what changed meanwhile.
 */
export function useNotificationActions() {
  const client = useQueryClient();
  const refresh = useRefreshNotifications();

  const markRead = useCallback(
    async (target: Pick<Notification, 'id' | 'parentId' | 'isRead'>) => {
      if (target.isRead) return;
      patchCaches(client, (item) =>
        item.id === target.id || item.parentId === target.id ? read(item) : item,
      );
      try {
        const totalUnread = await markNotificationRead(target);
        patchCaches(client, (item) => item, totalUnread);
      } finally {
        void refresh();
      }
    },
    [client, refresh],
  );

  const markAllRead = useCallback(async () => {
    patchCaches(client, read, 0);
    try {
      await markAllNotificationsRead();
    } finally {
      void refresh();
    }
  }, [client, refresh]);

  return { markRead, markAllRead };
}
