import {
  AFTER_SALE_MESSAGES,
  refundAmountOf,
  type AfterSaleRequestBody,
  type AfterSaleType,
  type OrderAddress,
  type OrderItemAction,
} from '@platfox/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { DbTx } from '../../platform/db';
import { badRequest, HttpError, notFound } from '../../platform/errors';
import { lockBalance, type Posted, refund } from '../ledger/index';
import { afterSaleRequests, type AfterSaleRequestRow } from './after-sale-tables';
import {
  type ActedBy,
  actionRefused,
  applyItemAction,
  moveItems,
  moveUnitsWithItems,
  type OrderItemRow,
  orderItemsReadModel,
} from '../order-items/index';
import { orders } from './tables';
import { traceLogsReadModel } from '../trace-logs/index';
import { readSellerConfigs } from '../settings/index';
import { freeItemOf, insertFreeOrder } from './free-copy';
import { refundedOf } from './refunded';
const { orderItems, orderTimelines } = orderItemsReadModel;
const { traceLogs } = traceLogsReadModel;

/*
 * The rules of after-sale requests, each inside the caller's transaction: a seller asks for a
 * refund, a resend or a return of a shipped item; an admin approves or refuses it. Status changes
 * go through the flow table (flow.ts); money moves through the ledger's refund.
 */

const REQUEST_ACTION: Record<AfterSaleType, OrderItemAction> = {
  REFUND: 'requestRefund',
  RESEND: 'requestResend',
  RETURN: 'requestReturn',
};

/** The admin's answers, by the request type they answer. */
export const REVIEW_ACTIONS = {
  approveRefund: { type: 'REFUND', approves: true },
  refuseRefund: { type: 'REFUND', approves: false },
  resend: { type: 'RESEND', approves: true },
  refuseResend: { type: 'RESEND', approves: false },
  approveReturn: { type: 'RETURN', approves: true },
  refuseReturn: { type: 'RETURN', approves: false },
} as const satisfies Record<string, { type: AfterSaleType; approves: boolean }>;
export type ReviewAction = keyof typeof REVIEW_ACTIONS | 'cancelAndRefund';

/** What an answer changed, for the announcements after the commit. */
export type Reviewed = {
  request: AfterSaleRequestRow;
  sellerId: string;
  orderId: string;
  posted: Posted | null;
  resendOrderId: string | null;
};

/** The item with its order's seller, locked; a seller reaches only their own (else 404). */
async function lockItem(tx: DbTx, by: ActedBy, itemId: string) {
  const [found] = await tx
    .select({ orderId: orderItems.orderId, sellerId: orders.sellerId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.id, itemId),
        eq(orders.isDraft, false),
        by.actor.type === 'SELLER' ? eq(orders.sellerId, by.actor.id) : undefined,
      ),
    );
  if (!found) throw notFound();
  // Order, balance, item: the order the cancel path takes them in, so the two never deadlock.
  const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
  await lockBalance(tx, found.sellerId);
  const [item] = await tx.select().from(orderItems).where(eq(orderItems.id, itemId)).for('update');
  return { order: order!, item: item! };
}

