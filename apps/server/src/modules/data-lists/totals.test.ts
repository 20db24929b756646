import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../test/harness';
import { users } from '../accounts/tables';
import { userListModel } from './models/user';
import { orders } from '../orders/tables';
import { orderItems } from '../order-items/tables';
import { countRows, readsOnly } from './totals';
import { buildPage } from './built-pages';
import { sortKeysOf } from './paging';

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

describe('list totals', () => {
  const counted = eq(users.firstName, 'Counted');

  it('counts exactly while the matches stay within the cap', async () => {
    expect(await countRows(ctx.database.db, userListModel, counted, 12)).toEqual({
      total: 12,
      isTotalEstimated: false,
    });
  });

  it("reports the planner's estimate, never below what was counted, past the cap", async () => {
    const answer = await countRows(ctx.database.db, userListModel, undefined, 5);
    expect(answer.isTotalEstimated).toBe(true);
    expect(answer.total).toBeGreaterThanOrEqual(6);
  });

  it('a page built once counts again on each ask, and past the cap gives the estimate each time', async () => {
    const countedPage = (offset: number, cap?: number) =>
      buildPage(ctx.database.db, userListModel, {
        where: counted,
        echo: { filters: [], filtersRef: [] },
        keys: sortKeysOf(userListModel, [], {}),
        plan: { kind: 'offset', offset },
        pageSize: 5,
        ...(cap === undefined ? {} : { cap }),
      });
    const page = countedPage(0, 5);
    expect((await page.rows()).map((row) => row.firstName)).toEqual(Array(5).fill('Counted'));
    for (const ask of [1, 2]) {
      const total = await page.count();
      expect(total.isTotalEstimated, `ask ${ask}`).toBe(true);
      expect(total.total, `ask ${ask}`).toBeGreaterThanOrEqual(6);
    }
    const exact = countedPage(10);
    expect((await exact.rows()).length).toBe(2);
    expect(await exact.count()).toEqual({ total: 12, isTotalEstimated: false });
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
