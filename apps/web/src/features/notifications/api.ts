import {
  pathOf,
  notificationEndpoints,
  dataAnswer,
  NOTIFICATION_NO_GROUP,
  notificationCampaignSchema,
  notificationListAnswerSchema,
  notificationSchema,
  unreadCountAnswerSchema,
  type Notification,
  type NotificationCampaignBody,
  type NotificationListAnswer,
  type NotificationMode,
  type NotificationType,
} from '@platfox/domain';
import { z } from 'zod';
import { api } from '../../platform/api';

/** Query keys: everything under ['notifications'] is refreshed by the live `notification` event. */
export const notificationKeys = {
  all: ['notifications'] as const,
  bell: ['notifications', 'bell'] as const,
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
  return api.get(pathOf(notificationEndpoints.getNotifications), {
    query: { page, type, mode },
    signal,
    parse: (data) => notificationListAnswerSchema.parse(data),
  });
}

const childrenAnswerSchema = dataAnswer(z.array(notificationSchema));

/** GET notifications/group: every child of a parent, asked once when the group is expanded. */
export function fetchGroupItems(parent: Notification, signal?: AbortSignal) {
  return api.get(pathOf(notificationEndpoints.getNotificationsGroup), {
    query: {
      parentId: parent.id,
      groupId: parent.groupId ?? NOTIFICATION_NO_GROUP,
      type: parent.type,
      all: true,
    },
    signal,
    parse: (data) => childrenAnswerSchema.parse(data).data,
  });
}

const notificationAnswerSchema = dataAnswer(notificationSchema);

export function fetchNotification(id: string, signal?: AbortSignal): Promise<Notification> {
  return api.get(pathOf(notificationEndpoints.getNotificationsOne, { id }), {
    signal,
    parse: (data) => notificationAnswerSchema.parse(data).data,
  });
}

const unreadOf = (data: unknown) => unreadCountAnswerSchema.parse(data).data.totalUnread;

/** PUT notifications/read: answers the panel's unread count after the mark. */
export function markNotificationRead(item: Pick<Notification, 'id' | 'parentId'>) {
  return api.put(
    pathOf(notificationEndpoints.putNotificationsRead),
    { id: item.id, ...(item.parentId ? { parentId: item.parentId } : {}) },
    { parse: unreadOf },
  );
}

/** PUT notifications/group/markAsRead: every notification of mine. */
export function markAllNotificationsRead() {
  return api.put(pathOf(notificationEndpoints.putNotificationsGroupMarkAsRead), undefined, {
    parse: unreadOf,
  });
}

const campaignAnswerSchema = dataAnswer(notificationCampaignSchema);

export function createNotificationCampaign(body: NotificationCampaignBody) {
  return api.post(pathOf(notificationEndpoints.postNotificationsCampaigns), body, {
    parse: (data) => campaignAnswerSchema.parse(data).data,
  });
}

export function fetchNotificationCampaign(id: string, signal?: AbortSignal) {
  return api.get(pathOf(notificationEndpoints.getNotificationsCampaignsOne, { id }), {
    signal,
    parse: (data) => campaignAnswerSchema.parse(data).data,
  });
}
