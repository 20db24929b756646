import { and, count, eq, gte, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, demoPrinter } from '../../test/fixtures';
import { slipCodeOf } from '../order-items/test-fixtures';
import { createTestApp, createUser, signInWith, type TestContext } from '../../test/harness';
import { users } from '../accounts/tables';
import { approvedOrder } from '../orders/test-fixtures';
import { orders } from '../orders/tables';
import { orderItemActionLogs, orderItems, orderItemUnits } from '../order-items/tables';
import { externalStores } from '../stores/tables';
import { staffOf } from './test-fixtures';

/* The printer's lists of issue 6: pick all variants, statistic and find, seller choices. */

let ctx: TestContext;
let printer: Awaited<ReturnType<typeof demoPrinter>>;
let other: { id: string; call: ReturnType<typeof as>; staffId: string };

beforeAll(async () => {
  ctx = await createTestApp();
  printer = await demoPrinter(ctx);
  const account = await createUser(ctx, { type: 'PRINTER' });
  other = {
    id: account.id,
    call: as(ctx, await signInWith(ctx.app, account.email, account.password)),
    staffId: await staffOf(ctx, account.id, true),
  };
});
afterAll(() => ctx.close());

/** Hands an item to the other printer, as routing would have done had it the permission. */
const giveToOther = (itemId: string) =>
  ctx.database.db.update(orderItems).set({ printerId: other.id }).where(eq(orderItems.id, itemId));

const unitStatuses = async (itemId: string) =>
  (
    await ctx.database.db
      .select({ status: orderItemUnits.status })
      .from(orderItemUnits)
      .where(eq(orderItemUnits.orderItemId, itemId))
      .orderBy(orderItemUnits.qtyIndex)
  ).map((row) => row.status);

/** The printer's approved units of a variant, read straight from the tables. */
async function toPickUnitsOf(printerId: string, variant: string) {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(orderItemUnits)
    .innerJoin(orderItems, eq(orderItems.id, orderItemUnits.orderItemId))
    .where(
      and(
        eq(orderItems.printerId, printerId),
        eq(orderItems.productTypeItemId, variant),
        eq(orderItemUnits.status, 'APPROVED'),
      ),
    );
  return Number(row!.n);
}

const variantOf = async (itemId: string) =>
  (
    await ctx.database.db
      .select({ variant: orderItems.productTypeItemId })
      .from(orderItems)
      .where(eq(orderItems.id, itemId))
  )[0]!.variant;

describe('pick all variants', () => {
  it("picks every to-pick unit of the chosen variants, the printer's own only", async () => {
    const first = await approvedOrder(ctx, [2, 1]);
    const second = await approvedOrder(ctx, [3]);
    const foreign = await approvedOrder(ctx, [2]);
    await giveToOther(foreign.itemIds[0]!);
    // One unit of the second order's item is picked already: it is not picked twice.
    await printer.call('PUT', `/api/order-items/indexes/${second.itemIds[0]}`, {
      action: 'pick',
      qtyIndexes: [1],
      staffId: printer.staffId,
    });
    const chosen = first.itemIds[0]!;
    const variant = await variantOf(chosen);
    const expected = await toPickUnitsOf(printer.id, variant);

    const counted = await printer.call('POST', '/api/printer/order-items/pick-all-variants/count', {
      ids: [chosen],
    });
    expect(counted.status).toBe(200);
    expect(counted.body.data.units).toBe(expected);

    const picked = await printer.call('PUT', '/api/printer/order-items/pick-all-variants', {
      ids: [chosen],
      staffId: printer.staffId,
    });
    expect(picked.status).toBe(200);
    expect(picked.body.data.units).toBe(expected);
    expect(await unitStatuses(chosen)).toEqual(['PICKED', 'PICKED']);
    expect(await unitStatuses(second.itemIds[0]!)).toEqual(['PICKED', 'PICKED', 'PICKED']);
    // Another variant of the same order, and the other printer's item, stay where they were.
    expect(await unitStatuses(first.itemIds[1]!)).toEqual(['APPROVED']);
    expect(await unitStatuses(foreign.itemIds[0]!)).toEqual(['APPROVED', 'APPROVED']);
    expect(await toPickUnitsOf(printer.id, variant)).toBe(0);

    // One actions log row per unit picked here, each with the staff member.
    const logs = await ctx.database.db
      .select()
      .from(orderItemActionLogs)
      .where(
        and(
          inArray(orderItemActionLogs.orderItemId, [chosen, second.itemIds[0]!]),
          eq(orderItemActionLogs.action, 'pick'),
        ),
      );
    expect(logs).toHaveLength(5);
    expect(logs.every((log) => log.staffId === printer.staffId)).toBe(true);

    // Nothing left to pick: refused, nothing written.
    const again = await printer.call('PUT', '/api/printer/order-items/pick-all-variants', {
      ids: [chosen],
      staffId: printer.staffId,
    });
    expect(again.status).toBe(409);
  });

  it("refuses another printer's item as not found, and a staff member not checked in", async () => {
    const { itemIds } = await approvedOrder(ctx, [1]);
    const count = await other.call('POST', '/api/printer/order-items/pick-all-variants/count', {
      ids: itemIds,
    });
    expect(count.status).toBe(404);
    const pick = await other.call('PUT', '/api/printer/order-items/pick-all-variants', {
      ids: itemIds,
      staffId: other.staffId,
    });
    expect(pick.status).toBe(404);
    const away = await staffOf(ctx, printer.id, false);
    const refused = await printer.call('PUT', '/api/printer/order-items/pick-all-variants', {
      ids: itemIds,
      staffId: away,
    });
    expect(refused.status).toBe(403);
    expect(await unitStatuses(itemIds[0]!)).toEqual(['APPROVED']);
    const bad = await printer.call('PUT', '/api/printer/order-items/pick-all-variants', {
      ids: [],
      staffId: printer.staffId,
    });
    expect(bad.status).toBe(400);
  });
});