/** A seller's request on their item: the item waits (WAITING_TO_*), the request is PENDING. */
export async function requestAfterSale(
  tx: DbTx,
  by: ActedBy,
  itemId: string,
  body: AfterSaleRequestBody,
): Promise<Reviewed> {
  const { order, item } = await lockItem(tx, by, itemId);
  const [pending] = await tx
    .select({ id: afterSaleRequests.id })
    .from(afterSaleRequests)
    .where(
      and(eq(afterSaleRequests.orderItemId, item.id), eq(afterSaleRequests.status, 'PENDING')),
    );
  if (pending) throw new HttpError(409, AFTER_SALE_MESSAGES.pendingRequest);
  let amount: number | null = null;
  if (body.type === 'REFUND') {
    const counted = refundAmountOf(
      { refundType: body.refundType ?? 'FULL', amount: body.amount, percent: body.percent },
      item.totalPrice,
      await refundedOf(tx, item.id),
    );
    if ('error' in counted) throw badRequest(counted.error, { amount: counted.error });
    amount = counted.amount;
  }
  await applyItemAction(tx, order.id, [item], REQUEST_ACTION[body.type], by, { strict: true });
  const forward = body.type === 'RETURN' ? await forwardOf(tx, order.sellerId) : null;
  const [request] = await tx
    .insert(afterSaleRequests)
    .values({
      type: body.type,
      orderItemId: item.id,
      orderId: order.id,
      sellerId: order.sellerId,
      reason: body.reason,
      refundType: body.type === 'REFUND' ? (body.refundType ?? 'FULL') : null,
      percent: body.type === 'REFUND' ? (body.percent ?? null) : null,
      amount,
      itemStatusBefore: item.status,
      forwardAddress: forward?.address ?? null,
      forwardNote: forward?.note ?? null,
    })
    .returning();
  return {
    request: request!,
    sellerId: order.sellerId,
    orderId: order.id,
    posted: null,
    resendOrderId: null,
  };
}

/**
 * Where a returned parcel goes: the seller's forwarding address (general settings, FORWARD) with
 * its note, else the return address of their MAIN settings, else nowhere named (null).
 */
async function forwardOf(
  tx: DbTx,
  sellerId: string,
): Promise<{ address: OrderAddress; note: string | null } | null> {
  const settings = await readSellerConfigs(tx, sellerId);
  const forward = settings.find((setting) => setting.type === 'FORWARD');
  if (forward?.type === 'FORWARD' && forward.value.forwardingAddress) {
    return { address: forward.value.forwardingAddress, note: forward.value.note || null };
  }
  const main = settings.find((setting) => setting.type === 'MAIN');
  if (main?.type === 'MAIN' && main.value.returnAddress) {
    return { address: main.value.returnAddress, note: null };
  }
  return null;
}

/**
 * The item's PENDING request, locked; a request already answered makes a retried answer a 409
 * (it never refunds or resends twice), no request at all a 400.
 */
async function lockPending(
  tx: DbTx,
  itemId: string,
  type: AfterSaleType | null,
): Promise<AfterSaleRequestRow> {
  const [latest] = await tx
    .select()
    .from(afterSaleRequests)
    .where(
      and(
        eq(afterSaleRequests.orderItemId, itemId),
        type ? eq(afterSaleRequests.type, type) : undefined,
      ),
    )
    .orderBy(desc(afterSaleRequests.createdAt))
    .limit(1)
    .for('update');
  if (!latest) {
    throw badRequest(`This item has no ${type ? type.toLowerCase() : 'after-sale'} request`);
  }
  if (latest.status !== 'PENDING') throw new HttpError(409, AFTER_SALE_MESSAGES.alreadyReviewed);
  return latest;
}

/**
 * An admin's answer to the item's request. Approving a refund gives the asked amount back (never
 * more than is left); a resend makes a new order at no charge; cancel-and-refund closes any
 * waiting request by giving back everything left and ends the item REFUNDED.
 */
