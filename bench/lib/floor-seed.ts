import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../apps/server/src/modules/accounts/tables';
import { products } from '../../apps/server/src/modules/catalog/product-tables';
import { blankApparelItems } from '../../apps/server/src/modules/catalog/supply-tables';
import { productTypeItems, productTypes } from '../../apps/server/src/modules/catalog/tables';
import { staff } from '../../apps/server/src/modules/staff/tables';
import type { Database } from '../../apps/server/src/platform/db';
import { seedDemoData } from '../../apps/server/src/seed';
import { seedSkuCatalog } from './sku-seed';

/** The slip code of the i-th seeded item: the same md5 in SQL and here, so no look-up is needed. */
export const codeOf = (i: number) =>
  createHash('md5').update(`slip-${i}`).digest('hex').slice(0, 12).toUpperCase();

/**
 * Approved, routed items with one unit each, written by generate_series in three statements
 * (orders, items, units) so a million rows take seconds, not an hour of inserts.
 */
export async function seedItems(
  database: Database,
  count: number,
  options: { isSpreadOverSizes?: boolean; skus?: { types: number; perType: number } } = {},
) {
  const db = database.db;
  await seedDemoData(db);
  // Issue 32's floor: the items spread over the bench's blank SKUs as they are inserted.
  const skuCount = options.skus ? await seedSkuCatalog(database, options.skus) : 0;
  const [printer] = await db.select().from(users).where(eq(users.email, 'printer@demo.test'));
  const [seller] = await db.select().from(users).where(eq(users.email, 'seller@demo.test'));
  const [tee] = await db
    .select()
    .from(productTypes)
    .where(eq(productTypes.name, 'Classic T-Shirt'));
  const teeItems = await db
    .select({ id: productTypeItems.id })
    .from(productTypeItems)
    .where(eq(productTypeItems.productTypeId, tee!.id))
    .orderBy(productTypeItems.id);
  // One size and colour for every item, or (a floor's mix) the i-th item of the i-th.
  const spread = options.isSpreadOverSizes ? teeItems : teeItems.slice(0, 1);
  const itemIds = sql`array[${sql.join(
    spread.map((one) => sql`${one.id}::uuid`),
    sql`, `,
  )}]`;
  const [product] = await db
    .select()
    .from(products)
    .where(eq(products.sellerId, seller!.id))
    .limit(1);
  const [member] = await db.select().from(staff).where(eq(staff.printerId, printer!.id));
  await db.execute(sql`
    insert into orders (id, seller_id, status, is_draft, full_name, street, city, zipcode, country,
      total, placed_at, created_at, updated_at)
    select md5('order-' || i)::uuid, ${seller!.id}, 'APPROVED', false, 'Bench Buyer', '1 Main St',
      'Austin', '73301', 'US', 1500, now(), now() - make_interval(secs => ${count} - i), now()
    from generate_series(1, ${count}::int) i`);
  await db.execute(sql`
    insert into order_items (id, order_id, seller_id, placed_at, product_id, product_type_id,
      product_type_item_id, product_title, product_sku, product_type_name, quantity, price,
      shipping_price, total_price, status, printer_id, created_at, updated_at)
    select md5('item-' || i)::uuid, md5('order-' || i)::uuid, ${seller!.id}, now(), ${product!.id},
      ${skuCount > 0 ? sql`sku.product_type_id` : sql`${tee!.id}`},
      ${skuCount > 0 ? sql`sku.id` : sql`(${itemIds})[i % ${spread.length}::int + 1]`}, 'Bench tee', 'BENCH-SKU',
      ${skuCount > 0 ? sql`sku.name` : sql`'Classic T-Shirt'`}, 1, 1050, 450, 1500, 'APPROVED',
      ${printer!.id}, now() - make_interval(secs => ${count} - i), now()
    from generate_series(1, ${count}::int) i
    ${skuCount > 0 ? sql`join bench_skus sku on sku.n = i % ${skuCount}::int` : sql``}`);
  await db.execute(sql`
    insert into order_item_units (order_item_id, qty_index, code, status)
    select md5('item-' || i)::uuid, 1, upper(substr(md5('slip-' || i), 1, 12)), 'APPROVED'
    from generate_series(1, ${count}::int) i`);
  // Vacuumed and checkpointed now, so neither autovacuum nor the first reads' hint-bit writes of
  // three million new rows run inside the measured scans.
  await db.execute(sql`vacuum analyze orders, order_items, order_item_units`);
  await db.execute(sql`checkpoint`);
  return { staffId: member!.id };
}

/** The id of the i-th seeded item: md5('item-' || i)::uuid, as PostgreSQL writes it. */
export function itemIdOf(i: number): string {
  const hex = createHash('md5').update(`item-${i}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The printer's stock of the Classic T-Shirt's blank-apparel items (issue 32): a default
 * warehouse holding `perItem` of each, so that a pick takes stock, and a receipt in transit of
 * them expected in a week, so that a pick that runs short sends the unit to awaiting stock with
 * its coming date, as on a real floor.
 */
export async function seedStock(
  database: Database,
  units: number,
): Promise<{ stockItems: number; perItem: number }> {
  const db = database.db;
  const [printer] = await db.select().from(users).where(eq(users.email, 'printer@demo.test'));
  const printerId = printer!.id;
  const [tee] = await db
    .select({ id: productTypes.id })
    .from(productTypes)
    .where(eq(productTypes.name, 'Classic T-Shirt'));
  const sizes = await db
    .select({ id: blankApparelItems.id })
    .from(blankApparelItems)
    .innerJoin(productTypeItems, eq(productTypeItems.id, blankApparelItems.productTypeItemId))
    .where(eq(productTypeItems.productTypeId, tee!.id));
  // The units spread evenly, as the seeded items are (seedItems' isSpreadOverSizes).
  const perItem = Math.floor(units / Math.max(sizes.length, 1));
  await db.execute(sql`
    insert into warehouses (printer_id, name, address, is_default)
    values (${printerId}, 'Bench floor', '1 Dock Road, Austin TX', true)`);
  const stocked = await db.execute(sql`
    insert into stock_items (printer_id, warehouse_id, blank_apparel_item_id, product_type_item_id,
      quantity)
    select ${printerId}, w.id, bai.id, bai.product_type_item_id, ${perItem}::int
    from blank_apparel_items bai
    join product_type_items pti on pti.id = bai.product_type_item_id
    join product_types pt on pt.id = pti.product_type_id and pt.name = 'Classic T-Shirt'
    cross join (select id from warehouses where printer_id = ${printerId} and is_default) w
    returning id`);
  await db.execute(sql`
    with receipt as (
      insert into inventories (printer_id, warehouse_id, action, status, inventory_ref_id,
        expected_at, actor_id)
      select ${printerId}, id, 'IN', 'IN_TRANSIT', 'BENCH-PO', now() + interval '7 days',
        ${printerId}
      from warehouses where printer_id = ${printerId} and is_default
      returning id)
    insert into inventory_lines (inventory_id, stock_item_id, quantity)
    select receipt.id, stock.id, 500 from receipt
    cross join stock_items stock where stock.printer_id = ${printerId}`);
  await db.execute(sql`vacuum analyze warehouses, stock_items, inventories, inventory_lines`);
  const rows = Array.isArray(stocked) ? stocked : (stocked as { rows: unknown[] }).rows;
  return { stockItems: rows.length, perItem };
}
