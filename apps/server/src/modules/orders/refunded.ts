import { inArray, sql } from 'drizzle-orm';
import type { DbTx } from '../../platform/db';
import { afterSaleRequests } from './after-sale-tables';
import { orderCountHooks } from './hooks';

/*
 * What has been given back for an item, counted the same way by every refund path (after-sale
 * answers, the admin's item refund, an issue's refund): approved after-sale rows (the admin's item
 * refund is kept as one) plus the item's share of any issue refund (issue_items.refunded_amount).
 * Without one count, an item refunded by an issue could be refunded again by an after-sale answer.
 * The callers hold the order's lock, so no other refund of these items runs meanwhile.
 */

/** Cents already given back, by item id (0 for an item never refunded). */
export async function refundedByItem(
  tx: DbTx,
  itemIds: readonly string[],
): Promise<Map<string, number>> {
  const refunded = new Map<string, number>(itemIds.map((id) => [id, 0]));
  if (itemIds.length === 0) return refunded;
  const ids = [...new Set(itemIds)];
  // One after the other: a transaction is one connection, and pg deprecates overlapping queries.
  const afterSale = await tx
    .select({
      itemId: afterSaleRequests.orderItemId,
      total: sql<string>`coalesce(sum(${afterSaleRequests.refundedAmount}), 0)`,
    })
    .from(afterSaleRequests)
    .where(inArray(afterSaleRequests.orderItemId, ids))
    .groupBy(afterSaleRequests.orderItemId);
  for (const row of afterSale) {
    refunded.set(row.itemId, (refunded.get(row.itemId) ?? 0) + Number(row.total));
  }
  // An issue's refund shares (issues' subscriber): in the same transaction, after this read.
  await orderCountHooks.refundedElsewhere.raise(tx, ids, refunded);
  return refunded;
}

/** Cents already given back for one item. */
export async function refundedOf(tx: DbTx, itemId: string): Promise<number> {
  return (await refundedByItem(tx, [itemId])).get(itemId) ?? 0;
}
