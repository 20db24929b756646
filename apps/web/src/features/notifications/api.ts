import { z } from 'zod';
import { api, isApiError } from '../../platform/api';

/**
 * GET notifications?page=1 for the bell. The notification screens come later (issue 11); until the
 * server answers this path, a 404 reads as "no notifications". The shape is read loosely: a paged
 * list {items | data, total, unreadCount}, each item with a subject or title and a read flag.
 */
const idSchema = z.union([z.string(), z.number()]).transform(String);
const notificationSchema = z
  .object({
    id: idSchema,
    subject: z.string().nullish(),
    title: z.string().nullish(),
    content: z.string().nullish(),
    isRead: z.boolean().nullish(),
    readAt: z.string().nullish(),
    createdAt: z.string().nullish(),
  })
  .loose();
export type BellNotification = {
  id: string;
  subject: string;
  isRead: boolean;
  createdAt: string | null;
};

const pageSchema = z
  .object({
    items: z.array(notificationSchema).optional(),
    data: z
      .union([
        z.array(notificationSchema),
        z.object({ items: z.array(notificationSchema) }).loose(),
      ])
      .optional(),
    unreadCount: z.number().optional(),
    totalUnread: z.number().optional(),
    unread: z.number().optional(),
  })
  .loose();

export type NotificationBellData = { items: BellNotification[]; unreadCount: number };

export function toBellData(answer: unknown): NotificationBellData {
  const page = pageSchema.parse(answer);
  const raw = page.items ?? (Array.isArray(page.data) ? page.data : (page.data?.items ?? []));
  const items = raw.map((item) => ({
    id: item.id,
    subject: item.subject ?? item.title ?? '',
    isRead: item.isRead ?? Boolean(item.readAt),
    createdAt: item.createdAt ?? null,
  }));
  const unreadCount =
    page.unreadCount ??
    page.totalUnread ??
    page.unread ??
    items.filter((item) => !item.isRead).length;
  return { items, unreadCount };
}

export const EMPTY_BELL: NotificationBellData = { items: [], unreadCount: 0 };

export async function fetchBellNotifications(signal?: AbortSignal): Promise<NotificationBellData> {
  try {
    return await api.get('/notifications', { query: { page: 1 }, signal, parse: toBellData });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return EMPTY_BELL;
    throw error;
  }
}
