import { TRANSACTION_STATUSES, TRANSACTION_TYPES, isoDay } from '@platfox/domain';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedDepositsBySeller } from './ledger-months';
import { as, newAdmin, newSeller } from '../../test/fixtures';
import { rowsOf } from '../../platform/db';
import { createTestApp, type TestContext } from '../../test/harness';
import { approvedOrder } from '../orders/test-fixtures';

/*
 * The rollups equal the raw rows (issue 34): after a random history of inserts, updates and
 * deletes on the ledger, the orders and their items, every rollup row equals the same sum counted
 * from the raw tables, and the statistics endpoints answer those sums. Seeded, so a failure
 * repeats: the seed is in the test's name.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A small seeded generator (mulberry32): the same seed, the same history. */
function randomOf(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!,
  };
}

/** A query's rows, run once (PGlite and node-postgres both answer `{ rows }`). */
async function rows(query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  const result: unknown = await ctx.database.db.execute(query);
  return rowsOf<Record<string, unknown>>(result);
}

const DAY_MS = 86_400_000;
const SEED = 3406;

async function randomLedger(seed: number, userIds: string[], steps: number) {
  const random = randomOf(seed);
  const made: string[] = [];
  for (let step = 0; step < steps; step += 1) {
    const at = new Date(Date.now() - random.int(400) * DAY_MS - random.int(DAY_MS));
    const roll = random.int(10);
    if (roll < 6 || made.length === 0) {
      const [row] =
        await rows(sql`insert into transactions (user_id, type, status, amount, fee, created_at)
        values (${random.pick(userIds)}, ${random.pick(TRANSACTION_TYPES)}, ${random.pick(TRANSACTION_STATUSES)},
          ${random.int(200_000) - 100_000}, ${random.int(500)}, ${at}) returning id`);
      made.push(String(row!.id));
    } else if (roll < 9) {
      await ctx.database.db
        .execute(sql`update transactions set status = ${random.pick(TRANSACTION_STATUSES)},
        amount = amount + ${random.int(1000) - 500}, created_at = ${random.int(2) ? at : sql`created_at`}
        where id = ${random.pick(made)}`);
    } else {
      const id = made.splice(random.int(made.length), 1)[0]!;
      await ctx.database.db.execute(sql`delete from transactions where id = ${id}`);
    }
  }
}

async function randomItems(seed: number, itemIds: string[], orderIds: string[], steps: number) {
  const random = randomOf(seed);
  const statuses = ['APPROVED', 'PROCESSING', 'CANCELED', 'REFUNDED', 'COMPLETED', 'IN_TRANSIT'];
  const live = [...itemIds];
  for (let step = 0; step < steps; step += 1) {
    const id = random.pick(live);
    const roll = random.int(12);
    const at = new Date(Date.now() - random.int(400) * DAY_MS);
    if (roll < 5) {
      await ctx.database.db.execute(sql`update order_items set status = ${random.pick(statuses)},
        quantity = ${1 + random.int(5)}, total_price = ${random.int(9_000)} where id = ${id}`);
    } else if (roll < 7) {
      await ctx.database.db
        .execute(sql`update order_items set placed_at = ${random.int(4) ? at : null},
        reprint_of_item_id = ${random.int(2) ? id : null} where id = ${id}`);
    } else if (roll < 9) {
      const [copy] =
        await rows(sql`insert into order_items (order_id, seller_id, placed_at, product_id,
          product_type_id, product_type_item_id, product_title, product_sku, product_type_name, quantity,
          price, shipping_price, total_price, status)
        select order_id, seller_id, ${at}, product_id, product_type_id, product_type_item_id, product_title,
          product_sku, product_type_name, ${1 + random.int(3)}, price, shipping_price, ${random.int(5_000)},
          ${random.pick(statuses)} from order_items where id = ${id} returning id`);
      live.push(String(copy!.id));
    } else if (roll < 10 && live.length > 2) {
      live.splice(live.indexOf(id), 1);
      await ctx.database.db.execute(sql`delete from order_items where id = ${id}`);
    } else {
      await ctx.database.db.execute(sql`update orders set placed_at = ${random.int(5) ? at : null}
        where id = ${random.pick(orderIds)}`);
    }
  }
}

const sorted = (list: Record<string, unknown>[]) => list.map((row) => JSON.stringify(row)).sort();

