import { and, asc, eq, inArray } from 'drizzle-orm';
import { orderItemsReadModel } from '../order-items/index';
import { ordersReadModel } from '../orders/index';
import { stockOnHand, type StockArrival } from '../stock/index';
import { announceItemChanges, type ItemChange } from './live';
import { actOnUnits, lockItemsById, lockUnits } from './units';

const { orderItems, orderItemUnits } = orderItemsReadModel;
const { orders } = ordersReadModel;

/**
 * Receiving stock releases the units awaiting it (issue 32), oldest order item first, as many as
 * the stock now on hand: each goes back to the to-pick list (has stock), where the pick takes its
 * stock. Subscribed to the stock module's `arrived` hook, which is raised after the receipt's
 * commit; each product type item is one transaction of its own, locking orders, items and units
 * in the floor's order. A unit someone moved meanwhile is left as it is.
 */
export async function releaseWaitingUnits(arrival: StockArrival): Promise<void> {
  const { db, live, by, printerId } = arrival;
  const floor = { ...by, staff: null };
  for (const productTypeItemId of new Set(arrival.productTypeItemIds)) {
    const changes = await db.transaction(async (tx) => {
      const onHand = await stockOnHand(tx, printerId, productTypeItemId);
      if (onHand <= 0) return [];
      const waiting = await tx
        .select({ id: orderItemUnits.id, itemId: orderItemUnits.orderItemId })
        .from(orderItemUnits)
        .innerJoin(orderItems, eq(orderItems.id, orderItemUnits.orderItemId))
        .where(
          and(
            eq(orderItems.printerId, printerId),
            eq(orderItems.productTypeItemId, productTypeItemId),
            eq(orderItemUnits.status, 'AWAITING_STOCK'),
          ),
        )
        .orderBy(asc(orderItems.createdAt), asc(orderItems.id), asc(orderItemUnits.qtyIndex))
        .limit(onHand);
      if (waiting.length === 0) return [];
      const wanted = new Set(waiting.map((unit) => unit.id));
      const itemIds = [...new Set(waiting.map((unit) => unit.itemId))];
      const items = await lockItemsById(tx, floor, itemIds);
      const sellers = await tx
        .select({ id: orders.id, sellerId: orders.sellerId })
        .from(orders)
        .where(inArray(orders.id, [...new Set(items.map((item) => item.orderId))]));
      const done: ItemChange[] = [];
      for (const item of items) {
        const units = (await lockUnits(tx, item.id)).filter(
          (unit) => wanted.has(unit.id) && unit.status === 'AWAITING_STOCK',
        );
        if (units.length === 0) continue;
        const { moves, itemStatus } = await actOnUnits(tx, floor, item, units, 'hasStock', {
          description: 'Stock received',
          strict: false,
        });
        done.push({
          id: item.id,
          orderId: item.orderId,
          sellerId: sellers.find((row) => row.id === item.orderId)!.sellerId,
          printerId: item.printerId,
          status: itemStatus,
          qtyIndexes: moves.map((move) => move.unit.qtyIndex),
        });
      }
      return done;
    });
    announceItemChanges(live, changes);
  }
}
