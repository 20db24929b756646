import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/platform/db';
import { seedDemoData } from '../apps/server/src/seed';
import { rowsOf } from './lists/seed';

export type IssueSeed = { sellers: number; printers: number; issues: number; messages: number };

/** What issue 19's figure names: 200,000 issues and 2,000,000 messages, over 2,000 sellers. */
export const ISSUE_SEED: IssueSeed = {
  sellers: 2_000,
  printers: 5,
  issues: 200_000,
  messages: 2_000_000,
};

/** The three parties whose lists are measured: the busiest seller and printer, the demo admin. */
export type SeededIssues = { sellerId: string; printerId: string; adminId: string };

/*
 * Who raised what. A fifth of the issues belong to ten busy sellers (4,000 each at full scale,
 * the worst case of a seller's list), the rest spread evenly. The printers are uneven too: the
 * first (the demo printer) prints three items in eight. Statuses follow a back office's mix,
 * most issues settled: 8% NEW, 10% PROCESSING, 37% RESOLVED, 45% CLOSED.
 */
const BUSY_SELLERS = 10;
const PRINTER_SHARE = '{1,1,1,2,2,3,4,5}';
const STATUS_OF = sql.raw(`case when b.r < 8 then 'NEW' when b.r < 18 then 'PROCESSING'
  when b.r < 55 then 'RESOLVED' else 'CLOSED' end`);

/**
 * Fills everything an issue names with generate_series in the database (a statement per batch,
 * never a row at a time), foreign keys checked as the app's rows are: the demo data, sellers with
 * a product each, printers, one shipped order per issue (every tenth with two items, both in the
 * issue), the issues (issue n is n/issues of a year old, 1 the newest), their items with the
 * printer, a history line or two, and the messages, four in ten in the printer conversation.
 */
