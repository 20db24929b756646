import {
  ITEM_ACTION_MESSAGES,
  REFUNDABLE_ITEM_STATUSES,
  type ItemRefundBody,
} from '@platfox/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbTx } from '../../platform/db';
import { HttpError, badRequest, notFound } from '../../platform/errors';
import { lockBalance, refund, ledgerReadModel } from '../ledger/index';
import {
  type ActedBy,
  actionRefused,
  applyItemAction,
  lockItems,
  moveItems,
  moveUnitsWithItems,
  routeApprovedItems,
  orderItemsReadModel,
} from '../order-items/index';
import { refundedOf, ordersReadModel } from '../orders/index';
import { writeTrace } from '../trace-logs/index';
const { transactions } = ledgerReadModel;
const { orderItems } = orderItemsReadModel;
const { afterSaleRequests, orders } = ordersReadModel;

/** What one by-ids action did: the items changed, the refused with why, the orders touched. */
export type ItemsActed = {
  changed: string[];
  refused: { id: string; message: string }[];
  /** The orders changed, by id, with their seller: announced after the commit. */
  orders: Map<string, string>;
};

export type ByIdsAction = 'approve' | 'cancel' | 'complete';

/**
 * Approve, cancel or complete items by id (spec 03 section 7.4's PUT order-items/approved,
 * canceled, completed), order by order under the locks the order paths take (the order, the
 * seller's balance, then its items), so these never deadlock with an order-wide approve or cancel.
 * An item the flow table refuses is answered refused with the table's reason; the others change.
 * A cancel gives the cancelled items' totals back to the seller in the same transaction.
 */
export async function actOnItems(
  tx: DbTx,
  by: ActedBy,
  ids: readonly string[],
  action: ByIdsAction,
): Promise<ItemsActed> {
  const wanted = new Set(ids);
  const found = await tx
    .select({ id: orderItems.id, orderId: orderItems.orderId, sellerId: orders.sellerId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inArray(orderItems.id, [...wanted]), eq(orders.isDraft, false)))
    .orderBy(orderItems.orderId);
  const result: ItemsActed = { changed: [], refused: [], orders: new Map() };
  const known = new Set(found.map((row) => row.id));
  for (const id of wanted) {
    if (!known.has(id)) result.refused.push({ id, message: 'Order item not found' });
  }
  const byOrder = new Map<string, string>();
  for (const row of found) byOrder.set(row.orderId, row.sellerId);
  for (const [orderId, sellerId] of byOrder) {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
    if (action === 'cancel') await lockBalance(tx, sellerId);
    const items = (await lockItems(tx, orderId)).filter((item) => wanted.has(item.id));
    const { moved } = await applyItemAction(tx, orderId, items, action, by, { strict: false });
    const movedIds = new Set(moved.map((item) => item.id));
    for (const item of items) {
      if (movedIds.has(item.id)) result.changed.push(item.id);
      else result.refused.push({ id: item.id, message: actionRefused(action, item.status) });
    }
    if (moved.length === 0) continue;
    result.orders.set(orderId, sellerId);
    if (action === 'approve') await routeApprovedItems(tx, moved);
    else
      await moveUnitsWithItems(
        tx,
        by,
        moved,
        action === 'cancel' ? 'CANCELED' : 'COMPLETED',
        action,
      );
    if (action === 'cancel') await refundCanceled(tx, orderId, sellerId, moved);
  }
  return result;
}

/** The cancelled items' totals back to the balance, named as an order's cancel names its refund. */
async function refundCanceled(
  tx: DbTx,
  orderId: string,
  sellerId: string,
  moved: readonly { id: string; totalPrice: number }[],
) {
  const amount = moved.reduce((total, item) => total + item.totalPrice, 0);
  if (amount <= 0) return;
  const [order] = await tx
    .select({ chargeTransactionId: orders.chargeTransactionId })
    .from(orders)
    .where(eq(orders.id, orderId));
  // CANCELED is final: the first cancelled item names this refund, and no other refund has it.
  await refund(tx, sellerId, amount, {
    idempotencyKey: `order-cancel:${orderId}:${moved[0]!.id}`,
    orderId,
    refTransactionId: order?.chargeTransactionId ?? null,
    description: `Order ${orderId} canceled`,
  });
}

export type ItemRefunded = {
  sellerId: string;
  orderId: string;
  transactionId: string;
  amount: number;
  refunded: number;
  left: number;
  isReplay: boolean;
};

