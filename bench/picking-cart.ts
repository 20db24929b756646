import { loadavg } from 'node:os';
import { eq, inArray, sql } from 'drizzle-orm';
import { users } from '../apps/server/src/modules/accounts/tables';
import { blankApparelItems } from '../apps/server/src/modules/catalog/supply-tables';
import { productTypeItems, productTypes } from '../apps/server/src/modules/catalog/tables';
import { PickingCartService } from '../apps/server/src/modules/production/carts';
import { stockItems, storageAreas, warehouses } from '../apps/server/src/modules/stock/tables';
import { seedItems } from './lib/floor-seed';
import { p50p95, silentLive, type Figures } from './lib/server';
import { isPostgresReachable, postgresDatabase } from './lists/database';

/*
 * Issue 32's cart figure: with BENCH_CART_ITEMS order items to pick on the floor (50,000 by
 * default, the issue's figure), spread over the tee's sizes, each size's blank kept in a storage
 * area of its own, a cart of the next 50 orders is planned by walk order (the orders by age, a bin
 * each, the walk by storage area) and answered with its bins and walk, as POST printer/carts
 * does. Carts are left open, so each plan skips the orders on the carts before it, as on a floor.
 */

const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ITEMS = Number(process.env.BENCH_CART_ITEMS ?? 50_000);
const ROUNDS = Number(process.env.BENCH_CART_ROUNDS ?? 40);
const BINS = 50;

export async function benchPickingCart(): Promise<Figures> {
  if (!(await isPostgresReachable(POSTGRES_URL))) {
    return { 'cart planning on PostgreSQL': `skipped: nothing answers at ${POSTGRES_URL}` };
  }
  const bench = await postgresDatabase(POSTGRES_URL);
  try {
    const db = bench.database.db;
    // The cart reads no statistics, so the seed runs without the rollups' insert triggers.
    await db.execute(sql`alter table orders disable trigger orders_statistics_insert`);
    await db.execute(sql`alter table order_items disable trigger order_items_statistics_insert`);
    await seedItems(bench.database, ITEMS);
    await db.execute(sql`alter table orders enable trigger orders_statistics_insert`);
    await db.execute(sql`alter table order_items enable trigger order_items_statistics_insert`);
    const [printer] = await db.select().from(users).where(eq(users.email, 'printer@demo.test'));
    const [tee] = await db
      .select()
      .from(productTypes)
      .where(eq(productTypes.name, 'Classic T-Shirt'));
    const sizes = await db
      .select({ id: productTypeItems.id })
      .from(productTypeItems)
      .where(eq(productTypeItems.productTypeId, tee!.id));
    const printerId = printer!.id;
    // Each size's blank in an area of its own (A-01, A-02...), with stock enough for every pick;
    // the areas are named against the sizes' order, so the walk reorders what the age order gives.
    const [house] = await db
      .insert(warehouses)
      .values({ printerId, name: 'Bench floor', address: '1 Bench Road', isDefault: true })
      .returning();
    const blanks = await db
      .select()
      .from(blankApparelItems)
      .where(
        inArray(
          blankApparelItems.productTypeItemId,
          sizes.map((size) => size.id),
        ),
      );
    for (const [index, blank] of blanks.entries()) {
      const name = `A-${String(blanks.length - index).padStart(2, '0')}`;
      const [area] = await db
        .insert(storageAreas)
        .values({ printerId, warehouseId: house!.id, name })
        .returning();
      await db.insert(stockItems).values({
        printerId,
        warehouseId: house!.id,
        blankApparelItemId: blank.id,
        productTypeItemId: blank.productTypeItemId,
        storageAreaId: area!.id,
        quantity: ITEMS,
      });
    }
    // The seeded items are all the first size: spread them over every size.
    await db.execute(sql`
      update order_items set product_type_item_id = (${sql.raw(
        `array[${sizes.map((size) => `'${size.id}'::uuid`).join(',')}]`,
      )})[1 + (abs(hashtext(id::text)) % ${sizes.length})]
      where printer_id = ${printerId}`);
    await db.execute(sql`vacuum analyze order_items, stock_items, storage_areas`);

    const carts = new PickingCartService(db, silentLive);
    const by = { actor: { id: printerId, type: 'PRINTER' as const }, ip: '127.0.0.1' };
    let units = 0;
    const timing = await p50p95(ROUNDS, async () => {
      const cart = await carts.create(by as never, { next: BINS });
      units = cart.walk.length;
      if (cart.binList.length !== BINS) throw new Error(`a cart of ${cart.binList.length} bins`);
    });
    const label = `cart of ${BINS} orders planned by walk order, ${ITEMS.toLocaleString('en-US')} items on the floor`;
    return {
      // The machine's 1-minute load average after the rounds: the figure depends on it.
      [`${label}: p50 / p95 (${ROUNDS} carts, goal p95 < 200 ms)`]: `${timing} (load average ${loadavg()[0]!.toFixed(2)})`,
      [`${label}: units a cart`]: String(units),
      [`${label}: storage areas`]: String(blanks.length),
    };
  } finally {
    await bench.drop();
  }
}

// `npx tsx bench/picking-cart.ts` runs this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, value] of Object.entries(await benchPickingCart())) {
    console.log(`  ${name}  ${value}`);
  }
}