/** A rollup's rows equal the raw rows' sums, in any order. */
async function expectSameRows(rollup: SQL, raw: SQL) {
  expect(sorted(await rows(rollup))).toEqual(sorted(await rows(raw)));
}

/** Every rollup row equals the same sum counted from the raw tables (zero rows left out). */
async function expectRollupsOfRawRows() {
  await expectSameRows(
    sql`select user_id, day::text, type, status, amount::bigint::text, fee::bigint::text, count
      from stat_ledger_days where count <> 0 or amount <> 0 or fee <> 0`,
    sql`select user_id, ((created_at at time zone 'UTC')::date)::text as day, type, status,
      sum(amount)::bigint::text as amount, sum(fee)::bigint::text as fee, count(*)::int as count
      from transactions group by 1, 2, 3, 4`,
  );
  await expectSameRows(
    sql`select day::text, type, status, sum(amount)::bigint::text as amount, sum(count)::int as count
      from stat_ledger_totals group by 1, 2, 3 having sum(count) <> 0 or sum(amount) <> 0`,
    sql`select ((created_at at time zone 'UTC')::date)::text as day, type, status,
      sum(amount)::bigint::text as amount, count(*)::int as count from transactions group by 1, 2, 3`,
  );
  const month = sql`date_trunc('month', (created_at at time zone 'UTC')::date)::date::text`;
  await expectSameRows(
    sql`select user_id, month::text, type, status, amount::bigint::text, fee::bigint::text, count
      from stat_ledger_months where count <> 0 or amount <> 0 or fee <> 0`,
    sql`select user_id, ${month} as month, type, status, sum(amount)::bigint::text as amount,
      sum(fee)::bigint::text as fee, count(*)::int as count from transactions group by 1, 2, 3, 4`,
  );
  await expectSameRows(
    sql`select month::text, type, status, sum(amount)::bigint::text as amount, sum(count)::int as count
      from stat_ledger_month_totals group by 1, 2, 3 having sum(count) <> 0 or sum(amount) <> 0`,
    sql`select ${month} as month, type, status, sum(amount)::bigint::text as amount,
      count(*)::int as count from transactions group by 1, 2, 3`,
  );
  const itemShare = sql`case when status in ('CANCELED', 'REFUNDED') then 0 else total_price end`;
  await expectSameRows(
    sql`select product_id, day::text, seller_id, lines, units, revenue::bigint::text, refunds, reprints
      from stat_product_days where lines <> 0`,
    sql`select product_id, ((placed_at at time zone 'UTC')::date)::text as day, seller_id,
      count(*)::int as lines, sum(quantity)::int as units, sum(${itemShare})::bigint::text as revenue,
      sum(case when status = 'REFUNDED' then quantity else 0 end)::int as refunds,
      sum(case when reprint_of_item_id is not null then quantity else 0 end)::int as reprints
      from order_items where placed_at is not null group by product_id, 2, seller_id, product_type_id`,
  );
  await expectSameRows(
    sql`select product_id, month::text, seller_id, lines, units, revenue::bigint::text, refunds, reprints
      from stat_product_months where lines <> 0`,
    sql`select product_id, date_trunc('month', (placed_at at time zone 'UTC')::date)::date::text as month,
      seller_id, count(*)::int as lines, sum(quantity)::int as units, sum(${itemShare})::bigint::text as revenue,
      sum(case when status = 'REFUNDED' then quantity else 0 end)::int as refunds,
      sum(case when reprint_of_item_id is not null then quantity else 0 end)::int as reprints
      from order_items where placed_at is not null group by product_id, 2, seller_id, product_type_id`,
  );
  await expectSameRows(
    sql`select product_type_id, day::text, sum(units)::int as units, sum(revenue)::bigint::text as revenue
      from stat_type_days group by 1, 2 having sum(lines) <> 0`,
    sql`select product_type_id, ((placed_at at time zone 'UTC')::date)::text as day,
      sum(quantity)::int as units, sum(${itemShare})::bigint::text as revenue
      from order_items where placed_at is not null group by 1, 2`,
  );
  expect(
    sorted(
      await rows(
        sql`select seller_id, status, items, units from stat_item_statuses where items <> 0`,
      ),
    ),
  ).toEqual(
    sorted(
      await rows(sql`select seller_id, status, count(*)::int as items, sum(quantity)::int as units
      from order_items where placed_at is not null group by 1, 2`),
    ),
  );
  await expectSameRows(
    sql`select seller_id, day::text, orders from stat_order_days where orders <> 0`,
    sql`select seller_id, ((placed_at at time zone 'UTC')::date)::text as day, count(*)::int as orders
      from orders where placed_at is not null group by 1, 2`,
  );
}

