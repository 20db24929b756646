import {
  CLAIM_REASON_SORTING,
  ISSUE_MESSAGES,
  ISSUE_RAISABLE_ITEM_STATUSES,
  ISSUE_STATUS_MOVES,
  isIssueResolvable,
  type IssueConversation,
  type IssueHistoryEvent,
  type IssueReportBody,
  type IssueResolveBody,
  type IssueSortingBody,
  type IssueStatus,
  type IssueSystemMessage,
  type OrderItemStatus,
} from '@platfox/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbTx } from '../../platform/db';
import { badRequest, HttpError, notFound } from '../../platform/errors';
import { lockBalance, type Posted, refund } from '../ledger/index';
import { type ActedBy, orderItemsReadModel } from '../order-items/index';
import { refundedByItem, ordersReadModel } from '../orders/index';
import { traceLogsReadModel } from '../trace-logs/index';
import { checkClaimWindow } from './claim-window';
import { checkImages } from './photos';
import { createReprint } from './reprint';
import { issueHistory, issueItems, issueMessages, issues, type IssueRow } from './tables';
const { orderItems } = orderItemsReadModel;
const { orders } = ordersReadModel;
const { traceLogs } = traceLogsReadModel;

/*
 * The rules of support issues, each inside the caller's transaction: raising one, writing in a
 * conversation, the admin's status moves and the resolution. Every change writes the issue's
 * history and the trace log in the same transaction.
 */

const SHIPPED: readonly OrderItemStatus[] = ISSUE_RAISABLE_ITEM_STATUSES;
const OPEN: readonly IssueStatus[] = ['NEW', 'PROCESSING'];

/** Writes the issue's trace line (and one per item it names), for the audit trail. */
export async function traceIssue(
  tx: DbTx,
  by: ActedBy | null,
  issue: Pick<IssueRow, 'id' | 'orderId'>,
  description: string,
  itemIds: readonly string[] = [],
): Promise<void> {
  await tx.insert(traceLogs).values([
    {
      actorId: by?.actor.id ?? null,
      target: 'issue' as const,
      targetId: issue.id,
      orderId: issue.orderId,
      description,
      ip: by?.ip ?? null,
    },
    ...itemIds.map((itemId) => ({
      actorId: by?.actor.id ?? null,
      target: 'order_item' as const,
      targetId: itemId,
      orderId: issue.orderId,
      description,
      ip: by?.ip ?? null,
    })),
  ]);
}

/** A history line, stored as its code and facts: each reader's language words it. */
async function history(
  tx: DbTx,
  issueId: string,
  actorId: string | null,
  event: IssueHistoryEvent,
) {
  await tx.insert(issueHistory).values({
    issueId,
    actorId,
    kind: event.kind,
    params: event.params,
  });
}

/** A seller's report on items of one of their orders (POST seller/order-items/{id}/report). */
export async function raiseIssue(
  tx: DbTx,
  by: ActedBy,
  itemId: string,
  body: IssueReportBody,
  claimWindowDays: number,
): Promise<IssueRow> {
  // The seller's reason sorts the claim first; the admin's type and origin, when sent, win.
  const sorting = CLAIM_REASON_SORTING[body.reason ?? 'OTHER'];
  const type = body.type ?? sorting.type;
  const origin = body.origin ?? sorting.origin;
  const ids = [...new Set([itemId, ...(body.orderItemIds ?? [])])];
  const items = await tx
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      status: orderItems.status,
      printerId: orderItems.printerId,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(inArray(orderItems.id, ids), eq(orders.sellerId, by.actor.id), eq(orders.isDraft, false)),
    )
    .for('update', { of: orderItems });
  const first = items.find((item) => item.id === itemId);
  if (!first) throw notFound();
  if (items.length !== ids.length || items.some((item) => item.orderId !== first.orderId)) {
    throw badRequest(ISSUE_MESSAGES.itemsNotYours, { orderItemIds: ISSUE_MESSAGES.itemsNotYours });
  }
  if (items.some((item) => !SHIPPED.includes(item.status))) {
    throw badRequest(ISSUE_MESSAGES.itemNotShipped);
  }
  await checkClaimWindow(tx, ids, claimWindowDays);
  const [open] = await tx
    .select({ id: issues.id })
    .from(issueItems)
    .innerJoin(issues, eq(issues.id, issueItems.issueId))
    .where(and(inArray(issueItems.orderItemId, ids), inArray(issues.status, [...OPEN])))
    .limit(1);
  if (open) throw new HttpError(409, ISSUE_MESSAGES.alreadyRaised);
  await checkImages(tx, by.actor, body.imageIds);
  const [issue] = await tx
    .insert(issues)
    .values({
      sellerId: by.actor.id,
      orderId: first.orderId,
      createdBy: by.actor.id,
      type,
      origin,
      reason: body.reason ?? null,
      description: body.description,
      imageIds: body.imageIds,
      action: body.action,
      reprintAddress: body.action === 'REPRINT' ? (body.reprintAddress ?? null) : null,
    })
    .returning();
  await tx.insert(issueItems).values(
    items.map((item) => ({
      issueId: issue!.id,
      orderItemId: item.id,
      printerId: item.printerId,
    })),
  );
  await history(tx, issue!.id, by.actor.id, {
    kind: 'RAISED',
    params: { type, origin, action: body.action },
  });
  await traceIssue(tx, by, issue!, `Issue #${issue!.selfId} raised: → NEW`, ids);
  return issue!;
}