export async function reviewAfterSale(
  tx: DbTx,
  by: ActedBy,
  itemId: string,
  action: ReviewAction,
  note: string | undefined,
): Promise<Reviewed> {
  const { order, item } = await lockItem(tx, by, itemId);
  const rule = action === 'cancelAndRefund' ? null : REVIEW_ACTIONS[action];
  const request = await lockPending(tx, item.id, rule?.type ?? null);
  if (rule) {
    await applyItemAction(tx, order.id, [item], action as OrderItemAction, by, { strict: true });
  } else {
    if (!item.status.startsWith('WAITING_TO_'))
      throw badRequest(actionRefused(action, item.status));
    await moveItems(tx, order.id, [{ item, to: 'REFUNDED' }], by, 'cancelAndRefundToSeller');
  }
  const approves = rule ? rule.approves : true;
  let posted: Posted | null = null;
  let refunded = 0;
  if (action === 'approveRefund' || action === 'cancelAndRefund') {
    // An issue's refund (or the admin's) may have given some back since the request was made.
    const left = Math.max(0, item.totalPrice - (await refundedOf(tx, item.id)));
    refunded = action === 'approveRefund' ? (request.amount ?? left) : left;
    if (action === 'approveRefund' && left === 0) {
      throw new HttpError(409, AFTER_SALE_MESSAGES.nothingToRefund);
    }
    if (refunded > left) throw new HttpError(409, AFTER_SALE_MESSAGES.amountTooHigh);
    if (refunded > 0) {
      // The request's id names the ledger row: a racing twin replays it instead of paying twice.
      posted = await refund(tx, order.sellerId, refunded, {
        idempotencyKey: `after-sale:${request.id}`,
        orderId: order.id,
        refTransactionId: order.chargeTransactionId,
        description: `Refund of order item ${item.id}`,
      });
    }
  }
  const resendOrderId =
    action === 'resend' ? await createResend(tx, by, item, order.id, request.id) : null;
  const [updated] = await tx
    .update(afterSaleRequests)
    .set({
      status: approves ? 'APPROVED' : 'REFUSED',
      reviewedBy: by.actor.id,
      reviewNote: note ?? null,
      reviewedAt: new Date(),
      refundedAmount: refunded,
      refundTransactionId: posted?.transaction.id ?? null,
      resendOrderId,
      updatedAt: new Date(),
    })
    .where(eq(afterSaleRequests.id, request.id))
    .returning();
  return { request: updated!, sellerId: order.sellerId, orderId: order.id, posted, resendOrderId };
}

/**
 * The resend: a new order of the seller with one item like the original, at no charge, PENDING
 * (it joins the approval queue like any order); the note and the request link it to the original.
 */
async function createResend(
  tx: DbTx,
  by: ActedBy,
  item: OrderItemRow,
  orderId: string,
  requestId: string,
): Promise<string> {
  const now = new Date();
  const order = await insertFreeOrder(tx, orderId, {
    status: 'PENDING',
    note: `Resend of order item ${item.id} (order ${orderId})`,
    placeKey: `resend:${requestId}`,
    placedAt: now,
  });
  const [copy] = await tx
    .insert(orderItems)
    .values({ ...freeItemOf(item, order.id, now), status: 'PENDING' })
    .returning({ id: orderItems.id });
  await tx.insert(orderTimelines).values({ orderItemId: copy!.id });
  await tx.insert(traceLogs).values({
    actorId: by.actor.id,
    target: 'order_item' as const,
    targetId: copy!.id,
    orderId: order.id,
    type: 'CREATE',
    description: `Resend of order item ${item.id}: → PENDING`,
    ip: by.ip,
  });
  return order.id;
}

/** The timeline progress a reset drops: the item starts production again from APPROVED. */
export async function dropProgress(tx: DbTx, itemId: string): Promise<void> {
  await tx
    .update(orderTimelines)
    .set({ beginProcessAt: null, finishProcessAt: null, beginShipAt: null, finishAt: null })
    .where(eq(orderTimelines.orderItemId, itemId));
}

/** Admin complete / reset of one item (spec 03 section 6), by the flow table. */
export async function floorAction(
  tx: DbTx,
  by: ActedBy,
  itemId: string,
  action: 'complete' | 'reset',
): Promise<{ sellerId: string; orderId: string }> {
  const { order, item } = await lockItem(tx, by, itemId);
  await applyItemAction(tx, order.id, [item], action, by, { strict: true });
  await moveUnitsWithItems(tx, by, [item], action === 'reset' ? 'APPROVED' : 'COMPLETED', action);
  // moveItems stamped approvedAt anew; the floor's later milestones no longer hold.
  if (action === 'reset') await dropProgress(tx, item.id);
  return { sellerId: order.sellerId, orderId: order.id };
}