describe('statistic and find', () => {
  it("counts the printer's items by status in the range; never another printer's", async () => {
    const { itemIds } = await approvedOrder(ctx, [1, 1]);
    await giveToOther(itemIds[1]!);
    const mine = await printer.call('GET', '/api/printer/statistic?range=today&timezoneOffset=0');
    expect(mine.status).toBe(200);
    const start = new Date(mine.body.data.startDate);
    const [stored] = await ctx.database.db
      .select({ n: count() })
      .from(orderItems)
      .where(and(eq(orderItems.printerId, printer.id), gte(orderItems.createdAt, start)));
    expect(mine.body.data.total).toBe(Number(stored!.n));
    const theirs = await other.call('GET', '/api/printer/statistic?range=w');
    const [given] = await ctx.database.db
      .select({ n: count() })
      .from(orderItems)
      .where(eq(orderItems.printerId, other.id));
    expect(theirs.body.data.total).toBe(Number(given!.n));
    expect(theirs.body.data.byStatus).toEqual([{ status: 'APPROVED', count: Number(given!.n) }]);

    const yesterday = await other.call('GET', '/api/printer/statistic?range=yesterday');
    expect(yesterday.body.data.total).toBe(0);
    const custom = await printer.call(
      'GET',
      '/api/printer/statistic?range=cr&startDate=2026-01-02',
    );
    expect(custom.status).toBe(400);
  });

  it('finds by order id, short order id, slip code and tracking code: only its own items', async () => {
    const { orderId, itemIds } = await approvedOrder(ctx, [2]);
    const itemId = itemIds[0]!;
    const code = await slipCodeOf(ctx, itemId);
    await ctx.database.db
      .update(orderItems)
      .set({ trackingCode: `TRK${code}` })
      .where(eq(orderItems.id, itemId));
    const find = (call: typeof printer.call, q: string) =>
      call('GET', `/api/printer/find?q=${encodeURIComponent(q)}`);

    for (const q of [
      orderId,
      `#${orderId.slice(0, 8).toUpperCase()}-1`,
      `${code}_2`,
      `TRK${code}`,
    ]) {
      const found = await find(printer.call, q);
      expect(found.status).toBe(200);
      expect(found.body.data.map((row: { id: string }) => row.id)).toEqual([itemId]);
    }
    for (const q of [orderId, code, `TRK${code}`]) {
      expect((await find(other.call, q)).body.data).toEqual([]);
    }
    expect((await find(printer.call, '  ')).status).toBe(400);
  });
});

