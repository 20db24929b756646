import {
  deriveOrderStatus,
  milestoneOf,
  nextItemStatus,
  type OrderItemAction,
  type OrderItemStatus,
  type OrderStatus,
} from '@platfox/domain';
import { and, eq, inArray, notInArray, type WithSubquery } from 'drizzle-orm';
import type { DbTx } from '../../platform/db';
import { badRequest } from '../../platform/errors';
import { actionRefused } from './wording';
import type { Actor } from '../auth/index';
import { traceLogsReadModel } from '../trace-logs/index';
import { type OrderItemRow, orderItems, orderTimelines } from './tables';
// Modules above hear of an order's status change in its transaction (the webhooks' outbox).
import { orderHooks, orderStatusPort } from './hooks';
const { traceLogs } = traceLogsReadModel;

/** Who acts and from where, for the trace log. */
export type ActedBy = { actor: Actor; ip: string | null };

export { actionRefused } from './wording';

/** Options of moveItems for a caller that knows more of the change. */
export type MoveOptions = {
  /** Trace logs of the same change (a floor action's per-unit traces), written with the items'. */
  traces?: readonly (typeof traceLogs.$inferInsert)[];
  /** The order's status as the caller read it under its lock: an unchanged status is not written. */
  orderStatus?: OrderStatus;
  /**
   * The statuses of the order's other items as the caller read them under the order's lock:
   * then the order's status is known before writing, and its update joins the one statement.
   */
  otherStatuses?: readonly OrderItemStatus[];
  /** Writes of the same change the caller hands over to go in the same statement. */
  writes?: readonly WithSubquery[];
};

/**
 * Moves items to new statuses in the caller's transaction, in the one place every status change
 * goes through: it keeps the previous status (a refused request restores it), stamps the timeline
 * milestone the new status reaches, writes a trace log per item and sets the order's status from
 * its items. Returns the order's new status.
 *
 * The caller holds the order's lock. The items' updates, their timeline stamps and the trace logs
 * are written as data-modifying WITH queries of the one statement that reads the order's other
 * items: one round trip, and as those items cannot change under the lock, the statement's
 * snapshot reads them as they are.
 */
export async function moveItems(
  tx: DbTx,
  orderId: string,
  moves: readonly { item: OrderItemRow; to: OrderItemStatus }[],
  by: ActedBy,
  description: string,
  options: MoveOptions = {},
): Promise<OrderStatus> {
  const now = new Date();
  const writes: WithSubquery[] = [...(options.writes ?? [])];
  const itemWrites: WithSubquery[] = moves.flatMap(({ item, to }, index) => {
    const milestone = milestoneOf(to);
    return [
      tx
        .$with(`moved_${index}`)
        .as(
          tx
            .update(orderItems)
            .set({ status: to, previousStatus: item.status, updatedAt: now })
            .where(eq(orderItems.id, item.id))
            .returning({ id: orderItems.id }),
        ),
      tx.$with(`stamped_${index}`).as(
        tx
          .insert(orderTimelines)
          .values({ orderItemId: item.id, ...(milestone ? { [milestone]: now } : {}) })
          .onConflictDoUpdate({
            target: orderTimelines.orderItemId,
            set: milestone ? { [milestone]: now } : { orderItemId: item.id },
          })
          .returning({ id: orderTimelines.orderItemId }),
      ),
    ];
  });
  writes.push(...itemWrites);
  const traces = [
    ...(options.traces ?? []),
    ...moves.map(({ item, to }) => ({
      actorId: by.actor.id,
      target: 'order_item' as const,
      targetId: item.id,
      orderId,
      description: `${description}: ${item.status} → ${to}`,
      ip: by.ip,
    })),
  ];
  if (traces.length > 0) {
    writes.push(
      tx.$with('traced').as(tx.insert(traceLogs).values(traces).returning({ id: traceLogs.id })),
    );
  }
  const movedIds = moves.map(({ item }) => item.id);
  if (options.otherStatuses) {
    const status = deriveOrderStatus([...options.otherStatuses, ...moves.map((move) => move.to)]);
    if (status !== options.orderStatus) {
      await orderHooks.statusChanging.raise(tx, orderId, status);
      writes.push(
        tx.$with('order_traced').as(
          tx
            .insert(traceLogs)
            .values(orderTrace(orderId, by, description, options.orderStatus, status))
            .returning({ id: traceLogs.id }),
        ),
      );
      writes.push(orderStatusPort.get().statusWrite(tx, 'order_moved', orderId, status, now));
    }
    // The writes need a main query to ride on (PostgreSQL runs every data-modifying WITH query
    // whatever the main query reads): the moved items' ids, under the caller's lock.
    await tx
      .with(...writes)
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(inArray(orderItems.id, movedIds));
    return status;
  }
  const others = await tx
    .with(...writes)
    .select({ status: orderItems.status })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, orderId),
        movedIds.length > 0 ? notInArray(orderItems.id, movedIds) : undefined,
      ),
    );
  const status = deriveOrderStatus([
    ...others.map((row) => row.status),
    ...moves.map((move) => move.to),
  ]);
  if (status !== options.orderStatus) {
    // A caller that did not say the order's status: it is read (the caller holds the order's
    // lock), so an order whose status stays the same gets no trace and no webhook event, and the
    // outbox reads the status before the change as it expects.
    const record = orderStatusPort.get();
    const before = options.orderStatus ?? (await record.statusOf(tx, orderId));
    if (before !== status) {
      await orderHooks.statusChanging.raise(tx, orderId, status);
      const moved = record.statusWrite(tx, 'order_moved', orderId, status, now);
      await tx
        .with(moved)
        .insert(traceLogs)
        .values(orderTrace(orderId, by, description, before, status));
    }
  }
  return status;
}

/** The order's own line of the trail when its items moved it to another status. */
function orderTrace(
  orderId: string,
  by: ActedBy,
  description: string,
  from: OrderStatus | undefined,
  to: OrderStatus,
) {
  return {
    actorId: by.actor.id,
    target: 'order' as const,
    targetId: orderId,
    orderId,
    type: 'STATUS' as const,
    description: `${description}: order ${from ? `${from} → ` : '→ '}${to}`,
    ip: by.ip,
  };
}

/**
 * Applies an item action of the domain's ORDER_ITEM_FLOW to items of one order. With `strict`
 * an item the table refuses fails the whole call (400 naming it); without it such items are
 * skipped (an order-wide action takes what it can).
 */
export async function applyItemAction(
  tx: DbTx,
  orderId: string,
  items: readonly OrderItemRow[],
  action: OrderItemAction,
  by: ActedBy,
  options: { strict: boolean },
): Promise<{ moved: OrderItemRow[]; status: OrderStatus | null }> {
  const moves: { item: OrderItemRow; to: OrderItemStatus }[] = [];
  for (const item of items) {
    const to = nextItemStatus(action, item.status, by.actor.type, item.previousStatus);
    if (to) moves.push({ item, to });
    else if (options.strict) {
      const message = actionRefused(action, item.status);
      throw badRequest(message, { [`items.${item.id}`]: message });
    }
  }
  if (moves.length === 0) return { moved: [], status: null };
  const status = await moveItems(tx, orderId, moves, by, action);
  return { moved: moves.map((move) => move.item), status };
}

/** The order's items, locked until the transaction ends (a status change reads them under it). */
export function lockItems(tx: DbTx, orderId: string) {
  return tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.sortOrder)
    .for('update');
}