/**
 * The admin's refund of an item (order-items/{id}/refund-order-item): a REFUND ledger row for the
 * amount, kept as an approved refund request of the item so that what is left to refund counts it
 * (a later after-sale refund can never give more than the item cost). The Idempotency-Key names
 * the ledger row: a retry answers the first refund and writes nothing. Refunding what is left in
 * full ends the item REFUNDED.
 */
export async function refundItem(
  tx: DbTx,
  by: ActedBy,
  itemId: string,
  body: ItemRefundBody,
  key: string,
): Promise<ItemRefunded> {
  const [found] = await tx
    .select({ orderId: orderItems.orderId, sellerId: orders.sellerId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.id, itemId), eq(orders.isDraft, false)));
  if (!found) throw notFound();
  const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
  await lockBalance(tx, found.sellerId);
  const [item] = await tx.select().from(orderItems).where(eq(orderItems.id, itemId)).for('update');
  const idempotencyKey = `item-refund:${itemId}:${key}`;
  const before = await refundedOf(tx, itemId);
  // A retry answers the first refund before any rule: the item may be REFUNDED by it since.
  const [first] = await tx
    .select({ id: transactions.id, amount: transactions.amount })
    .from(transactions)
    .where(
      and(eq(transactions.userId, found.sellerId), eq(transactions.idempotencyKey, idempotencyKey)),
    );
  if (first) {
    return {
      sellerId: found.sellerId,
      orderId: order!.id,
      transactionId: first.id,
      amount: first.amount,
      refunded: before,
      left: item!.totalPrice - before,
      isReplay: true,
    };
  }
  if (!(REFUNDABLE_ITEM_STATUSES as readonly string[]).includes(item!.status)) {
    throw badRequest(ITEM_ACTION_MESSAGES.refundStatus);
  }
  const left = Math.max(0, item!.totalPrice - before);
  if (body.amount > left) throw new HttpError(409, ITEM_ACTION_MESSAGES.amountTooHigh);
  const posted = await refund(tx, found.sellerId, body.amount, {
    idempotencyKey,
    orderId: order!.id,
    refTransactionId: order!.chargeTransactionId,
    description: `Refund of order item ${itemId}: ${body.description}`,
  });
  const now = new Date();
  await tx.insert(afterSaleRequests).values({
    type: 'REFUND',
    status: 'APPROVED',
    orderItemId: itemId,
    orderId: order!.id,
    sellerId: found.sellerId,
    reason: body.description,
    refundType: body.amount === left ? 'FULL' : 'CUSTOM_AMOUNT',
    amount: body.amount,
    itemStatusBefore: item!.status,
    reviewedBy: by.actor.id,
    reviewedAt: now,
    refundTransactionId: posted.transaction.id,
    refundedAmount: body.amount,
  });
  await writeTrace(tx, {
    actorId: by.actor.id,
    ip: by.ip,
    target: 'order_item',
    targetId: itemId,
    orderId: order!.id,
    type: 'REFUND',
    description: `Refunded ${body.amount} cents (transaction ${posted.transaction.id}): ${body.description}`,
  });
  if (body.amount === left) {
    await moveItems(tx, order!.id, [{ item: item!, to: 'REFUNDED' }], by, 'refundOrderItem');
  }
  return {
    sellerId: found.sellerId,
    orderId: order!.id,
    transactionId: posted.transaction.id,
    amount: body.amount,
    refunded: before + body.amount,
    left: left - body.amount,
    isReplay: false,
  };
}

/** The admin's note on an item; an empty note clears it. Answers the note and the item's order. */
export async function setItemNote(
  tx: DbTx,
  by: ActedBy,
  itemId: string,
  note: string,
): Promise<{ note: string | null; orderId: string; sellerId: string }> {
  const [item] = await tx
    .select({ orderId: orderItems.orderId, note: orderItems.note, sellerId: orders.sellerId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.id, itemId))
    .for('update', { of: orderItems });
  if (!item) throw notFound();
  const next = note === '' ? null : note;
  if (next !== item.note) {
    await tx
      .update(orderItems)
      .set({ note: next, updatedAt: new Date() })
      .where(eq(orderItems.id, itemId));
    await writeTrace(tx, {
      actorId: by.actor.id,
      ip: by.ip,
      target: 'order_item',
      targetId: itemId,
      orderId: item.orderId,
      type: 'NOTE',
      description: next === null ? 'Note cleared' : `Note: ${next}`,
    });
  }
  return { note: next, orderId: item.orderId, sellerId: item.sellerId };
}
