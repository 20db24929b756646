import { eq, sql } from 'drizzle-orm';
import { users } from '../../apps/server/src/modules/accounts/tables';
import type { Database } from '../../apps/server/src/platform/db';

export type SkuFloor = {
  productTypes: number;
  skus: number;
  stocked: number;
  outOfStock: number;
  perSku: number;
};

/**
 * The SKUs of a blank-apparel floor as a real one has them (issue 32): `types` product types of
 * `perType` variants each (a "Bench blank k" type, its variants its SKUs), a blank apparel per
 * type and a blank-apparel item per variant. Numbered 0 to types * perType - 1 in the table
 * bench_skus, so that seedItems gives the i-th order item the (i mod count)-th SKU as it inserts
 * it (updating the items afterwards runs their statistics trigger per row: minutes).
 */
export async function seedSkuCatalog(
  database: Database,
  floor: { types: number; perType: number },
): Promise<number> {
  const db = database.db;
  // The types copy the demo tee's upload type and sides; their names and short SKUs are the
  // bench's own, so the rows below find them by name.
  await db.execute(sql`
    insert into product_types (name, upload_type_id, status, short_sku, sides)
    select 'Bench blank ' || k, t.upload_type_id, t.status, 'BENCHB' || k, t.sides
      from product_types t cross join generate_series(1, ${floor.types}::int) k
     where t.name = 'Classic T-Shirt'`);
  await db.execute(sql`
    insert into product_type_items (product_type_id, combination, price, sort_order)
    select pt.id, 'bench-' || j, 1050, j
      from product_types pt cross join generate_series(1, ${floor.perType}::int) j
     where pt.name like 'Bench blank %'`);
  await db.execute(sql`
    insert into blank_apparels (product_type_id, name)
    select id, name from product_types where name like 'Bench blank %'`);
  await db.execute(sql`
    insert into blank_apparel_items (blank_apparel_id, product_type_item_id)
    select ba.id, pti.id from blank_apparels ba
      join product_type_items pti on pti.product_type_id = ba.product_type_id
     where ba.name like 'Bench blank %'`);
  await db.execute(sql`
    create table bench_skus as
    select (row_number() over (order by pti.id))::int - 1 as n, pti.id, pti.product_type_id,
           pt.name
      from product_type_items pti join product_types pt on pt.id = pti.product_type_id
     where pt.name like 'Bench blank %'`);
  await db.execute(sql`create unique index on bench_skus (n)`);
  await db.execute(sql`analyze bench_skus`);
  return floor.types * floor.perType;
}

/**
 * The printer's stock of the SKUs (seedSkuCatalog), each kept in the default warehouse. About
 * `stockedShare` of them hold `perSku` units; the rest are out of stock, with a receipt in
 * transit of them due in a week (the coming date of the units a pick sends to awaiting stock).
 */
export async function seedSkuFloor(
  database: Database,
  floor: { types: number; stockedShare: number; perSku: number },
): Promise<SkuFloor> {
  const db = database.db;
  const [printer] = await db.select().from(users).where(eq(users.email, 'printer@demo.test'));
  const printerId = printer!.id;
  await db.execute(sql`
    insert into warehouses (printer_id, name, address, is_default)
    values (${printerId}, 'Bench floor', '1 Dock Road, Austin TX', true)`);
  // Which SKUs are out of stock: a hash of the item's id, so they spread over every type.
  await db.execute(sql`
    insert into stock_items (printer_id, warehouse_id, blank_apparel_item_id, product_type_item_id,
      quantity)
    select ${printerId}, w.id, bai.id, bai.product_type_item_id,
           case when abs(hashtext(bai.id::text)) % 1000 < ${Math.round(floor.stockedShare * 1000)}
                then ${floor.perSku}::int else 0 end
      from blank_apparel_items bai
      join blank_apparels ba on ba.id = bai.blank_apparel_id and ba.name like 'Bench blank %'
     cross join (select id from warehouses where printer_id = ${printerId} and is_default) w`);
  await db.execute(sql`
    with receipt as (
      insert into inventories (printer_id, warehouse_id, action, status, inventory_ref_id,
        expected_at, actor_id)
      select ${printerId}, id, 'IN', 'IN_TRANSIT', 'BENCH-PO', now() + interval '7 days',
        ${printerId}
      from warehouses where printer_id = ${printerId} and is_default
      returning id)
    insert into inventory_lines (inventory_id, stock_item_id, quantity)
    select receipt.id, stock.id, 200 from receipt
    cross join stock_items stock where stock.printer_id = ${printerId} and stock.quantity = 0`);
  await db.execute(sql`
    vacuum analyze product_types, product_type_items, blank_apparels, blank_apparel_items,
      warehouses, stock_items, inventories, inventory_lines`);
  const result = await db.execute(sql`
    select count(*)::int as skus, (count(*) filter (where quantity > 0))::int as stocked
      from stock_items where printer_id = ${printerId}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    skus: number;
    stocked: number;
  }[];
  const { skus, stocked } = rows[0]!;
  return {
    productTypes: floor.types,
    skus,
    stocked,
    outOfStock: skus - stocked,
    perSku: floor.perSku,
  };
}
