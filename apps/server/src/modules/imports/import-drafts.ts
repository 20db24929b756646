import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { ordersReadModel } from '../orders/index';
import { importQueueOrders } from './tables';
const { orders } = ordersReadModel;

/**
 * The seller's orders an import created that are still drafts, in the file's order (placing an
 * import's drafts: orders' placeDrafts, given this by the composition root).
 */
export async function draftsOfImport(
  db: Db,
  sellerId: string,
  importQueueId: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(importQueueOrders)
    .innerJoin(orders, eq(orders.id, importQueueOrders.orderId))
    .where(
      and(
        eq(importQueueOrders.importQueueId, importQueueId),
        eq(orders.sellerId, sellerId),
        eq(orders.isDraft, true),
        eq(orders.status, 'NOT_READY'),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return rows.map((row) => row.id);
}
