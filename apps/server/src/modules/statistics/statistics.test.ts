import { randomUUID } from 'node:crypto';
import type { Session } from '@platfox/domain';
import { isoDay } from '@platfox/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, fund, newAdmin, newSeller } from '../../test/fixtures';
import { createTestApp, signIn, type TestContext } from '../../test/harness';
import { users } from '../accounts/tables';
import { approvedOrder } from '../orders/test-fixtures';
import { orderItems } from '../order-items/tables';

/*
 * The dashboards and statistics (issue 34): who may read what, what a bad range says, and each
 * figure against a history counted by hand. rollups.test.ts holds them to the raw rows.
 */

let ctx: TestContext;
let root: Session;

beforeAll(async () => {
  ctx = await createTestApp();
  root = await signIn(ctx.app, 'root@demo.test');
});
afterAll(() => ctx.close());

const today = isoDay(Date.now());
const todayRange = `?range=cr&startDate=${today}&endDate=${today}`;

const ADMIN_CALLS: [string, string][] = [
  ['/api/statistics/dashboard', 'DASHBOARD_ACCESS'],
  ['/api/statistics/transactions', 'STATISTIC_TRANSACTION_ACCESS'],
  ['/api/statistics/product-types', 'STATISTIC_PRODUCT_TYPE_ACCESS'],
  ['/api/statistics/sale-kpi', 'STATISTIC_SALE_KPI_ACCESS'],
  ['/api/statistics/user-sale-code', 'SALE_MAN_ACCESS'],
  ['/api/statistics/products', 'PRODUCT_ACCESS'],
  ['/api/sale-manage', 'SALE_MAN_ACCESS'],
];

