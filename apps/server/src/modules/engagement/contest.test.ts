import type { Leaderboard } from '@platfox/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type Caller } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { orderItems } from '../order-items/tables';
import type { Shopper } from '../coupons/test-fixtures';
import { shortName } from './contests';
import { contestWinners, engagementEvents } from './tables';
import {
  complete,
  engagementAdmin,
  eventBody,
  freshKey,
  fundedShopper,
  readyOrder,
} from './test-fixtures';

let ctx: TestContext;
let admin: Caller;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = as(ctx, await engagementAdmin(ctx));
});
afterAll(() => ctx.close());

async function contest(memberIds: string[], condition: string, winnerCount = 2) {
  const group = await admin.post('/api/groups', { name: 'Racers', key: freshKey(), memberIds });
  const created = await admin.post(
    '/api/events',
    eventBody({
      mode: 'CONTEST',
      contestCondition: condition,
      winnerCount,
      isAppliedToAllMember: false,
      groupIds: [group.body.data.id],
    }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.body.data.id as string;
  expect((await admin.post(`/api/events/${id}/status`, { status: 'ACTIVATED' })).status).toBe(200);
  return id;
}

/** What completing these items adds, summed by hand from their rows. */
async function valueOf(itemIds: string[]) {
  const rows = await ctx.database.db
    .select({ quantity: orderItems.quantity, totalPrice: orderItems.totalPrice })
    .from(orderItems)
    .where(inArray(orderItems.id, itemIds));
  return {
    items: rows.reduce((sum, row) => sum + row.quantity, 0),
    value: rows.reduce((sum, row) => sum + row.totalPrice, 0),
  };
}

const boardOf = async (caller: Caller, id: string): Promise<Leaderboard> => {
  const answer = await caller.get(`/api/events/${id}/leaderboard`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};

describe('a contest leaderboard', () => {
  let sellers: Shopper[];
  let totals: Map<string, { items: number; value: number }>;
  let itemsContest: string;
  let valueContest: string;

  beforeAll(async () => {
    sellers = [];
    for (let index = 0; index < 4; index += 1) sellers.push(await fundedShopper(ctx));
    const ids = sellers.map((seller) => seller.id);
    itemsContest = await contest(ids, 'TOTAL_PRODUCTS_IN_ORDER_ITEM_COMPLETE');
    valueContest = await contest(ids, 'TOTAL_ORDER_VALUE');
    // A: two whole orders; B: one whole order; C: the large item of one order (1 unit);
    // D: one whole order after B (ties B on items, ranks after B who got there first).
    const [a, b, c, d] = sellers as [Shopper, Shopper, Shopper, Shopper];
    const completed = new Map<string, string[]>();
    const run = async (seller: Shopper, pick: (ids: string[]) => string[]) => {
      const order = await readyOrder(ctx, seller);
      const chosen = pick(order.itemIds);
      await complete(ctx, chosen);
      completed.set(seller.id, [...(completed.get(seller.id) ?? []), ...chosen]);
    };
    await run(a, (ids) => ids);
    await run(a, (ids) => ids);
    await run(b, (ids) => ids);
    const large = async (ids: string[]) => {
      const rows = await ctx.database.db
        .select({ id: orderItems.id, quantity: orderItems.quantity })
        .from(orderItems)
        .where(inArray(orderItems.id, ids));
      return rows.filter((row) => row.quantity === 1).map((row) => row.id);
    };
    const cOrder = await readyOrder(ctx, c);
    const cItems = await large(cOrder.itemIds);
    await complete(ctx, cItems);
    completed.set(c.id, cItems);
    await run(d, (ids) => ids);
    totals = new Map();
    for (const [sellerId, itemIds] of completed) totals.set(sellerId, await valueOf(itemIds));
  });

  it('ranks by completed items as counted by hand, ties to who got there first', async () => {
    const board = await boardOf(admin, itemsContest);
    const [a, b, c, d] = sellers as [Shopper, Shopper, Shopper, Shopper];
    expect(totals.get(a.id)!.items).toBe(6);
    expect(board.rows.map((row) => [row.userId, row.score])).toEqual([
      [a.id, 6],
      [b.id, 3],
      [d.id, 3],
      [c.id, 1],
    ]);
    expect(board.rows.map((row) => row.place)).toEqual([1, 2, 3, 4]);
    expect(board.participants).toBe(4);
    expect(board.isFinal).toBe(false);
  });

  it('ranks by the value of completed items, in cents, as summed by hand', async () => {
    const board = await boardOf(admin, valueContest);
    const expected = sellers
      .map((seller) => ({ userId: seller.id, score: totals.get(seller.id)!.value }))
      .sort((x, y) => y.score - x.score);
    // B and D spent the same: B, who got there first, ranks first (sort is stable, B before D).
    expect(board.rows.map((row) => ({ userId: row.userId, score: row.score }))).toEqual(expected);
    expect(expected[0]!.score).toBeGreaterThan(0);
  });

  it('shows a seller their own place and the others by first name and initial', async () => {
    const c = sellers[2]!;
    const board = await boardOf(c.call, itemsContest);
    expect(board.me).toMatchObject({ place: 4, score: 1, isMe: true });
    const others = board.rows.filter((row) => !row.isMe);
    expect(others.every((row) => row.userId === '')).toBe(true);
    expect(shortName('Dana Kim Lee')).toBe('Dana L.');
    // Another seller shows as first name and the last name's initial, never whole.
    expect(others.every((row) => row.name.endsWith('.'))).toBe(true);
  });

  it('is not found for a seller outside the audience', async () => {
    const outsider = await fundedShopper(ctx);
    expect((await outsider.call.get(`/api/events/${itemsContest}/leaderboard`)).status).toBe(404);
    expect((await outsider.call.get(`/api/seller/events/${itemsContest}`)).status).toBe(404);
  });

  it('fixes the winners once the contest ends, and later completions change nothing', async () => {
    await ctx.database.db
      .update(engagementEvents)
      .set({ toDate: new Date(Date.now() - 1_000) })
      .where(eq(engagementEvents.id, itemsContest));
    const board = await boardOf(admin, itemsContest);
    const [a, b] = sellers as [Shopper, Shopper];
    expect(board.isFinal).toBe(true);
    expect(board.rows.filter((row) => row.isWinner).map((row) => row.userId)).toEqual([a.id, b.id]);
    await boardOf(admin, itemsContest);
    const winners = await ctx.database.db
      .select()
      .from(contestWinners)
      .where(eq(contestWinners.eventId, itemsContest));
    expect(winners.map((row) => [row.place, row.userId, row.score])).toEqual([
      [1, a.id, 6],
      [2, b.id, 3],
    ]);
    await complete(ctx, (await readyOrder(ctx, sellers[3]!)).itemIds);
    const after = await boardOf(admin, itemsContest);
    expect(after.rows.find((row) => row.userId === sellers[3]!.id)!.score).toBe(3);
  });
});