describe('the to-pick list', () => {
  it('offers the sellers of its own items by name, nobody else', async () => {
    const mine = await approvedOrder(ctx, [1]);
    const foreign = await approvedOrder(ctx, [1]);
    await giveToOther(foreign.itemIds[0]!);
    const options = await printer.call('POST', '/api/data-lists/filter-options', {
      model: 'printer-item-to-pick',
      field: 'sellerId',
      advancedFilters: [],
      filtersRef: [],
      pagination: { page: 1, pageSize: 'all' },
    });
    expect(options.status).toBe(200);
    const [seller] = await ctx.database.db.select().from(users).where(eq(users.id, mine.seller.id));
    const keys = options.body.items.map((option: { key: string }) => option.key);
    expect(keys).toContain(mine.seller.id);
    expect(keys).not.toContain(foreign.seller.id);
    const label = options.body.items.find(
      (option: { key: string }) => option.key === mine.seller.id,
    ).label;
    expect(label).toContain(seller!.email);
    expect(label).toContain(seller!.firstName);
  });

  it('the TikTok orders tab holds the orders of TikTok stores, and only them', async () => {
    const plain = await approvedOrder(ctx, [1]);
    const fromShopify = await approvedOrder(ctx, [1]);
    const fromTikTok = await approvedOrder(ctx, [1]);
    // The orders' origins, as a store import sets them.
    for (const [order, type] of [
      [fromShopify, 'SHOPIFY'],
      [fromTikTok, 'TIKTOK'],
    ] as const) {
      const [store] = await ctx.database.db
        .insert(externalStores)
        .values({
          sellerId: order.seller.id,
          type,
          name: `${type} shop`,
          domain: `${type.toLowerCase()}-${order.orderId}`,
        })
        .returning();
      await ctx.database.db
        .update(orders)
        .set({ externalStoreId: store!.id })
        .where(eq(orders.id, order.orderId));
    }
    const list = await printer.call('POST', '/api/data-lists', {
      model: 'printer-item-to-pick',
      filtersRef: [{ field: 'isTikTokOrder', operation: 'eq', value: true }],
      pagination: { page: 1, pageSize: 'all' },
    });
    expect(list.status).toBe(200);
    const ids = list.body.items.map((row: { id: string }) => row.id);
    expect(ids).toContain(fromTikTok.itemIds[0]);
    expect(ids).not.toContain(fromShopify.itemIds[0]);
    expect(ids).not.toContain(plain.itemIds[0]);
  });
});

describe('coming date per quantity index', () => {
  it('sets the date of the named units only; by default of every awaiting-stock unit', async () => {
    const { itemIds } = await approvedOrder(ctx, [3]);
    const itemId = itemIds[0]!;
    const staffId = printer.staffId;
    await printer.call('PUT', `/api/order-items/indexes/${itemId}`, {
      action: 'awaitStock',
      qtyIndexes: [1, 2],
      staffId,
    });
    const url = `/api/printer/order-items/${itemId}/coming-stock-date`;
    const one = await printer.call('PUT', url, {
      awaitingStockComingAt: '2030-05-06T00:00:00.000Z',
      qtyIndexes: [2],
      staffId,
    });
    expect(one.status).toBe(200);
    const dates = (body: { data: { units: { awaitingStockComingAt: string | null }[] } }) =>
      body.data.units.map((unit) => unit.awaitingStockComingAt);
    expect(dates(one.body)).toEqual([null, '2030-05-06T00:00:00.000Z', null]);
    const all = await printer.call('PUT', url, {
      awaitingStockComingAt: '2030-07-08T00:00:00.000Z',
      staffId,
    });
    // Unit 3 is not awaiting stock: it gets no date.
    expect(dates(all.body)).toEqual(['2030-07-08T00:00:00.000Z', '2030-07-08T00:00:00.000Z', null]);
    const notWaiting = await printer.call('PUT', url, {
      awaitingStockComingAt: null,
      qtyIndexes: [3],
      staffId,
    });
    expect(notWaiting.status).toBe(409);
    expect(
      (await other.call('PUT', url, { awaitingStockComingAt: null, staffId: other.staffId }))
        .status,
    ).toBe(404);
  });
});
