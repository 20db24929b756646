import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../apps/server/src/modules/accounts/tables';
import { products } from '../../apps/server/src/modules/catalog/product-tables';
import { productTypeItems, productTypes } from '../../apps/server/src/modules/catalog/tables';
import { staff } from '../../apps/server/src/modules/staff/tables';
import type { Database } from '../../apps/server/src/platform/db';
import { seedDemoData } from '../../apps/server/src/seed';

/** The slip code of the i-th seeded item: the same md5 in SQL and here, so no look-up is needed. */
export const codeOf = (i: number) =>
  createHash('md5').update(`slip-${i}`).digest('hex').slice(0, 12).toUpperCase();

/**
 * Approved, routed items with one unit each, written by generate_series in three statements
 * (orders, items, units) so a million rows take seconds, not an hour of inserts.
 */
export async function seedItems(database: Database, count: number) {
  const db = database.db;
  await seedDemoData(db);
  const [printer] = await db.select().from(users).where(eq(users.email, 'printer@demo.test'));
  const [seller] = await db.select().from(users).where(eq(users.email, 'seller@demo.test'));
  const [tee] = await db
    .select()
    .from(productTypes)
    .where(eq(productTypes.name, 'Classic T-Shirt'));
  const [item] = await db
    .select()
    .from(productTypeItems)
    .where(eq(productTypeItems.productTypeId, tee!.id))
    .limit(1);
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
      ${tee!.id},
      ${item!.id}, 'Bench tee', 'BENCH-SKU', 'Classic T-Shirt', 1, 1050, 450, 1500, 'APPROVED',
      ${printer!.id}, now() - make_interval(secs => ${count} - i), now()
    from generate_series(1, ${count}::int) i`);
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
