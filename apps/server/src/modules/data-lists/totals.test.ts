import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../test/harness';
import { users } from '../accounts/tables';
import { userListModel } from './models/user';
import { orders } from '../orders/tables';
import { orderItems } from '../order-items/tables';
import { countRows, readsOnly, type CountPolicy } from './totals';
import { buildPage } from './built-pages';
import { sortKeysOf } from './paging';
import { listRegistry } from './models';
import { transactionListModel } from './models/transaction';
import { DataListService } from './service';
import type { Actor } from '../../platform/actor';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  for (let index = 0; index < 12; index += 1) {
    await createUser(ctx, {
      firstName: 'Counted',
      lastName: `No ${index}`,
      type: 'SELLER',
    } as never);
  }
  await ctx.database.db.execute(sql`analyze users`);
});
afterAll(() => ctx.close());

/**
 * Narrow policies, so that a dozen users reach what a million items do: `BIG` trusts the
 * planner past 8 expected rows, `WIDE` only past 1,000 (so the count runs up to its cap).
 */
const BIG: CountPolicy = { cap: 5, smallCap: 2, estimateOnlyAbove: 8 };
const WIDE: CountPolicy = { cap: 50, smallCap: 2, estimateOnlyAbove: 1_000 };

describe('list totals', () => {
  const counted = eq(users.firstName, 'Counted');

  it('counts a small list exactly', async () => {
    expect(await countRows(ctx.database.db, userListModel, counted)).toEqual({
      total: 12,
      isTotalEstimated: false,
    });
  });

  it('counts exactly up to the cap when the planner expects few rows', async () => {
    expect(await countRows(ctx.database.db, userListModel, counted, WIDE)).toEqual({
      total: 12,
      isTotalEstimated: false,
    });
  });

  it("answers the planner's estimate when it expects far more than the cap", async () => {
    const answer = await countRows(ctx.database.db, userListModel, undefined, BIG);
    expect(answer.isTotalEstimated).toBe(true);
    expect(answer.total).toBeGreaterThan(BIG.estimateOnlyAbove);
  });

  it("reports the planner's estimate, never below what was counted, past the cap", async () => {
    const policy = { ...WIDE, cap: 5 };
    const answer = await countRows(ctx.database.db, userListModel, counted, policy);
    expect(answer.isTotalEstimated).toBe(true);
    expect(answer.total).toBeGreaterThanOrEqual(6);
  });

  it('counts a money list exactly where the planner would have been trusted', async () => {
    expect(transactionListModel.isTotalExact).toBe(true);
    const everyone = await ctx.database.db.$count(users);
    // Within the cap, past where the planner is trusted: counted for money, estimated otherwise.
    const policy: CountPolicy = { cap: 100, smallCap: 2, estimateOnlyAbove: 8 };
    expect(everyone).toBeLessThanOrEqual(policy.cap);
    const money = { ...userListModel, isTotalExact: true };
    expect(await countRows(ctx.database.db, money, undefined, policy)).toEqual({
      total: everyone,
      isTotalEstimated: false,
    });
    const other = await countRows(ctx.database.db, userListModel, undefined, policy);
    expect(other.isTotalEstimated).toBe(true);
  });

  it('a page built once counts again on each ask, and past the cap gives the estimate each time', async () => {
    const countedPage = (offset: number, policy?: CountPolicy) =>
      buildPage(ctx.database.db, userListModel, {
        where: counted,
        echo: { filters: [], filtersRef: [] },
        keys: sortKeysOf(userListModel, [], {}),
        plan: { kind: 'offset', offset },
        pageSize: 5,
        ...(policy === undefined ? {} : { policy }),
      });
    const page = countedPage(0, { ...WIDE, cap: 5 });
    expect((await page.rows()).map((row) => row.firstName)).toEqual(Array(5).fill('Counted'));
    for (const ask of [1, 2]) {
      const { rows, total } = await page.rowsAndTotal();
      expect(rows, `ask ${ask}`).toHaveLength(5);
      expect(total.isTotalEstimated, `ask ${ask}`).toBe(true);
      expect(total.total, `ask ${ask}`).toBeGreaterThanOrEqual(6);
    }
    // The small count beside the rows is the whole total of a small list.
    const exact = await countedPage(10).rowsAndTotal();
    expect(exact.rows).toHaveLength(2);
    expect(exact.total).toEqual({ total: 12, isTotalEstimated: false });
    // A page past the end has no row to carry the count: it is counted on its own.
    const past = await countedPage(20).rowsAndTotal();
    expect(past).toEqual({ rows: [], total: { total: 12, isTotalEstimated: false } });
  });

  it('answers the caller an exact total on a small list and the estimated flag on a big one', async () => {
    const [root] = await ctx.database.db.select().from(users).where(eq(users.type, 'ROOT'));
    const actor: Actor = {
      id: root!.id,
      type: 'ROOT',
      status: 'ONLINE',
      isVerified: true,
      permissions: [],
      sessionId: null,
    };
    const lists = new DataListService(
      ctx.database.db,
      listRegistry,
      ctx.app.live,
      () => new Date(),
      BIG,
    );
    const call = { featureToken: undefined, isFeatureTokenValid: async () => false };
    const query = (filters: { field: string; operation: 'ct'; value: string }[]) =>
      lists.list(
        actor,
        {
          model: 'user',
          filters,
          filterType: 'AND',
          filtersRef: [],
          filterTypeRef: 'AND',
          sorting: [],
          pagination: { page: 1, pageSize: 5 },
          timezone: 'UTC',
        },
        call,
      );
    const small = await query([{ field: 'lastName', operation: 'ct', value: 'No 1' }]);
    // "No 1", "No 10", "No 11": three rows, past the small count, within the cap.
    expect({ total: small.total, isTotalEstimated: small.isTotalEstimated }).toEqual({
      total: 3,
      isTotalEstimated: false,
    });
    const big = await query([]);
    expect(big.isTotalEstimated).toBe(true);
    expect(big.total).toBeGreaterThan(BIG.estimateOnlyAbove);
    expect(big.items).toHaveLength(5);
  });

  it('knows when a filter reads only the counted table, so the joins can be left out', () => {
    const own = and(isNotNull(orderItems.placedAt), inArray(orderItems.status, ['PROCESSING']));
    expect(readsOnly(undefined, [orderItems])).toBe(true);
    expect(readsOnly(own, [orderItems])).toBe(true);
    expect(readsOnly(and(own, eq(orders.country, 'US')), [orderItems])).toBe(false);
    expect(
      readsOnly(sql`${orderItems.id} in (select ${orders.id} from ${orders})`, [orderItems]),
    ).toBe(false);
    // A table the model names as read in subqueries of its own (never joined by its source).
    expect(
      readsOnly(sql`${orderItems.id} in (select ${orders.id} from ${orders})`, [
        orderItems,
        orders,
      ]),
    ).toBe(true);
  });
});