/** The issue, locked; closed ones take no more messages or moves. */
export async function lockIssue(tx: DbTx, id: string): Promise<IssueRow> {
  const [issue] = await tx.select().from(issues).where(eq(issues.id, id)).for('update');
  if (!issue) throw notFound();
  return issue;
}

/** A message in a conversation; who waits for whom moves with it (the auto-close clock). */
export async function writeMessage(
  tx: DbTx,
  by: ActedBy,
  issue: IssueRow,
  conversation: IssueConversation,
  body: { message: string; imageIds: readonly string[] },
): Promise<void> {
  if (issue.status === 'CLOSED') throw new HttpError(409, ISSUE_MESSAGES.closed);
  await checkImages(tx, by.actor, body.imageIds);
  await tx.insert(issueMessages).values({
    issueId: issue.id,
    conversation,
    authorId: by.actor.id,
    message: body.message,
    imageIds: [...body.imageIds],
  });
  let awaitingSellerSince = issue.awaitingSellerSince;
  if (conversation === 'conversation') {
    awaitingSellerSince = by.actor.type === 'SELLER' ? null : (awaitingSellerSince ?? new Date());
  }
  await tx
    .update(issues)
    .set({ awaitingSellerSince, updatedAt: new Date() })
    .where(eq(issues.id, issue.id));
}

/** Why an issue moved, for its history line (a plain move, a resolution, the system's close). */
type MoveReason =
  | { kind: 'STATUS_CHANGED' }
  | { kind: 'REFUNDED'; amount: number }
  | { kind: 'REPRINTED' }
  | { kind: 'AUTO_CLOSED'; days: number };

function historyEvent(from: IssueStatus, to: IssueStatus, reason: MoveReason): IssueHistoryEvent {
  switch (reason.kind) {
    case 'STATUS_CHANGED':
      return { kind: 'STATUS_CHANGED', params: { from, to } };
    case 'REFUNDED':
      return { kind: 'REFUNDED', params: { from, amount: reason.amount } };
    case 'REPRINTED':
      return { kind: 'REPRINTED', params: { from } };
    case 'AUTO_CLOSED':
      return { kind: 'AUTO_CLOSED', params: { from, days: reason.days } };
  }
}

/** Marks an issue's new status, with its history line and trace. */
async function moveTo(
  tx: DbTx,
  by: ActedBy | null,
  issue: IssueRow,
  status: IssueStatus,
  reason: MoveReason,
): Promise<void> {
  const now = new Date();
  await tx
    .update(issues)
    .set({
      status,
      updatedAt: now,
      closedAt: status === 'CLOSED' ? now : issue.closedAt,
      awaitingSellerSince: status === 'CLOSED' ? null : issue.awaitingSellerSince,
    })
    .where(eq(issues.id, issue.id));
  await history(tx, issue.id, by?.actor.id ?? null, historyEvent(issue.status, status, reason));
  await traceIssue(tx, by, issue, `Issue #${issue.selfId}: ${issue.status} → ${status}`);
}

/** The admin's move to PROCESSING or CLOSED (confirmed on screen). */
export async function moveIssue(tx: DbTx, by: ActedBy, id: string, status: IssueStatus) {
  const issue = await lockIssue(tx, id);
  if (!ISSUE_STATUS_MOVES[issue.status].includes(status)) {
    throw new HttpError(409, ISSUE_MESSAGES.notMovable);
  }
  await moveTo(tx, by, issue, status, { kind: 'STATUS_CHANGED' });
  return issue;
}

/** The admin's sorting of an issue (type and origin), in the trace log as every change. */
export async function sortIssue(tx: DbTx, by: ActedBy, id: string, body: IssueSortingBody) {
  const issue = await lockIssue(tx, id);
  await tx
    .update(issues)
    .set({ type: body.type, origin: body.origin, updatedAt: new Date() })
    .where(eq(issues.id, issue.id));
  await traceIssue(
    tx,
    by,
    issue,
    `Issue #${issue.selfId} sorted: ${issue.type} / ${issue.origin} → ${body.type} / ${body.origin}`,
  );
  return issue;
}

/** The system's close of an issue the seller left unanswered; says so in the conversation. */
export async function autoCloseIssue(tx: DbTx, id: string, days: number, before: Date) {
  const issue = await lockIssue(tx, id);
  // Another writer may have answered (or closed it) since the job chose it.
  if (
    issue.status === 'CLOSED' ||
    !issue.awaitingSellerSince ||
    issue.awaitingSellerSince > before
  ) {
    return null;
  }
  const system: IssueSystemMessage = { kind: 'AUTO_CLOSED', params: { days } };
  await tx.insert(issueMessages).values({
    issueId: issue.id,
    conversation: 'conversation',
    type: 'SYSTEM',
    message: '',
    ...system,
  });
  await moveTo(tx, null, issue, 'CLOSED', { kind: 'AUTO_CLOSED', days });
  return issue;
}

