import { ACCOUNT_TYPES, NOTIFICATION_TYPES } from '@platfox/domain';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/tables';
import { notifications } from '../../notifications/tables';
import { defineListModel, idField } from '../registry';

const actor = alias(users, 'actor');
const actorFullName = sql<string | null>`(${actor.firstName} || ' ' || ${actor.lastName})`;
const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * The caller's own notifications as a data list, for every user type: nobody lists another
 * user's notifications, so the scope is always the caller's rows. `id` filters with in / not in,
 * which a list opened from a notification link uses (spec 02 section 2.2).
 */
export const notificationListModel = defineListModel({
  name: 'notification',
  source: (db, selection) =>
    db
      .select(selection)
      .from(notifications)
      .leftJoin(actor, eq(actor.id, notifications.actorId))
      .$dynamic(),
  id: notifications.id,
  fields: {
    id: idField(notifications.id),
    title: { type: 'text', column: notifications.title, isSortable: true },
    description: { type: 'text', column: notifications.description, isSortable: true },
    type: {
      type: 'array',
      column: notifications.type,
      isSortable: true,
      choices: NOTIFICATION_TYPES.map((type) => ({ key: type, label: type })),
    },
    isRead: { type: 'boolean', column: notifications.isRead, isSortable: true },
    sentAt: { type: 'time', column: notifications.sentAt, isSortable: true },
    actorFullName: {
      type: 'text',
      column: actorFullName,
      isSortable: true,
      isExistenceEnabled: true,
    },
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
  defaultSort: { field: 'sentAt', direction: 'desc' },
  access: { types: ACCOUNT_TYPES },
  scope: (caller) => eq(notifications.userId, caller.id),
  toRow: (row) => ({
    ...row,
    id: String(row.id),
    sentAt: iso(row.sentAt),
    updatable: true,
  }),
});
