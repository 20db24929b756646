import { sql } from 'drizzle-orm';
import type { DbTx } from '../../platform/db';
import { preparedInTransaction } from '../../platform/db/prepared-in-transaction';
import { inventories, inventoryLines, stockItems, stockLogs, warehouses } from './tables';

/** A value given per run (see preparedInTransaction). */
const $ = (name: string) => sql`${sql.placeholder(name)}`;

/**
 * A pick's stock in one statement, built once per process and planned once per connection:
 *  - `taken`: one conditional UPDATE ... RETURNING takes all the pick's units from the first
 *    stock item (default warehouse first) that holds them. `quantity >= n` is checked again on
 *    the row's latest version when a concurrent pick changed it first (PostgreSQL re-reads a row
 *    it waited for), so two picks both count and the quantity never goes below zero;
 *  - `logged`: the stock log's rows, one per unit picked, from the row the update returned;
 *  - `held`: when nothing was taken, the item's stock rows, locked (FOR UPDATE gives their latest
 *    quantities), so a short pick holds them as the locking path would: a receipt waits for the
 *    pick's commit and then releases the unit it sent to awaiting stock;
 *  - the receipts in transit of those rows give the coming date, read only when short.
 * The row lock the update takes is held until the scan commits, one more statement later.
 */
const pickTake = preparedInTransaction('stock_pick_take', (tx) => {
  const n = sql`${$('count')}::int`;
  const taken = tx.$with('taken', { id: sql<string>`id` }).as(sql`
    update ${stockItems} set quantity = ${stockItems.quantity} - ${n}, updated_at = now()
     where ${stockItems.id} = (
             select ${stockItems.id} from ${stockItems}
               join ${warehouses} on ${warehouses.id} = ${stockItems.warehouseId}
              where ${stockItems.printerId} = ${$('printerId')}::uuid
                and ${stockItems.productTypeItemId} = ${$('productTypeItemId')}::uuid
                and ${stockItems.quantity} >= ${n}
              order by ${warehouses.isDefault} desc, ${stockItems.id} limit 1)
       and ${stockItems.quantity} >= ${n}
    returning id, quantity, warehouse_id, product_type_item_id`);
  // Unit k of n (1-based) saw the stock at quantity + n - k + 1 and left it at quantity + n - k;
  // its row is stamped k microseconds after the statement's clock, so the log lists the units in
  // the order they were taken even where the clock is coarser than a statement (PGlite).
  const logged = tx.$with('logged', { id: sql<string>`id` }).as(sql`
    insert into ${stockLogs} (printer_id, stock_item_id, warehouse_id, product_type_item_id, reason,
      ref, previous_stock, stock, actor_id, staff_id, created_at)
    select ${$('printerId')}::uuid, taken.id, taken.warehouse_id, taken.product_type_item_id,
           'PICK', unit.ref, taken.quantity + ${n} - unit.k + 1, taken.quantity + ${n} - unit.k,
           ${$('actorId')}::uuid, ${$('staffId')}::uuid, clock.at + make_interval(secs => unit.k / 1e6)
      from taken cross join (select clock_timestamp() as at) as clock
      cross join unnest(${$('refs')}::text[]) with ordinality as unit(ref, k)
    returning id`);
  const held = tx.$with('held', { id: sql<string>`id` }).as(sql`
    select ${stockItems.id}, ${stockItems.quantity} from ${stockItems}
     where ${stockItems.printerId} = ${$('printerId')}::uuid
       and ${stockItems.productTypeItemId} = ${$('productTypeItemId')}::uuid
       and not exists (select from taken)
       for update`);
  return tx
    .with(taken, logged, held)
    .select({
      taken: sql<number>`(select count(*) from taken)::int`,
      stockItems: sql<number>`(select count(*) from held)::int`,
      onHand: sql<number>`(select coalesce(sum(quantity), 0) from held)::int`,
      // Spelt with aliases: a select list's columns are rendered unqualified.
      comingAt: sql<
        number | null
      >`(select (extract(epoch from min(receipt.expected_at)) * 1000)::float8
          from ${inventoryLines} as line join ${inventories} as receipt on receipt.id = line.inventory_id
         where line.stock_item_id in (select id from held)
           and receipt.printer_id = ${$('printerId')}::uuid
           and receipt.status = 'IN_TRANSIT' and receipt.action = 'IN')`,
    })
    .from(sql`(select 1) as one`);
});

/**
 * Takes a pick's units from one stock item in one round trip: `taken` is the units taken (all or
 * none); when none, `stockItems` and `onHand` are the item's stock rows and units, read under
 * their locks, and `comingAt` the earliest receipt in transit of them.
 */
export async function takeFromOneRow(
  tx: DbTx,
  pick: {
    printerId: string;
    productTypeItemId: string;
    actorId: string;
    staffId: string | null;
    refs: readonly string[];
  },
): Promise<{ taken: number; stockItems: number; onHand: number; comingAt: Date | null }> {
  const [row] = await pickTake(tx, {
    count: pick.refs.length,
    printerId: pick.printerId,
    productTypeItemId: pick.productTypeItemId,
    actorId: pick.actorId,
    staffId: pick.staffId,
    refs: [...pick.refs],
  });
  const taken = row!.taken > 0 ? pick.refs.length : 0;
  const at = row!.comingAt;
  return {
    taken,
    stockItems: row!.stockItems,
    onHand: row!.onHand,
    comingAt: taken === 0 && at !== null ? new Date(Number(at)) : null,
  };
}