describe('who may read the statistics', () => {
  it('refuses an admin without the permission (403) and a seller (403)', async () => {
    const unrelated = as(ctx, await newAdmin(ctx, ['COUPON_ACCESS']));
    const seller = as(ctx, (await newSeller(ctx)).session);
    for (const [url, permission] of ADMIN_CALLS) {
      expect((await unrelated('GET', url)).status, url).toBe(403);
      expect((await seller('GET', url)).status, url).toBe(403);
      const allowed = as(ctx, await newAdmin(ctx, [permission]));
      expect((await allowed('GET', url)).status, `${url} with ${permission}`).toBe(200);
    }
    const creator = as(ctx, await newAdmin(ctx, ['SALE_MAN_ACCESS']));
    const body = { name: 'No right', saleCode: `NR${randomUUID().slice(0, 6)}` };
    expect((await creator('POST', '/api/sale-manage', body)).status).toBe(403);
    // Eight admins with their roles: slow on a busy machine, not in the app.
  }, 180_000);

  it("keeps the seller's calls to sellers", async () => {
    const admin = as(ctx, root);
    for (const url of ['/api/seller/dashboard', '/api/seller/product-statistics'])
      expect((await admin('GET', url)).status, url).toBe(403);
  });

  it('answers a bad range with 400 and the field', async () => {
    const admin = as(ctx, await newAdmin(ctx, ['STATISTIC_TRANSACTION_ACCESS']));
    const cases: [string, string][] = [
      ['range=week', 'range'],
      ['range=cr&endDate=2026-01-01', 'startDate'],
      ['range=cr&startDate=2026-02-01&endDate=2026-01-01', 'endDate'],
      ['range=cr&startDate=2020-01-01&endDate=2026-01-01', 'endDate'],
      ['range=d&startDate=31-01-2026', 'startDate'],
    ];
    for (const [query, field] of cases) {
      const answer = await admin('GET', `/api/statistics/transactions?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.errors, query).toHaveProperty(field);
    }
  });
});

describe('the figures, counted by hand', () => {
  it("shows a seller's order on their product statistics and never another seller's", async () => {
    const { seller, itemIds } = await approvedOrder(ctx, [2, 1]);
    const rows = await ctx.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, (await itemOrder(itemIds[0]!)) ?? ''));
    const productId = rows[0]!.productId;
    const revenue = rows.reduce((sum, row) => sum + row.totalPrice, 0);
    const mine = as(ctx, seller.session);

    const list = await mine('GET', `/api/seller/product-statistics${todayRange}`);
    expect(list.status).toBe(200);
    expect(list.body.data.rows).toEqual([
      expect.objectContaining({ productId, lines: 2, units: 3, revenue, refunds: 0, reprints: 0 }),
    ]);
    const one = await mine('GET', `/api/seller/product-statistics/${productId}${todayRange}`);
    expect(one.body.data.totals).toEqual({ lines: 2, units: 3, revenue, refunds: 0, reprints: 0 });
    expect(one.body.data.series).toEqual([
      { period: today, lines: 2, units: 3, revenue, refunds: 0, reprints: 0 },
    ]);

    // Another seller sees none of it: not in their list, and the product is not found.
    const other = as(ctx, (await newSeller(ctx)).session);
    expect(
      (await other('GET', `/api/seller/product-statistics${todayRange}`)).body.data.rows,
    ).toEqual([]);
    expect((await other('GET', `/api/seller/product-statistics/${productId}`)).status).toBe(404);
    // An admin with the products' permission reads it; an unknown id is not found.
    const admin = as(ctx, await newAdmin(ctx, ['PRODUCT_ACCESS']));
    const read = await admin('GET', `/api/statistics/products/${productId}${todayRange}`);
    expect(read.body.data.totals.units).toBe(3);
    expect((await admin('GET', `/api/statistics/products/${randomUUID()}`)).status).toBe(404);

    // The seller's dashboard: the charge is this month's spend, the product the best seller.
    const dashboard = (await mine('GET', '/api/seller/dashboard')).body.data;
    expect(dashboard.spendThisMonth).toBe(revenue);
    expect(dashboard.bestSellers).toEqual([
      expect.objectContaining({ productId, units: 3, revenue }),
    ]);
    expect(dashboard.ordersByStatus).toEqual([{ status: 'APPROVED', orders: 1 }]);
    expect(dashboard.lastTransactions.map((row: { type: string }) => row.type)).toEqual([
      'CHARGE',
      'BONUS',
    ]);
  });

  it('adds up a range across month edges: whole months and the days at either end', async () => {
    const { seller, itemIds } = await approvedOrder(ctx, [1, 2, 3, 4, 5]);
    const now = new Date();
    const dayOf = (months: number, day: number) =>
      isoDay(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, day));
    // From the 15th of a month to the 14th four months on: three whole months between.
    const start = dayOf(-6, 15);
    const end = dayOf(-2, 14);
    const placedOn = [dayOf(-6, 14), start, dayOf(-4, 0), end, dayOf(-2, 15)];
    for (const [index, day] of placedOn.entries())
      await ctx.database.db
        .update(orderItems)
        .set({ placedAt: new Date(`${day}T12:00:00Z`) })
        .where(eq(orderItems.id, itemIds[index]!));
    // The line placed on the last day of a whole month was refunded: units, no revenue.
    await ctx.database.db
      .update(orderItems)
      .set({ status: 'REFUNDED' })
      .where(eq(orderItems.id, itemIds[2]!));
    const items = await ctx.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, (await itemOrder(itemIds[0]!)) ?? ''));
    const priceOf = (index: number) => items.find((row) => row.id === itemIds[index])!.totalPrice;
    const productId = items[0]!.productId;
    const mine = as(ctx, seller.session);
    const range = `?range=cr&startDate=${start}&endDate=${end}`;

    const one = (await mine('GET', `/api/seller/product-statistics/${productId}${range}`)).body
      .data;
    expect(one.range.bucket).toBe('month');
    const revenue = priceOf(1) + priceOf(3);
    expect(one.totals).toEqual({ lines: 3, units: 9, revenue, refunds: 3, reprints: 0 });
    expect(one.series).toEqual([
      { period: dayOf(-6, 1), lines: 1, units: 2, revenue: priceOf(1), refunds: 0, reprints: 0 },
      { period: dayOf(-5, 1), lines: 1, units: 3, revenue: 0, refunds: 3, reprints: 0 },
      { period: dayOf(-2, 1), lines: 1, units: 4, revenue: priceOf(3), refunds: 0, reprints: 0 },
    ]);
    const list = (await mine('GET', `/api/seller/product-statistics${range}`)).body.data;
    expect(list.rows).toEqual([
      expect.objectContaining({ productId, lines: 3, units: 9, revenue, refunds: 3 }),
    ]);
    // Whole months only (the first to the last day): the day before the start is in.
    const months = `?range=cr&startDate=${dayOf(-6, 1)}&endDate=${dayOf(-4, 0)}`;
    const whole = (await mine('GET', `/api/seller/product-statistics${months}`)).body.data;
    expect(whole.rows).toEqual([
      expect.objectContaining({ productId, lines: 3, units: 6, revenue: priceOf(0) + priceOf(1) }),
    ]);
  });

  it('adds a bonus and a charge to the transaction statistics and the dashboard of the day', async () => {
    const admin = as(
      ctx,
      await newAdmin(ctx, ['STATISTIC_TRANSACTION_ACCESS', 'DASHBOARD_ACCESS']),
    );
    const before = await admin('GET', `/api/statistics/transactions${todayRange}`);
    const dashboardBefore = (await admin('GET', '/api/statistics/dashboard')).body.data;
    const seller = await newSeller(ctx);
    await fund(ctx, seller.id, 12_345);
    const after = await admin('GET', `/api/statistics/transactions${todayRange}`);
    const bonus = (answer: typeof before) =>
      answer.body.data.totals.find(
        (row: { type: string; status: string }) =>
          row.type === 'BONUS' && row.status === 'APPROVED',
      ) ?? { amount: 0, count: 0 };
    expect(bonus(after).amount - bonus(before).amount).toBe(12_345);
    expect(bonus(after).count - bonus(before).count).toBe(1);
    expect(after.body.data.range).toEqual({ from: today, to: today, bucket: 'day' });

    const { itemIds } = await approvedOrder(ctx, [1]);
    const [item] = await ctx.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.id, itemIds[0]!));
    const dashboardAfter = (await admin('GET', '/api/statistics/dashboard')).body.data;
    expect(dashboardAfter.today.revenue - dashboardBefore.today.revenue).toBe(item!.totalPrice);
    // This admin may not open the orders or the order items: those parts are not sent.
    expect(dashboardAfter.today).not.toHaveProperty('orders');
    expect(dashboardAfter.itemsByStatus).toBeNull();
    expect(dashboardAfter.revenueByDay).toHaveLength(30);
  });

  it('gives the production parts to an admin of the order items', async () => {
    const admin = as(
      ctx,
      await newAdmin(ctx, ['DASHBOARD_ACCESS', 'ORDER_ITEM_ACCESS', 'ORDER_ACCESS']),
    );
    const before = (await admin('GET', '/api/statistics/dashboard')).body.data;
    await approvedOrder(ctx, [4]);
    const after = (await admin('GET', '/api/statistics/dashboard')).body.data;
    const approved = (data: typeof before) =>
      data.itemsByStatus.find((row: { status: string }) => row.status === 'APPROVED') ?? {
        units: 0,
      };
    expect(approved(after).units - approved(before).units).toBe(4);
    expect(after.today.orders - before.today.orders).toBe(1);
    expect(after.today).not.toHaveProperty('revenue');
    expect(after.revenueByDay).toBeNull();
  });
});

async function itemOrder(itemId: string) {
  const [row] = await ctx.database.db
    .select({ orderId: orderItems.orderId })
    .from(orderItems)
    .where(eq(orderItems.id, itemId));
  return row?.orderId;
}

describe('salesmen and sale codes', () => {
  it('creates a salesman, links a seller who registers with the code, and counts them', async () => {
    const admin = as(
      ctx,
      await newAdmin(ctx, [
        'SALE_MAN_ACCESS',
        'SALE_MAN_DETAIL_CREATE',
        'STATISTIC_SALE_KPI_ACCESS',
      ]),
    );
    const saleCode = `KPI${randomUUID().slice(0, 6)}`.toUpperCase();
    const created = await admin('POST', '/api/sale-manage', {
      name: 'Sam Sales',
      saleCode: saleCode.toLowerCase(),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({ name: 'Sam Sales', saleCode, sellers: 0 });
    const again = await admin('POST', '/api/sale-manage', { name: 'Copy', saleCode });
    expect(again.status).toBe(409);
    expect(again.body.errors).toHaveProperty('saleCode');
    expect((await admin('POST', '/api/sale-manage', { name: 'Bad', saleCode: 'a b' })).status).toBe(
      400,
    );
    const generated = await admin('POST', '/api/sale-manage', { name: 'Gen Erated' });
    expect(generated.body.data.saleCode).toMatch(/^GENERATE\d{4}$/);

    const email = `brought-${randomUUID().slice(0, 8)}@example.test`;
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/register',
      payload: {
        firstName: 'Brought',
        lastName: 'Seller',
        email,
        password: 'Brought@12345',
        passwordConfirmation: 'Brought@12345',
        saleCode: saleCode.toLowerCase(),
      },
    });
    expect(registered.statusCode).toBe(200);
    // A stale code never stops a registration.
    const stale = await ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/register',
      payload: {
        firstName: 'Other',
        lastName: 'Seller',
        email: `stale-${randomUUID().slice(0, 8)}@example.test`,
        password: 'Brought@12345',
        passwordConfirmation: 'Brought@12345',
        saleCode: 'NO-SUCH-CODE',
      },
    });
    expect(stale.statusCode).toBe(200);
    const [brought] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    await fund(ctx, brought!.id, 5_000);
    // A bonus is no deposit: the KPI counts approved deposits only.
    const kpi = (await admin('GET', '/api/statistics/sale-kpi?range=today')).body.data.rows;
    expect(kpi.find((row: { saleCode: string }) => row.saleCode === saleCode)).toMatchObject({
      saleMan: 'Sam Sales',
      totalUsers: 1,
      totalNewUsers: 1,
      totalDeposit: 0,
      usersWithDeposits: 0,
    });
    const codes = (await admin('GET', '/api/statistics/user-sale-code?range=today')).body.data.rows;
    expect(codes.find((row: { email: string }) => row.email === email)).toMatchObject({
      saleCode,
      saleMan: 'Sam Sales',
      fullName: 'Brought Seller',
      totalDeposit: 0,
    });
    const list = (await admin('GET', '/api/sale-manage')).body.data;
    expect(list.find((row: { saleCode: string }) => row.saleCode === saleCode).sellers).toBe(1);
  });
});
