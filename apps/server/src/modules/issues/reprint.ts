import type { DbTx } from '../../platform/db';
import {
  type ActedBy,
  newSlipCode,
  type OrderItemRow,
  routeApprovedItems,
  orderItemsReadModel,
} from '../order-items/index';
import { freeItemOf, insertFreeOrder } from '../orders/index';
import { traceLogsReadModel } from '../trace-logs/index';
import type { IssueRow } from './tables';
const { orderItems, orderItemUnits, orderTimelines } = orderItemsReadModel;
const { traceLogs } = traceLogsReadModel;

/**
 * An issue's reprint (issue 19): a new order of the seller at no charge with one item per item the
 * issue covers, each marked as the reprint of its original (the packing slip's isReprint) and
 * APPROVED for the printer that made the original, so it goes straight onto that printer's
 * to-pick list without a second approval. An original no printer made is routed like any approval.
 * A reprint of a store's order keeps its store link, so its tracking is pushed to that order.
 */
export async function createReprint(
  tx: DbTx,
  by: ActedBy,
  issue: IssueRow,
  items: readonly OrderItemRow[],
): Promise<string> {
  const now = new Date();
  // One reprint per issue, whatever retries: the order's unique place key says so.
  const order = await insertFreeOrder(tx, issue.orderId, {
    status: 'APPROVED',
    note: `Reprint for issue #${issue.selfId} (order ${issue.orderId})`,
    placeKey: `reprint:${issue.id}`,
    placedAt: now,
    // The buyer of a store's order gets the reprint's tracking through the store, as the original's.
    keepsStoreLink: true,
    // The address the seller confirmed or edited on the report; else the original's.
    address: issue.reprintAddress,
  });
  const unrouted: OrderItemRow[] = [];
  for (const [index, item] of items.entries()) {
    const [copy] = await tx
      .insert(orderItems)
      .values({
        ...freeItemOf(item, order.id, now),
        status: 'APPROVED',
        printerId: item.printerId,
        reprintOfItemId: item.id,
        sortOrder: index,
      })
      .returning();
    await tx.insert(orderTimelines).values({ orderItemId: copy!.id, approvedAt: now });
    if (item.printerId) {
      const code = newSlipCode();
      await tx.insert(orderItemUnits).values(
        Array.from({ length: item.quantity }, (_, unit) => ({
          orderItemId: copy!.id,
          qtyIndex: unit + 1,
          code,
        })),
      );
    } else {
      unrouted.push(copy!);
    }
    await tx.insert(traceLogs).values({
      actorId: by.actor.id,
      target: 'order_item',
      targetId: copy!.id,
      orderId: order.id,
      type: 'CREATE',
      description: `Reprint of order item ${item.id} for issue #${issue.selfId}: → APPROVED`,
      ip: by.ip,
    });
  }
  await routeApprovedItems(tx, unrouted);
  return order.id;
}
