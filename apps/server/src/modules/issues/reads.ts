import {
  issueHistoryEventSchema,
  issueSystemMessageSchema,
  serialiseDate,
  type IssueConversation,
  type IssueView,
} from '@platfox/domain';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../platform/actor';
import type { Db, DbTx } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { accountsReadModel } from '../accounts/index';
import { orderItemsReadModel } from '../order-items/index';
import { issueHistory, issueItems, issueMessages, issues, type IssueRow } from './tables';
const { users } = accountsReadModel;
const { orderItems } = orderItemsReadModel;

/*
 * What each party may read of an issue: a seller their own issues and `conversation`; a printer
 * the issues on items routed to it and `printerConversation`; an admin (the endpoint checked the
 * permission) everything. Anything else answers 404, like an id that does not exist.
 */

/** The rows of `issues` the actor may see at all (AND-ed onto every read, the list's scope too). */
export function issueScope(actor: Pick<Actor, 'id' | 'type'>): SQL | undefined {
  if (actor.type === 'SELLER') return eq(issues.sellerId, actor.id);
  if (actor.type === 'PRINTER') {
    // A correlated look-up on issue_items' printer index: the issues on items routed to it.
    return sql`exists (select 1 from ${issueItems} where ${issueItems.issueId} = ${issues.id} and ${issueItems.printerId} = ${actor.id})`;
  }
  return undefined;
}

/** The conversations each type reads. */
export const CONVERSATIONS_OF: Record<string, readonly IssueConversation[]> = {
  SELLER: ['conversation'],
  PRINTER: ['printerConversation'],
  ADMIN: ['conversation', 'printerConversation'],
  ROOT: ['conversation', 'printerConversation'],
};

export async function visibleIssue(db: Db | DbTx, actor: Actor, id: string): Promise<IssueRow> {
  const [issue] = await db
    .select()
    .from(issues)
    .where(and(eq(issues.id, id), issueScope(actor)));
  if (!issue) throw notFound();
  return issue;
}

const authorName = (row: { firstName: string | null; lastName: string | null }) =>
  row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim();

/** A stored code and its facts as the contract says them; null for a line stored as text. */
function coded<T>(
  schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } },
  row: { kind: string | null; params: unknown },
): T | null {
  if (row.kind === null) return null;
  const parsed = schema.safeParse({ kind: row.kind, params: row.params ?? {} });
  return parsed.success ? parsed.data : null;
}

/** The issue as the actor reads it (their conversations only). */
export async function issueView(db: Db | DbTx, actor: Actor, issue: IssueRow): Promise<IssueView> {
  const sides = CONVERSATIONS_OF[actor.type] ?? [];
  const [items, messages, history] = await Promise.all([
    db
      .select({
        id: orderItems.id,
        orderId: orderItems.orderId,
        productTitle: orderItems.productTitle,
        productSku: orderItems.productSku,
        variantName: orderItems.variantName,
        quantity: orderItems.quantity,
        status: orderItems.status,
      })
      .from(issueItems)
      .innerJoin(orderItems, eq(orderItems.id, issueItems.orderItemId))
      .where(eq(issueItems.issueId, issue.id))
      .orderBy(asc(orderItems.sortOrder)),
    sides.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: issueMessages.id,
            conversation: issueMessages.conversation,
            type: issueMessages.type,
            kind: issueMessages.kind,
            params: issueMessages.params,
            message: issueMessages.message,
            imageIds: issueMessages.imageIds,
            authorId: issueMessages.authorId,
            authorType: users.type,
            firstName: users.firstName,
            lastName: users.lastName,
            createdAt: issueMessages.createdAt,
          })
          .from(issueMessages)
          .leftJoin(users, eq(users.id, issueMessages.authorId))
          .where(
            and(
              eq(issueMessages.issueId, issue.id),
              inArray(issueMessages.conversation, [...sides]),
            ),
          )
          .orderBy(asc(issueMessages.createdAt), asc(issueMessages.id)),
    // The history tells refunds and who worked on it: the seller's and the admin's, not the printer's.
    actor.type === 'PRINTER'
      ? Promise.resolve([])
      : db
          .select({
            id: issueHistory.id,
            kind: issueHistory.kind,
            params: issueHistory.params,
            description: issueHistory.description,
            firstName: users.firstName,
            lastName: users.lastName,
            createdAt: issueHistory.createdAt,
          })
          .from(issueHistory)
          .leftJoin(users, eq(users.id, issueHistory.actorId))
          .where(eq(issueHistory.issueId, issue.id))
          .orderBy(asc(issueHistory.createdAt)),
  ]);
  const side = (conversation: IssueConversation) =>
    sides.includes(conversation)
      ? messages
          .filter((message) => message.conversation === conversation)
          .map((message) => ({
            id: message.id,
            type: message.type,
            system: coded(issueSystemMessageSchema, message),
            message: message.message,
            imageIds: message.imageIds,
            authorType: message.authorType,
            authorName: authorName(message),
            isMine: message.authorId === actor.id,
            createdAt: message.createdAt.toISOString(),
          }))
      : null;
  return {
    id: issue.id,
    selfId: issue.selfId,
    status: issue.status,
    type: issue.type,
    origin: issue.origin,
    sellerId: issue.sellerId,
    createdBy: issue.createdBy,
    orderId: issue.orderId,
    items,
    request: {
      reason: issue.reason,
      description: issue.description,
      imageIds: issue.imageIds,
      action: issue.action,
      reprintAddress: issue.reprintAddress,
    },
    resolution: issue.resolution,
    refundedAmount: actor.type === 'PRINTER' ? null : issue.refundedAmount,
    reprintOrderId: issue.reprintOrderId,
    conversation: side('conversation'),
    printerConversation: side('printerConversation'),
    history: history.map((row) => ({
      id: row.id,
      event: coded(issueHistoryEventSchema, row),
      description: row.description,
      actorName: authorName(row),
      createdAt: row.createdAt.toISOString(),
    })),
    createdAt: issue.createdAt.toISOString(),
    updatedAt: issue.updatedAt.toISOString(),
    closedAt: serialiseDate(issue.closedAt),
  };
}

/** Whether the file is a photo of a part of the issue the actor reads (the request or a message). */
export async function isImageOfVisiblePart(
  db: Db,
  actor: Actor,
  issue: IssueRow,
  fileId: string,
): Promise<boolean> {
  if (issue.imageIds.includes(fileId)) return true;
  const sides = CONVERSATIONS_OF[actor.type] ?? [];
  if (sides.length === 0) return false;
  const rows = await db
    .select({ imageIds: issueMessages.imageIds })
    .from(issueMessages)
    .where(
      and(eq(issueMessages.issueId, issue.id), inArray(issueMessages.conversation, [...sides])),
    );
  return rows.some((row) => row.imageIds.includes(fileId));
}
