import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../platform/db';

/** The store order a tracking push goes to. */
export type PushStoreOrder = { id: string; externalOrderId: string };

/** Reprints of reprints are followed back this far at most (a loop cannot be written, but a bound costs nothing). */
const MAX_REPRINT_DEPTH = 10;

/**
 * The store order of each push (issue 31): the store order of the pushed item's own order or, for
 * a reprint, of the order its item reprints, followed back to the first. A reprint's order keeps
 * the store link of the original (orders.external_store_id) but is not the store's order itself,
 * so the buyer's order on the platform is found through the item it reprints.
 *
 * Written with explicit aliases: a correlated sub-select built from column objects named the
 * pushes' `order_id` and the store orders' alike, so every push read as the first store order.
 */
export async function storeOrdersOfPushes(
  db: Db,
  pushIds: readonly string[],
): Promise<Map<string, PushStoreOrder>> {
  const found = new Map<string, PushStoreOrder>();
  if (pushIds.length === 0) return found;
  const ids = sql.join(
    pushIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with recursive chain(push_id, store_id, order_id, reprint_of, depth) as (
      select push.id, push.store_id, item.order_id, item.reprint_of_item_id, 0
        from store_tracking_pushes push
        join order_items item on item.id = push.order_item_id
       where push.id in (${ids})
      union all
      select chain.push_id, chain.store_id, original.order_id, original.reprint_of_item_id,
             chain.depth + 1
        from chain
        join order_items original on original.id = chain.reprint_of
       where chain.depth < ${MAX_REPRINT_DEPTH}
    )
    select distinct on (chain.push_id) chain.push_id as "pushId", store_order.id as "id",
           store_order.external_order_id as "externalOrderId"
      from chain
      join store_orders store_order
        on store_order.order_id = chain.order_id and store_order.store_id = chain.store_id
     order by chain.push_id, chain.depth`);
  const rows = rowsOf<{
    pushId: string;
    id: string;
    externalOrderId: string;
  }>(result);
  for (const row of rows)
    found.set(row.pushId, { id: row.id, externalOrderId: row.externalOrderId });
  return found;
}