describe(`the rollups against the raw rows (seed ${SEED})`, () => {
  it('match after a random history of ledger rows, orders and items', async () => {
    const sellers = [await newSeller(ctx), await newSeller(ctx), await newSeller(ctx)];
    await randomLedger(
      SEED,
      sellers.map((seller) => seller.id),
      160,
    );
    const orders = await Promise.all([approvedOrder(ctx, [2, 1, 3]), approvedOrder(ctx, [1, 4])]);
    await randomItems(
      SEED + 1,
      orders.flatMap((order) => order.itemIds),
      orders.map((order) => order.orderId),
      120,
    );

    await expectRollupsOfRawRows();
    // 280 writes one by one on the embedded database.
  }, 300_000);

  it('match after statements that change many rows at once', async () => {
    // The triggers run once per statement (0053): these statements write several rows, of one
    // rollup key and of several, and move rows between keys in both directions at once.
    const [one, two] = [await newSeller(ctx), await newSeller(ctx)];
    const db = ctx.database.db;
    const day = (days: number) => new Date(Date.now() - days * DAY_MS);
    await db.execute(sql`insert into transactions (user_id, type, status, amount, fee, created_at)
      values (${one.id}, 'DEPOSIT', 'APPROVED', 5000, 10, ${day(3)}),
             (${one.id}, 'DEPOSIT', 'APPROVED', 7000, 20, ${day(3)}),
             (${one.id}, 'WITHDRAW', 'PENDING', -2000, 0, ${day(40)}),
             (${two.id}, 'DEPOSIT', 'PENDING', 3000, 5, ${day(3)}),
             (${two.id}, 'CHARGE', 'APPROVED', -1500, 0, ${day(70)})`);
    await db.execute(sql`update transactions set amount = amount + 7, status = 'CANCELED'
      where user_id in (${one.id}, ${two.id}) and type = 'DEPOSIT'`);
    await db.execute(sql`update transactions
      set created_at = case when created_at < ${day(10)} then ${day(2)}::timestamptz else ${day(45)}::timestamptz end
      where user_id = ${one.id}`);
    await db.execute(sql`update transactions set fee = fee where user_id = ${two.id}`);
    await db.execute(sql`delete from transactions where user_id = ${two.id}`);

    const orders = [await approvedOrder(ctx, [2, 1, 3]), await approvedOrder(ctx, [1, 4])];
    const [first, second] = orders.map((order) => order.orderId);
    await db.execute(sql`update order_items set status = 'CANCELED' where order_id = ${first}`);
    await db.execute(sql`update order_items set quantity = quantity + 1,
      placed_at = placed_at - interval '35 days', reprint_of_item_id = id where order_id = ${second}`);
    await db.execute(sql`insert into order_items (order_id, seller_id, placed_at, product_id,
        product_type_id, product_type_item_id, product_title, product_sku, product_type_name,
        quantity, price, shipping_price, total_price, status)
      select order_id, seller_id, placed_at, product_id, product_type_id, product_type_item_id,
        product_title, product_sku, product_type_name, quantity, price, shipping_price,
        total_price + 100, 'REFUNDED'
      from order_items where order_id in (${first}, ${second})`);
    await db.execute(sql`update order_items set updated_at = now() where order_id = ${first}`);
    await db.execute(
      sql`delete from order_items where order_id = ${first} and status = 'REFUNDED'`,
    );
    await db.execute(sql`update orders set placed_at = placed_at - interval '1 day'
      where id in (${first}, ${second})`);
    await db.execute(sql`update orders set placed_at = null where id = ${second}`);

    await expectRollupsOfRawRows();
  }, 300_000);

  it("answers the endpoints' figures as the raw rows count them over a year", async () => {
    const admin = as(
      ctx,
      await newAdmin(ctx, ['STATISTIC_TRANSACTION_ACCESS', 'STATISTIC_PRODUCT_TYPE_ACCESS']),
    );
    const from = isoDay(Date.now() - 364 * DAY_MS);
    const to = isoDay(Date.now());
    const range = `?range=cr&startDate=${from}&endDate=${to}`;
    const answer = (await admin('GET', `/api/statistics/transactions${range}`)).body.data;
    expect(answer.range.bucket).toBe('month');
    const raw =
      await rows(sql`select type, status, sum(amount)::bigint as amount, count(*)::int as count
      from transactions where (created_at at time zone 'UTC')::date between ${from}::date and ${to}::date
      group by 1, 2`);
    expect(
      answer.totals
        .map(
          (row: Record<string, unknown>) => `${row.type} ${row.status} ${row.amount} ${row.count}`,
        )
        .sort(),
    ).toEqual(raw.map((row) => `${row.type} ${row.status} ${row.amount} ${row.count}`).sort());

    // Each seller's approved deposits (what sale KPI and the sale codes add up), months and edges.
    const deposits = approvedDepositsBySeller(ctx.database.db, answer.range);
    const byMonths = await ctx.database.db
      .select({ userId: deposits.userId, amount: deposits.amount, count: deposits.count })
      .from(deposits);
    const rawDeposits =
      await rows(sql`select user_id, sum(amount)::bigint as amount, count(*)::int as count
      from transactions where type = 'DEPOSIT' and status = 'APPROVED'
        and (created_at at time zone 'UTC')::date between ${from}::date and ${to}::date
      group by 1 having count(*) > 0`);
    expect(rawDeposits.length).toBeGreaterThan(0);
    expect(byMonths.map((row) => `${row.userId} ${row.amount} ${row.count}`).sort()).toEqual(
      rawDeposits.map((row) => `${row.user_id} ${row.amount} ${row.count}`).sort(),
    );

    const types = (await admin('GET', `/api/statistics/product-types${range}`)).body.data;
    const rawTypes = await rows(sql`select product_type_id, sum(quantity)::int as units
      from order_items where placed_at is not null
        and (placed_at at time zone 'UTC')::date between ${from}::date and ${to}::date group by 1`);
    expect(
      types.rows.map((row: Record<string, unknown>) => `${row.productTypeId} ${row.units}`).sort(),
    ).toEqual(rawTypes.map((row) => `${row.product_type_id} ${row.units}`).sort());
  });

  it('answers the product statistics as the raw rows count them, across month edges', async () => {
    const admin = as(ctx, await newAdmin(ctx, ['PRODUCT_ACCESS']));
    const now = new Date();
    const dayOf = (months: number, day: number) =>
      isoDay(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, day));
    // A year to today, and mid-month to mid-month: whole months and edge days on both sides.
    const ranges = [
      { from: isoDay(Date.now() - 364 * DAY_MS), to: isoDay(Date.now()) },
      { from: dayOf(-9, 17), to: dayOf(-2, 12) },
    ];
    const figures = sql`count(*)::int as lines, sum(quantity)::int as units,
      sum(case when status in ('CANCELED', 'REFUNDED') then 0 else total_price end)::bigint as revenue,
      sum(case when status = 'REFUNDED' then quantity else 0 end)::int as refunds,
      sum(case when reprint_of_item_id is not null then quantity else 0 end)::int as reprints`;
    const line = (row: Record<string, unknown>, key: string) =>
      `${row[key]} ${row.lines} ${row.units} ${row.revenue} ${row.refunds} ${row.reprints}`;
    for (const { from, to } of ranges) {
      const range = `?range=cr&startDate=${from}&endDate=${to}`;
      const inRange = sql`placed_at is not null
        and (placed_at at time zone 'UTC')::date between ${from}::date and ${to}::date`;
      const listed = (await admin('GET', `/api/statistics/products${range}`)).body.data;
      expect(listed.range.bucket).toBe('month');
      const raw = await rows(
        sql`select product_id, ${figures} from order_items where ${inRange} group by 1`,
      );
      expect(raw.length, `${from}..${to}`).toBeGreaterThan(0);
      expect(
        listed.rows.map((row: Record<string, unknown>) => line(row, 'productId')).sort(),
      ).toEqual(raw.map((row) => line(row, 'product_id')).sort());
      for (const { product_id: id } of raw) {
        const one = (await admin('GET', `/api/statistics/products/${id}${range}`)).body.data;
        const rawSeries = await rows(sql`select
          to_char(date_trunc('month', (placed_at at time zone 'UTC')::date), 'YYYY-MM-DD') as period,
          ${figures} from order_items where product_id = ${id} and ${inRange} group by 1 order by 1`);
        expect(one.series.map((row: Record<string, unknown>) => line(row, 'period'))).toEqual(
          rawSeries.map((row) => line(row, 'period')),
        );
      }
    }
  });
});