/**
 * Gives `amount` out among the items in their order, each up to what is left of it, and records
 * each item's share on issue_items: what is left to refund per item counts these shares.
 */
async function shareRefund(
  tx: DbTx,
  issueId: string,
  lefts: readonly { id: string; left: number }[],
  amount: number,
): Promise<void> {
  let rest = amount;
  for (const { id, left } of lefts) {
    const share = Math.min(left, rest);
    if (share <= 0) continue;
    rest -= share;
    await tx
      .update(issueItems)
      .set({ refundedAmount: share })
      .where(and(eq(issueItems.issueId, issueId), eq(issueItems.orderItemId, id)));
  }
}

export type Resolved = { issue: IssueRow; posted: Posted | null; reprintOrderId: string | null };

/**
 * The admin's resolution. A refund gives the asked amount (all that is left of the items when
 * none) back through the ledger's refund, keyed by the issue: a retry or a racing twin finds the
 * issue RESOLVED (409) and the ledger would replay the same row anyway. A reprint makes the items
 * again for their printer at no charge (reprint.ts).
 */
export async function resolveIssue(
  tx: DbTx,
  by: ActedBy,
  id: string,
  body: IssueResolveBody,
): Promise<Resolved> {
  const [found] = await tx
    .select({ sellerId: issues.sellerId, orderId: issues.orderId })
    .from(issues)
    .where(eq(issues.id, id));
  if (!found) throw notFound();
  // Order, balance, issue: the lock order of the after-sale and cancel paths, so none deadlock.
  const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
  await lockBalance(tx, found.sellerId);
  const issue = await lockIssue(tx, id);
  if (!isIssueResolvable(issue.status)) throw new HttpError(409, ISSUE_MESSAGES.notResolvable);
  const covered = await tx
    .select()
    .from(orderItems)
    .innerJoin(issueItems, eq(issueItems.orderItemId, orderItems.id))
    .where(eq(issueItems.issueId, issue.id))
    .orderBy(asc(orderItems.sortOrder), asc(orderItems.id));
  const items = covered.map((row) => row.order_items);
  const itemIds = items.map((item) => item.id);
  let posted: Posted | null = null;
  let reprintOrderId: string | null = null;
  let said: string;
  let system: IssueSystemMessage;
  let reason: MoveReason;
  if (body.action === 'REFUND') {
    const refunded = await refundedByItem(tx, itemIds);
    const lefts = items.map((item) => ({
      id: item.id,
      left: Math.max(0, item.totalPrice - (refunded.get(item.id) ?? 0)),
    }));
    const left = lefts.reduce((sum, item) => sum + item.left, 0);
    if (left === 0) {
      throw badRequest(ISSUE_MESSAGES.nothingToRefund, { amount: ISSUE_MESSAGES.nothingToRefund });
    }
    const amount = body.amount ?? left;
    if (amount > left) {
      throw badRequest(ISSUE_MESSAGES.amountTooHigh, { amount: ISSUE_MESSAGES.amountTooHigh });
    }
    posted = await refund(tx, issue.sellerId, amount, {
      idempotencyKey: `issue:${issue.id}`,
      orderId: issue.orderId,
      refTransactionId: order!.chargeTransactionId,
      description: `Refund for issue #${issue.selfId}`,
    });
    said = `Resolved by a refund of ${amount} cents`;
    system = { kind: 'REFUNDED', params: { amount } };
    reason = { kind: 'REFUNDED', amount };
    await tx
      .update(issues)
      .set({ refundedAmount: amount, refundTransactionId: posted.transaction.id })
      .where(eq(issues.id, issue.id));
    await shareRefund(tx, issue.id, lefts, amount);
  } else {
    reprintOrderId = await createReprint(tx, by, issue, items);
    said = 'Resolved by a reprint at no charge';
    system = { kind: 'REPRINTED', params: {} };
    reason = { kind: 'REPRINTED' };
    await tx.update(issues).set({ reprintOrderId }).where(eq(issues.id, issue.id));
  }
  await tx.update(issues).set({ resolution: body.action }).where(eq(issues.id, issue.id));
  // The line says the resolution in the reader's language; the admin's note follows as written.
  await tx.insert(issueMessages).values({
    issueId: issue.id,
    conversation: 'conversation',
    type: 'SYSTEM',
    authorId: by.actor.id,
    message: body.note ?? '',
    ...system,
  });
  await moveTo(tx, by, issue, 'RESOLVED', reason);
  await traceIssue(tx, by, issue, `Issue #${issue.selfId}: ${said}`, itemIds);
  return { issue, posted, reprintOrderId };
}
