import { ORDER_MESSAGES } from '@platfox/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { DbTx } from '../../platform/db';
import { badRequest } from '../../platform/errors';
import { lockBalance, type Posted, refund } from '../ledger/index';
import { cancelDraft } from './drafts';
import {
  type ActedBy,
  actionRefused,
  applyItemAction,
  lockItems,
  moveUnitsWithItems,
  routeApprovedItems,
} from '../order-items/index';
import { reachOrder } from './reads';
import { orders } from './tables';

/** How many orders "approve all" takes per transaction: locks stay short on a long queue. */
export const APPROVE_ALL_BATCH = 100;

/** Approves an order's PENDING items (APPROVED, approvedAt); nothing approvable is a 400. */
export async function approveOrder(tx: DbTx, by: ActedBy, id: string): Promise<string> {
  const order = await reachOrder(tx, by.actor, id, { lock: true });
  const items = await lockItems(tx, order.id);
  const { moved } = await applyItemAction(tx, order.id, items, 'approve', by, { strict: false });
  await routeApprovedItems(tx, moved);
  if (moved.length === 0) {
    const refused = items[0];
    throw badRequest(
      refused && items.every((item) => item.status === refused.status)
        ? actionRefused('approve', refused.status)
        : ORDER_MESSAGES.notApprovable,
    );
  }
  return order.sellerId;
}

/**
 * One batch of "approve all": the oldest PENDING orders, skipping rows another call holds (a
 * concurrent approve of the same order finishes it). Answers the approved orders' sellers by id.
 */
export async function approveBatch(
  tx: DbTx,
  by: ActedBy,
): Promise<{ taken: number; approved: Map<string, string> }> {
  const batch = await tx
    .select({ id: orders.id, sellerId: orders.sellerId })
    .from(orders)
    .where(and(eq(orders.status, 'PENDING'), eq(orders.isDraft, false)))
    .orderBy(asc(orders.createdAt))
    .limit(APPROVE_ALL_BATCH)
    .for('update', { skipLocked: true });
  const approved = new Map<string, string>();
  for (const order of batch) {
    const items = await lockItems(tx, order.id);
    const { moved } = await applyItemAction(tx, order.id, items, 'approve', by, {
      strict: false,
    });
    await routeApprovedItems(tx, moved);
    if (moved.length > 0) approved.set(order.id, order.sellerId);
  }
  return { taken: batch.length, approved };
}

/**
 * Cancels what the flow table lets the actor cancel (a seller: PENDING items; staff: until the
 * item leaves production) and gives the cancelled items' totals back to the seller's balance in
 * the same transaction. A draft is cancelled without money.
 */
export async function cancelOrder(
  tx: DbTx,
  by: ActedBy,
  id: string,
): Promise<{ sellerId: string; posted: Posted | null }> {
  const order = await reachOrder(tx, by.actor, id, { lock: true });
  if (order.isDraft && order.status === 'NOT_READY' && by.actor.type === 'SELLER') {
    await cancelDraft(tx, by, id);
    return { sellerId: order.sellerId, posted: null };
  }
  // The balance row before the trace rows (whose foreign keys share-lock the seller's user row):
  // taking it later, concurrent cancels of one seller would deadlock.
  await lockBalance(tx, order.sellerId);
  const items = await lockItems(tx, order.id);
  const { moved } = await applyItemAction(tx, order.id, items, 'cancel', by, { strict: false });
  if (moved.length === 0) throw badRequest(ORDER_MESSAGES.notCancelable);
  await moveUnitsWithItems(tx, by, moved, 'CANCELED', 'cancel');
  const amount = moved.reduce((total, item) => total + item.totalPrice, 0);
  if (amount <= 0) return { sellerId: order.sellerId, posted: null };
  // An item is cancelled once (CANCELED is final), so the first cancelled item names this refund.
  const posted = await refund(tx, order.sellerId, amount, {
    idempotencyKey: `order-cancel:${order.id}:${moved[0]!.id}`,
    orderId: order.id,
    refTransactionId: order.chargeTransactionId,
    description: `Order ${order.id} canceled`,
  });
  return { sellerId: order.sellerId, posted };
}
