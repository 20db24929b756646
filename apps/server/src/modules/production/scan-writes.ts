import {
  deriveOrderStatus,
  milestoneOf,
  type OrderItemAction,
  type OrderItemStatus,
  type OrderStatus,
} from '@platfox/domain';
import { eq, sql, type WithSubquery } from 'drizzle-orm';
import type { DbTx } from '../../platform/db';
import { preparedInTransaction } from '../../platform/db/prepared-in-transaction';
import { orderStatusRecord, ordersReadModel } from '../orders/index';
import { traceLogsReadModel } from '../trace-logs/index';
import { orderHooks, orderItemsReadModel } from '../order-items/index';
const { orders } = ordersReadModel;
const { traceLogs } = traceLogsReadModel;
const { orderItemActionLogs, orderItems, orderItemUnits, orderTimelines } = orderItemsReadModel;

/** One unit moving its one-unit item, the order's other items known under its lock (a scan). */
export type OneUnitMove = {
  unitId: string;
  qtyIndex: number;
  action: OrderItemAction;
  /** The unit's status before and after. */
  from: OrderItemStatus;
  to: OrderItemStatus;
  /** The item as locked, and the status its unit gives it (itemStatusFromUnits). */
  item: { id: string; orderId: string; status: OrderItemStatus };
  itemTo: OrderItemStatus;
  order: { status: OrderStatus; otherStatuses: readonly OrderItemStatus[] };
  staffId: string | null;
  actorId: string;
  ip: string | null;
  description: string | null;
  /** The unit's trace (actOnUnits words it); the item's is worded here, as moveItems words it. */
  unitTrace: string;
  /** awaitStock sets the unit's coming date, hasStock clears it; other actions leave it. */
  comingAt?: { value: Date | null };
  now: Date;
};

/**
 * A value given per run. Wrapped in SQL so Drizzle passes it to the driver as given: a bare
 * placeholder in `.set()` goes through the column's encoder, which cannot take a null date.
 */
const $ = (name: string) => sql`${sql.placeholder(name)}`;

/**
 * The statement of one shape: which timeline milestone the item reaches, whether the unit's
 * coming date is written and whether the order's status changes. Its rows are those actOnUnits
 * and moveItems write for such a move (the unit, the actions log, the item, its timeline, the
 * unit's and the item's traces, the order), as data-modifying WITH queries of one statement.
 */
function oneUnitMoveOfShape(
  milestone: ReturnType<typeof milestoneOf>,
  isComingAtWritten: boolean,
  isOrderMoving: boolean,
) {
  const name = `scan_move_${milestone ?? 'none'}_${isComingAtWritten}_${isOrderMoving}`;
  return preparedInTransaction(name, (tx) => {
    const writes: WithSubquery[] = [
      tx.$with('updated_units').as(
        tx
          .update(orderItemUnits)
          .set({
            status: $('to'),
            staffId: $('staffId'),
            updatedAt: $('now'),
            ...(isComingAtWritten ? { awaitingStockComingAt: $('comingAt') } : {}),
          })
          .where(eq(orderItemUnits.id, $('unitId')))
          .returning({ id: orderItemUnits.id }),
      ),
      tx.$with('action_logs').as(
        tx
          .insert(orderItemActionLogs)
          .values({
            orderItemId: $('itemId'),
            qtyIndex: $('qtyIndex'),
            action: $('action'),
            fromStatus: $('from'),
            toStatus: $('to'),
            staffId: $('staffId'),
            actorId: $('actorId'),
            description: $('description'),
            createdAt: $('now'),
          })
          .returning({ id: orderItemActionLogs.id }),
      ),
      tx.$with('moved_0').as(
        tx
          .update(orderItems)
          .set({ status: $('itemTo'), previousStatus: $('itemFrom'), updatedAt: $('now') })
          .where(eq(orderItems.id, $('itemId')))
          .returning({ id: orderItems.id }),
      ),
      tx.$with('stamped_0').as(
        tx
          .insert(orderTimelines)
          .values({ orderItemId: $('itemId'), ...(milestone ? { [milestone]: $('now') } : {}) })
          .onConflictDoUpdate({
            target: orderTimelines.orderItemId,
            set: milestone ? { [milestone]: $('now') } : { orderItemId: $('itemId') },
          })
          .returning({ id: orderTimelines.orderItemId }),
      ),
      tx.$with('traced').as(
        tx
          .insert(traceLogs)
          .values([
            {
              actorId: $('actorId'),
              target: 'order_item' as const,
              targetId: $('itemId'),
              orderId: $('orderId'),
              description: $('unitTrace'),
              ip: $('ip'),
              createdAt: $('now'),
            },
            // The item's trace takes the statement's time, as moveItems' does.
            {
              actorId: $('actorId'),
              target: 'order_item' as const,
              targetId: $('itemId'),
              orderId: $('orderId'),
              description: $('itemTrace'),
              ip: $('ip'),
            },
          ])
          .returning({ id: traceLogs.id }),
      ),
    ];
    if (isOrderMoving) {
      writes.push(
        orderStatusRecord.statusWrite(tx, 'order_moved', $('orderId'), $('orderStatus'), $('now')),
        // The order's own line of the trail, as moveItems writes it.
        tx.$with('order_traced').as(
          tx
            .insert(traceLogs)
            .values({
              actorId: $('actorId'),
              target: 'order',
              targetId: $('orderId'),
              orderId: $('orderId'),
              description: $('orderTrace'),
              ip: $('ip'),
            })
            .returning({ id: traceLogs.id }),
        ),
      );
    }
    // The writes ride on a read of the order's id, already locked by the scan.
    return tx
      .with(...writes)
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.id, $('orderId')));
  });
}

const byShape = new Map<string, ReturnType<typeof oneUnitMoveOfShape>>();

/**
 * Writes a scan's move in one round trip, with a statement built once per shape instead of on
 * every scan (building it was about a fifth of the server's CPU per scan). Returns the order's
 * status, derived as moveItems derives it.
 */
export async function writeOneUnitMove(tx: DbTx, move: OneUnitMove): Promise<OrderStatus> {
  const milestone = milestoneOf(move.itemTo);
  const orderStatus = deriveOrderStatus([...move.order.otherStatuses, move.itemTo]);
  const isOrderMoving = orderStatus !== move.order.status;
  const isComingAtWritten = move.comingAt !== undefined;
  const key = `${milestone}|${isComingAtWritten}|${isOrderMoving}`;
  let statement = byShape.get(key);
  if (!statement) {
    statement = oneUnitMoveOfShape(milestone, isComingAtWritten, isOrderMoving);
    byShape.set(key, statement);
  }
  if (isOrderMoving) await orderHooks.statusChanging.raise(tx, move.item.orderId, orderStatus);
  await statement(tx, {
    unitId: move.unitId,
    qtyIndex: move.qtyIndex,
    action: move.action,
    from: move.from,
    to: move.to,
    itemId: move.item.id,
    itemFrom: move.item.status,
    itemTo: move.itemTo,
    orderId: move.item.orderId,
    staffId: move.staffId,
    actorId: move.actorId,
    ip: move.ip,
    description: move.description,
    unitTrace: move.unitTrace,
    itemTrace: `${move.action} (units): ${move.item.status} → ${move.itemTo}`,
    comingAt: move.comingAt?.value ?? null,
    orderStatus,
    orderTrace: `${move.action} (units): order ${move.order.status} → ${orderStatus}`,
    now: move.now,
  });
  return orderStatus;
}
