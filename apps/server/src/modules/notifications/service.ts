import {
  NOTIFICATION_CHILDREN_MAX,
  NOTIFICATION_NO_GROUP,
  NOTIFICATIONS_PAGE_SIZE,
  PANEL_NOTIFICATION_TYPES,
  type Notification,
  type NotificationListAnswer,
  type NotificationType,
  type markNotificationReadBodySchema,
  type notificationGroupQuerySchema,
  type notificationListQuerySchema,
} from '@platfox/domain';
import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, DbTx } from '../../platform/db';
import { notFound } from '../../platform/errors';
import type { Live } from '../../platform/live';
import { accountsReadModel } from '../accounts/index';
import type { Actor } from '../auth/index';
import { writeNotifications, type NotificationDelivery, type NotifyInput } from './notify';
import { notifications, type NotificationRow } from './tables';
const { users } = accountsReadModel;

type ListQuery = z.infer<typeof notificationListQuerySchema>;
type GroupQuery = z.infer<typeof notificationGroupQuerySchema>;
type MarkReadBody = z.infer<typeof markNotificationReadBodySchema>;

export const NOTIFICATION_NOT_FOUND = 'Notification not found';
const DAY_SECONDS = 24 * 60 * 60;

const actor = alias(users, 'actor');
const children = alias(notifications, 'children');
// An alias inside raw SQL renders as its name only, so the FROM names the table and the alias.
const childCount = sql<number>`(select count(*)::int from ${notifications} as "children" where ${children.parentId} = ${notifications.id})`;
const actorFullName = sql<
  string | null
>`case when ${actor.id} is null then null else ${actor.firstName} || ' ' || ${actor.lastName} end`;

/** A category, or without one the panel's categories (every one but tracking updates). */
const typeScope = (type: NotificationType | undefined): SQL =>
  type ? eq(notifications.type, type) : inArray(notifications.type, [...PANEL_NOTIFICATION_TYPES]);

type Listed = { row: NotificationRow; childCount: number; actorFullName: string | null };

function toNotification({ row, childCount: n, actorFullName: name }: Listed): Notification {
  const diffTime = Math.max(0, Math.floor((Date.now() - row.sentAt.getTime()) / 1000));
  return {
    id: row.id,
    groupId: row.groupId,
    parentId: row.parentId,
    refId: row.details?.ids[0] ?? null,
    type: row.type,
    title: row.title,
    description: row.description,
    details: row.details ?? null,
    sentAt: row.sentAt.toISOString(),
    actorFullName: name,
    isRead: row.isRead,
    hasChildItem: n > 0,
    childCount: n,
    hasConvertTime: diffTime < DAY_SECONDS,
    diffTime,
    items: [],
  };
}

/**
 * Notifications (spec 02 sections 3.9 and 4.10): other services write them with `notify`; each
 * user reads and marks only their own. A row outside the caller's own reads as not found.
 */
export class NotificationService {
  constructor(
    private readonly db: Db,
    private readonly live: Live,
  ) {}

  /** See writeNotifications: call inside the transaction of the change, push after its commit. */
  notify(tx: Db | DbTx, input: NotifyInput): Promise<NotificationDelivery> {
    return writeNotifications(tx, this.live, input);
  }

  /** A page of the caller's top-level notifications, 20 newest first, and their unread count. */
  async list(caller: Actor, query: ListQuery): Promise<NotificationListAnswer> {
    const where = and(
      eq(notifications.userId, caller.id),
      isNull(notifications.parentId),
      typeScope(query.type),
      query.mode === 'unread' ? eq(notifications.isRead, false) : undefined,
    );
    const [rows, totalUnread] = await Promise.all([
      this.select(where, NOTIFICATIONS_PAGE_SIZE, (query.page - 1) * NOTIFICATIONS_PAGE_SIZE),
      this.unreadCount(caller, query.type),
    ]);
    return { status: 200, data: rows.map(toNotification), page: query.page, totalUnread };
  }

