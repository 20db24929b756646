import {
  notificationEndpoints,
  NOTIFICATION_NO_GROUP,
  type Notification,
  type NotificationCampaignBody,
  type NotificationListAnswer,
  type NotificationMode,
  type NotificationType,
} from '@platfox/domain';
import { call } from '../../platform/api';
import { useRefresh } from '../../platform/api/cachedMutation';
import { dataOf } from '../../platform/api/answers';

/** Query keys: everything under ['notifications'] is refreshed by the live `notification` event. */
export const notificationKeys = {
  all: ['notifications'] as const,
  bell: ['notifications', 'bell'] as const,
  /** The seller's tracking-update dropdown: its own category and its own unread count. */
  tracking: ['notifications', 'tracking'] as const,
  feed: (type: NotificationType | undefined, mode: NotificationMode) =>
    ['notifications', 'feed', type ?? 'panel', mode] as const,
  group: (parentId: string) => ['notifications', 'group', parentId] as const,
  detail: (id: string) => ['notifications', 'detail', id] as const,
  campaign: (id: string) => ['notification-campaign', id] as const,
};

export type NotificationPageQuery = {
  page: number;
  type?: NotificationType | undefined;
  mode: NotificationMode;
};

/** GET notifications: 20 newest first, with the unread count of the panel (or the category). */
export function fetchNotificationPage(
  { page, type, mode }: NotificationPageQuery,
  signal?: AbortSignal,
): Promise<NotificationListAnswer> {
  return call(notificationEndpoints.getNotifications, { query: { page, type, mode } }, { signal });
}

/** GET notifications/group: every child of a parent, asked once when the group is expanded. */
export function fetchGroupItems(parent: Notification, signal?: AbortSignal) {
  return call(
    notificationEndpoints.getNotificationsGroup,
    {
      query: {
        parentId: parent.id,
        groupId: parent.groupId ?? NOTIFICATION_NO_GROUP,
        type: parent.type,
        all: true,
      },
    },
    { signal },
  ).then(dataOf);
}

export function fetchNotification(id: string, signal?: AbortSignal): Promise<Notification> {
  return call(notificationEndpoints.getNotificationsOne, { params: { id } }, { signal }).then(
    dataOf,
  );
}

const unreadOf = (answer: { data: { totalUnread: number } }) => answer.data.totalUnread;

/**
 * PUT notifications/read: answers the unread count after the mark, of the panel or, with a type,
 * of that category (the tracking-update dropdown counts its own).
 */
export function markNotificationRead(
  item: Pick<Notification, 'id' | 'parentId'>,
  type?: NotificationType,
) {
  return call(notificationEndpoints.putNotificationsRead, {
    body: {
      id: item.id,
      ...(item.parentId ? { parentId: item.parentId } : {}),
      ...(type ? { type } : {}),
    },
  }).then(unreadOf);
}

/** PUT notifications/group/markAsRead: every notification of mine, or of one category. */
export function markAllNotificationsRead(type?: NotificationType) {
  return call(notificationEndpoints.putNotificationsGroupMarkAsRead, {
    query: type ? { type } : {},
  }).then(unreadOf);
}

export function createNotificationCampaign(body: NotificationCampaignBody) {
  return call(notificationEndpoints.postNotificationsCampaigns, { body }).then(dataOf);
}

export function fetchNotificationCampaign(id: string, signal?: AbortSignal) {
  return call(
    notificationEndpoints.getNotificationsCampaignsOne,
    { params: { id } },
    { signal },
  ).then(dataOf);
}

/** Every notification read (the bell, the list pages), after a new one or a read mark. */
export const useRefreshNotifications = () => useRefresh([notificationKeys.all]);
