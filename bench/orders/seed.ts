import { sql } from 'drizzle-orm';
import { seedDemoData } from '../../apps/server/src/seed';
import type { Database } from '../../apps/server/src/platform/db';
import { rowsOf } from '../lists/seed';

export type OrderSeed = { sellers: number; orders: number; items: number };

/** What issue 5 asks for: 1,000,000 order items over 200,000 orders and 2,000 sellers. */
export const ISSUE_SEED: OrderSeed = { sellers: 2_000, orders: 200_000, items: 1_000_000 };

/** Each bench seller starts with this balance: enough for every placement the bench makes. */
export const BENCH_BALANCE = 10_000_000;

const STATUSES = [
  'PENDING',
  'APPROVED',
  'PICKED',
  'PROCESSING',
  'PRINTED',
  'READY_TO_DELIVERY',
  'IN_TRANSIT',
  'COMPLETED',
  'COMPLETED',
  'COMPLETED',
  'CANCELED',
];

export type SeededOrders = { productTypeId: string; sellerIds: string[] };

/**
 * The demo catalogue (the app's own seed), then sellers with a funded balance (one DEPOSIT ledger
 * row each, so the balance is the sum of its approved rows), one product each on the demo
 * product type, and orders and items filled with generate_series in the database. Items are
 * spread over 365 days and the flow's statuses; shipped ones carry a tracking code.
 */
export async function seedOrders(database: Database, seed: OrderSeed): Promise<SeededOrders> {
  const { db } = database;
  await seedDemoData(db);
  await db.execute(sql`
    insert into users (type, email, password_hash, first_name, last_name, is_verified, current_balance)
    select 'SELLER', 'bench-seller' || n || '@bench.test', 'x', 'Bench', 'Seller ' || n, true,
           ${BENCH_BALANCE}::bigint
    from generate_series(1, ${seed.sellers}::int) as n`);
  await db.execute(sql`
    insert into transactions (user_id, type, status, amount, balance_before, balance_after, description)
    select id, 'DEPOSIT', 'APPROVED', ${BENCH_BALANCE}::bigint, 0, ${BENCH_BALANCE}::bigint, 'bench'
    from users where email like 'bench-seller%'`);
  const [tee] = rowsOf<{ id: string }>(
    await db.execute(sql`select id from product_types where name = 'Classic T-Shirt'`),
  );
  await db.execute(sql`
    insert into products (code, seller_id, product_type_id, title, sku)
    select 'B' || substr(md5(id::text), 1, 11), id, ${tee!.id}::uuid, 'Bench tee',
           'BENCH-' || substr(md5(id::text), 1, 8)
    from users where email like 'bench-seller%'`);
  await db.execute(sql`
    create table bench_sellers as
    select u.id as seller_id, p.id as product_id, row_number() over (order by u.id) as n
    from users u join products p on p.seller_id = u.id where u.email like 'bench-seller%'`);
  await db.execute(sql`create unique index on bench_sellers (n)`);
  await db.execute(sql`
    create table bench_items as
    select id, coalesce(shipping_sku, combination) as sku, row_number() over (order by sort_order) - 1 as n
    from product_type_items where product_type_id = ${tee!.id}::uuid`);
  const itemKinds = rowsOf<{ count: number }>(
    await db.execute(sql`select count(*)::int as count from bench_items`),
  )[0]!.count;

  const perOrder = Math.max(1, Math.round(seed.items / seed.orders));
  const batch = 20_000;
  for (let start = 0; start < seed.orders; start += batch) {
    const end = Math.min(seed.orders, start + batch);
    await db.execute(sql`
      insert into orders (id, seller_id, status, is_draft, full_name, street, city, state, zipcode,
                          country, total, placed_at, created_at, updated_at)
      select md5('bench-order-' || g)::uuid, s.seller_id, 'PROCESSING', false,
             'Buyer ' || g, g || ' Main St', 'Austin', 'TX', '73301',
             (array['US','US','US','CA','GB'])[1 + g % 5], ${perOrder * 1050}::bigint,
             now() - (g::bigint * 525600 / ${seed.orders}::int) * interval '1 minute',
             now() - (g::bigint * 525600 / ${seed.orders}::int) * interval '1 minute', now()
      from generate_series(${start + 1}::int, ${end}::int) as g
      join bench_sellers s on s.n = 1 + g % ${seed.sellers}::int`);
    await db.execute(sql`
      insert into order_items (order_id, seller_id, placed_at, product_id, product_type_id,
                               product_type_item_id,
                               product_title, product_sku, product_type_name, quantity, price,
                               shipping_price, total_price, status, tracking_code, sort_order,
                               created_at, updated_at)
      select o.id, o.seller_id, o.placed_at, s.product_id, ${tee!.id}::uuid, i.id, 'Bench tee', i.sku, 'Classic T-Shirt',
             1 + (g * 7 + k) % 3, 950, 100, 1050,
             (${`{${STATUSES.join(',')}}`}::text[])[1 + (g + k) % ${STATUSES.length}::int],
             case when (g + k) % ${STATUSES.length}::int between 6 and 9
                  then '9400' || lpad(((g::bigint * 10 + k) % 10000000000)::text, 18, '0') end,
             k, o.created_at, o.created_at
      from generate_series(${start + 1}::int, ${end}::int) as g
      cross join generate_series(0, ${perOrder - 1}::int) as k
      join orders o on o.id = md5('bench-order-' || g)::uuid
      join bench_sellers s on s.seller_id = o.seller_id
      join bench_items i on i.n = (g + k) % ${itemKinds}::int`);
  }
  await db.execute(sql`vacuum analyze users`);
  await db.execute(sql`vacuum analyze orders`);
  await db.execute(sql`vacuum analyze order_items`);
  const sellers = rowsOf<{ seller_id: string }>(
    await db.execute(sql`select seller_id from bench_sellers order by n`),
  );
  return { productTypeId: tee!.id, sellerIds: sellers.map((row) => row.seller_id) };
}
