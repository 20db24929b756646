import { notificationList, serialiseDate } from '@platfox/domain';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accountsReadModel } from '../../accounts/index';
import { notificationsReadModel } from '../../notifications/index';
import { serveListModel } from '../registry';
const { users } = accountsReadModel;
const { notifications } = notificationsReadModel;

const actor = alias(users, 'actor');
const actorFullName = sql<string | null>`(${actor.firstName} || ' ' || ${actor.lastName})`;

/**
 * The caller's own notifications as a data list, for every user type: nobody lists another
 * user's notifications, so the scope is always the caller's rows. `id` filters with in / not in,
 * which a list opened from a notification link uses (spec 02 section 2.2).
 */
export const notificationListModel = serveListModel(notificationList, {
  source: (db, selection) =>
    db
      .select(selection)
      .from(notifications)
      .leftJoin(actor, eq(actor.id, notifications.actorId))
      .$dynamic(),
  id: notifications.id,
  columns: {
    title: notifications.title,
    description: notifications.description,
    type: notifications.type,
    isRead: notifications.isRead,
    sentAt: notifications.sentAt,
    actorFullName,
  },
  select: {
    id: notifications.id,
    type: notifications.type,
    title: notifications.title,
    description: notifications.description,
    details: notifications.details,
    groupId: notifications.groupId,
    parentId: notifications.parentId,
    isRead: notifications.isRead,
    sentAt: notifications.sentAt,
    actorFullName,
  },
  scope: (caller) => eq(notifications.userId, caller.id),
  toRow: (row) => ({ ...row, sentAt: serialiseDate(row.sentAt), updatable: true }),
});