export async function seedIssues(database: Database, seed: IssueSeed): Promise<SeededIssues> {
  const { db } = database;
  await seedDemoData(db);
  await db.execute(sql`
    insert into users (type, email, password_hash, first_name, last_name, is_verified)
    select 'SELLER', 'bench-seller' || n || '@bench.test', 'x', 'Bench', 'Seller ' || n, true
    from generate_series(1, ${seed.sellers}::int) as n`);
  await db.execute(sql`
    insert into users (type, email, password_hash, first_name, last_name, is_verified)
    select 'PRINTER', 'bench-printer' || n || '@bench.test', 'x', 'Bench', 'Printer ' || n, true
    from generate_series(2, ${seed.printers}::int) as n`);
  const [tee] = rowsOf<{ id: string; item_id: string; sku: string }>(
    await db.execute(sql`
      select t.id, i.id as item_id, coalesce(i.shipping_sku, i.combination) as sku
      from product_types t join product_type_items i on i.product_type_id = t.id
      where t.name = 'Classic T-Shirt' order by i.sort_order limit 1`),
  );
  await db.execute(sql`
    insert into products (code, seller_id, product_type_id, title, sku)
    select 'B' || substr(md5(id::text), 1, 11), id, ${tee!.id}::uuid, 'Bench tee',
           'BENCH-' || substr(md5(id::text), 1, 8)
    from users where email like 'bench-seller%'`);
  // Numberings to spread rows by (plain tables: pooled connections share no temporary ones; the
  // bench database is dropped afterwards).
  await db.execute(sql`
    create table bench_sellers as
    select u.id as seller_id, p.id as product_id, row_number() over (order by u.created_at, u.email) as n
    from users u join products p on p.seller_id = u.id where u.email like 'bench-seller%'`);
  await db.execute(sql`create unique index on bench_sellers (n)`);
  await db.execute(sql`
    create table bench_printers as
    select id, case when email = 'printer@demo.test' then 1
                    else substring(email from 'bench-printer([0-9]+)@')::int end as n
    from users where email = 'printer@demo.test' or email like 'bench-printer%'`);
  await db.execute(sql`create unique index on bench_printers (n)`);
  await db.execute(sql`
    create table bench_issues as
    select g as n,
           -- A die of 100 faces per issue (its status): independent of the seller and the age.
           abs(hashint4(g)) % 100 as r,
           gen_random_uuid() as id,
           gen_random_uuid() as order_id,
           s.seller_id, s.product_id, p.id as printer_id,
           now() - (g::bigint * 525600 / ${seed.issues}::int) * interval '1 minute' as created_at
    from generate_series(1, ${seed.issues}::int) as g
    join bench_sellers s on s.n = case
      when g % 5 = 0 then 1 + (g / 5) % ${BUSY_SELLERS}::int
      else 1 + ${BUSY_SELLERS}::int + g % ${seed.sellers - BUSY_SELLERS}::int end
    join bench_printers p on p.n = (${PRINTER_SHARE}::int[])[1 + g % 8]`);
  await db.execute(sql`create unique index on bench_issues (n)`);

  const batch = 50_000;
  // Oldest first, so the readable number (a serial) grows with the time, as it does live.
  for (let end = seed.issues; end >= 1; end -= batch) {
    const start = Math.max(1, end - batch + 1);
    const within = sql`b.n between ${start}::int and ${end}::int`;
    await db.execute(sql`
      insert into orders (id, seller_id, status, is_draft, full_name, street, city, state, zipcode,
                          country, total, placed_at, created_at, updated_at)
      select b.order_id, b.seller_id, 'COMPLETED', false, 'Buyer ' || b.n, b.n || ' Main St',
             'Austin', 'TX', '73301', 'US', 1050, b.created_at - interval '9 days',
             b.created_at - interval '9 days', b.created_at - interval '2 days'
      from bench_issues b where ${within}`);
    await db.execute(sql`
      insert into order_items (order_id, seller_id, placed_at, product_id, product_type_id,
                               product_type_item_id, product_title, product_sku, product_type_name,
                               quantity, price, shipping_price, total_price, status, printer_id,
                               sort_order, created_at, updated_at)
      select b.order_id, b.seller_id, b.created_at - interval '9 days', b.product_id,
             ${tee!.id}::uuid, ${tee!.item_id}::uuid, 'Bench tee', ${tee!.sku}, 'Classic T-Shirt',
             1, 950, 100, 1050, case when b.n % 3 = 0 then 'IN_TRANSIT' else 'COMPLETED' end,
             b.printer_id, k, b.created_at - interval '9 days', b.created_at - interval '2 days'
      from bench_issues b cross join lateral generate_series(0, (b.n % 10 = 0)::int) as k
      where ${within}
      order by b.n desc, k`);
    await db.execute(sql`
      insert into issues (id, seller_id, order_id, created_by, status, type, origin, description,
                          action, resolution, closed_at, created_at, updated_at)
      select b.id, b.seller_id, b.order_id, b.seller_id, ${STATUS_OF},
             (array['BUG','COMPLAIN','ISSUE'])[1 + b.n % 3],
             (array['OTB','PRINTER','PRINTER','SHIPPING'])[1 + b.n % 4],
             'Misprint on order ' || b.n || ': ' || (array['colours faded','print off centre',
               'wrong size','parcel damaged','ink smudged'])[1 + b.n % 5],
             (array['REFUND','REPRINT'])[1 + b.n % 2],
             case when b.r between 18 and 54 then (array['REFUND','REPRINT'])[1 + b.n % 2] end,
             case when b.r >= 18 then b.created_at + interval '4 days' end,
             b.created_at, b.created_at + interval '1 day'
      from bench_issues b where ${within}
      order by b.n desc`);
    await db.execute(sql`
      insert into issue_items (issue_id, order_item_id, printer_id)
      select b.id, i.id, i.printer_id
      from bench_issues b join order_items i on i.order_id = b.order_id
      where ${within}`);
    await db.execute(sql`
      insert into issue_history (issue_id, actor_id, kind, params, created_at)
      select i.id, i.seller_id, 'RAISED',
             jsonb_build_object('type', i.type, 'origin', i.origin, 'action', i.action),
             i.created_at
      from bench_issues b join issues i on i.id = b.id where ${within}`);
  }
  await db.execute(sql`
    insert into issue_history (issue_id, actor_id, kind, params, created_at)
    select i.id, (select id from users where email = 'admin@demo.test'), 'STATUS_CHANGED',
           jsonb_build_object('from', 'NEW', 'to', i.status), i.created_at + interval '1 day'
    from issues i where i.status <> 'NEW'`);

  const [admin] = rowsOf<{ id: string }>(
    await db.execute(sql`select id from users where email = 'admin@demo.test'`),
  );
  const messageBatch = 200_000;
  for (let start = 0; start < seed.messages; start += messageBatch) {
    const end = Math.min(seed.messages, start + messageBatch);
    // Message g is the (g / issues)th of issue 1 + g % issues: about ten an issue, every issue
    // with both conversations once it has two messages or more.
    await db.execute(sql`
      insert into issue_messages (issue_id, conversation, type, author_id, message, created_at)
      select b.id, c.conversation, 'MESSAGE',
             case when k % 2 = 0 and c.conversation = 'conversation' then b.seller_id
                  when k % 2 = 0 then b.printer_id else ${admin!.id}::uuid end,
             'Message ' || k || ' about issue ' || b.n || ': see the photo, the print is off',
             b.created_at + k * interval '3 hours'
      from generate_series(${start}::int, ${end - 1}::int) as g
      cross join lateral (select g / ${seed.issues}::int as k) as position
      join bench_issues b on b.n = 1 + g % ${seed.issues}::int
      cross join lateral (select case when k % 5 in (1, 3) then 'printerConversation'
                                      else 'conversation' end as conversation) as c`);
  }
  // What autovacuum does to a settled table: statistics and the visibility map.
  for (const table of ['users', 'orders', 'order_items', 'issues', 'issue_items']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  await db.execute(sql`vacuum analyze issue_history`);
  await db.execute(sql`vacuum analyze issue_messages`);
  return partiesOf(database);
}

/** The measured parties of a seeded database: its busiest seller and printer, the demo admin. */
export async function partiesOf(database: Database): Promise<SeededIssues> {
  const [parties] = rowsOf<{ seller_id: string; printer_id: string; admin_id: string }>(
    await database.db.execute(sql`
      select (select seller_id from bench_sellers where n = 1) as seller_id,
             (select id from bench_printers where n = 1) as printer_id,
             (select id from users where email = 'admin@demo.test') as admin_id`),
  );
  return {
    sellerId: parties!.seller_id,
    printerId: parties!.printer_id,
    adminId: parties!.admin_id,
  };
}