  /** A parent's children: by group (or 'null' for none), a page of 20 or all of them. */
  async group(caller: Actor, query: GroupQuery): Promise<Notification[]> {
    await this.own(caller, query.parentId);
    const group =
      query.groupId === undefined
        ? undefined
        : query.groupId === NOTIFICATION_NO_GROUP
          ? isNull(notifications.groupId)
          : eq(notifications.groupId, query.groupId);
    const where = and(
      eq(notifications.userId, caller.id),
      eq(notifications.parentId, query.parentId),
      query.type ? eq(notifications.type, query.type) : undefined,
      group,
    );
    const rows = query.all
      ? await this.select(where, NOTIFICATION_CHILDREN_MAX, 0)
      : await this.select(
          where,
          NOTIFICATIONS_PAGE_SIZE,
          (query.page - 1) * NOTIFICATIONS_PAGE_SIZE,
        );
    return rows.map(toNotification);
  }

  /** One of the caller's notifications with its children. */
  async get(caller: Actor, id: string): Promise<Notification> {
    const [listed] = await this.select(
      and(eq(notifications.id, id), eq(notifications.userId, caller.id)),
      1,
      0,
    );
    if (!listed) throw notFound(NOTIFICATION_NOT_FOUND);
    const items = listed.childCount
      ? await this.select(
          and(eq(notifications.parentId, id), eq(notifications.userId, caller.id)),
          NOTIFICATION_CHILDREN_MAX,
          0,
        )
      : [];
    return { ...toNotification(listed), items: items.map(toNotification) };
  }

  /**
   * Marks one notification read; a parent takes its children with it, and the last unread child
   * of a group takes its parent. Answers the unread count of the category asked (or the panel's).
   */
  async markRead(caller: Actor, body: MarkReadBody): Promise<number> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: notifications.id, parentId: notifications.parentId })
        .from(notifications)
        .where(
          and(
            eq(notifications.id, body.id),
            eq(notifications.userId, caller.id),
            body.type ? eq(notifications.type, body.type) : undefined,
            body.parentId ? eq(notifications.parentId, body.parentId) : undefined,
          ),
        );
      if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
      const now = new Date();
      await tx
        .update(notifications)
        .set({ isRead: true, readAt: now })
        .where(
          and(
            eq(notifications.userId, caller.id),
            eq(notifications.isRead, false),
            or(eq(notifications.id, row.id), eq(notifications.parentId, row.id)),
          ),
        );
      if (row.parentId) await this.closeGroupWhenRead(tx, caller.id, row.parentId, now);
    });
    return this.unreadCount(caller, body.type);
  }

  /** Marks every notification of the caller read, or those of one category. */
  async markAllRead(caller: Actor, type: NotificationType | undefined): Promise<number> {
    await this.db
      .update(notifications)
      .set({ isRead: true, readAt: new Date() })
      .where(
        and(
          eq(notifications.userId, caller.id),
          eq(notifications.isRead, false),
          type ? eq(notifications.type, type) : undefined,
        ),
      );
    return this.unreadCount(caller, type);
  }

  /** Unread notifications of a category, or of the panel's categories; children count too. */
  async unreadCount(caller: Actor, type: NotificationType | undefined): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(notifications)
      .where(
        and(eq(notifications.userId, caller.id), eq(notifications.isRead, false), typeScope(type)),
      );
    return row?.n ?? 0;
  }

  private async closeGroupWhenRead(
    tx: DbTx,
    userId: string,
    parentId: string,
    now: Date,
  ): Promise<void> {
    const [unread] = await tx
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.parentId, parentId), eq(notifications.isRead, false)));
    if ((unread?.n ?? 0) > 0) return;
    await tx
      .update(notifications)
      .set({ isRead: true, readAt: now })
      .where(
        and(
          eq(notifications.id, parentId),
          eq(notifications.userId, userId),
          eq(notifications.isRead, false),
        ),
      );
  }

  private async own(caller: Actor, id: string): Promise<void> {
    const [row] = await this.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, caller.id)));
    if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  }

  private async select(where: SQL | undefined, limit: number, offset: number): Promise<Listed[]> {
    return this.db
      .select({ row: notifications, childCount, actorFullName })
      .from(notifications)
      .leftJoin(actor, eq(actor.id, notifications.actorId))
      .where(where)
      .orderBy(desc(notifications.sentAt), desc(notifications.id))
      .limit(limit)
      .offset(offset);
  }
}
