import type {
  AccountType,
  NotificationDetailModel,
  NotificationDetails,
  NotificationType,
} from '@platfox/domain';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import type { Live } from '../../platform/live';
import { accountsReadModel } from '../accounts/index';
import { notifications, type NotificationRow } from './tables';
const { users } = accountsReadModel;

/** What a service tells its users; the recipients are user ids. */
export type NotifyInput = {
  userIds: readonly string[];
  type: NotificationType;
  title: string;
  description?: string;
  /** What the notification's link opens: one record, or a list narrowed to several. */
  details?: { model: NotificationDetailModel; ids: string[] } | null;
  /** Who caused it (an admin changing a status); none for the system. */
  actorId?: string | null;
  /** The happening it belongs to: a recipient's later notifications of it nest under the first. */
  groupId?: string | null;
};

/** The notifications written; `push` tells the recipients live and belongs after the commit. */
export type NotificationDelivery = { count: number; push: () => void };

/** The live `notification` event's payload: enough for a client to refresh its panel. */
export type NotificationEvent = {
  id: string;
  type: NotificationType;
  title: string;
  description: string;
  details: NotificationDetails | null;
  groupId: string | null;
  parentId: string | null;
  sentAt: string;
};

/** Rows per insert: 10 columns a row stays far below PostgreSQL's 65,535 bound parameters. */
const BATCH_SIZE = 1_000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    result.push(items.slice(start, start + size));
  }
  return result;
}

const toEvent = (row: NotificationRow): NotificationEvent => ({
  id: row.id,
  type: row.type,
  title: row.title,
  description: row.description,
  details: row.details ?? null,
  groupId: row.groupId,
  parentId: row.parentId,
  sentAt: row.sentAt.toISOString(),
});

/**
 * Writes notifications inside the caller's transaction, so a notification exists exactly when the
 * change it reports was committed. The live push waits for `push()`: a client told before the
 * commit would fetch a notification that is not there yet (or never will be).
 */
export async function writeNotifications(
  tx: Db | DbTx,
  live: Live,
  input: NotifyInput,
): Promise<NotificationDelivery> {
  const ids = [...new Set(input.userIds)];
  const recipients: { id: string; type: AccountType }[] = [];
  for (const part of chunks(ids, BATCH_SIZE)) {
    recipients.push(
      ...(await tx
        .select({ id: users.id, type: users.type })
        .from(users)
        .where(and(inArray(users.id, part), ne(users.status, 'DELETED')))),
    );
  }
  const typeOf = new Map(recipients.map((user) => [user.id, user.type]));
  const sentAt = new Date();
  const parents = input.groupId
    ? await groupParents(tx, input.groupId, [...typeOf.keys()])
    : new Map<string, string>();
  const written: NotificationRow[] = [];
  for (const part of chunks([...typeOf.keys()], BATCH_SIZE)) {
    const rows = await tx
      .insert(notifications)
      .values(
        part.map((userId) => ({
          userId,
          type: input.type,
          title: input.title,
          description: input.description ?? '',
          details: input.details ?? null,
          groupId: input.groupId ?? null,
          parentId: parents.get(userId) ?? null,
          actorId: input.actorId ?? null,
          sentAt,
        })),
      )
      .returning();
    written.push(...rows);
  }
  if (parents.size > 0) {
    // A new item brings its group back to the top of the panel, unread.
    for (const part of chunks([...parents.values()], BATCH_SIZE)) {
      await tx
        .update(notifications)
        .set({ isRead: false, readAt: null, sentAt })
        .where(inArray(notifications.id, part));
    }
  }
  return {
    count: written.length,
    push: () => {
      for (const row of written) {
        const type = typeOf.get(row.userId);
        if (type) live.emitToUser(type, row.userId, 'notification', toEvent(row));
      }
    },
  };
}

/** Each recipient's parent notification of a group, when they already have one. */
async function groupParents(
  tx: Db | DbTx,
  groupId: string,
  userIds: string[],
): Promise<Map<string, string>> {
  const parents = new Map<string, string>();
  for (const part of chunks(userIds, BATCH_SIZE)) {
    const rows = await tx
      .select({ id: notifications.id, userId: notifications.userId })
      .from(notifications)
      .where(
        and(
          eq(notifications.groupId, groupId),
          isNull(notifications.parentId),
          inArray(notifications.userId, part),
        ),
      );
    for (const row of rows) parents.set(row.userId, row.id);
  }
  return parents;
}
