import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { demoAdmin, demoSeller, demoPrinter, as } from '../test/fixtures';
import { createTestApp, type TestContext } from '../test/harness';
import { users } from '../modules/accounts/tables';
import { seedDemoBusiness } from '.';
import { DEMO_BLOCKED } from './blocked';
import { DEMO_PASSWORD } from '../seed';
import { DEMO_RETURN_ADDRESS } from './seller-settings';
import { DEMO_MOCKUP_AREA } from './mockups';

/*
 * The demo business a fresh start seeds (issue 31 item 14), as its users find it: the seller's
 * orders in every step, the demo store with a mapped and an unmapped variant, an open and a
 * resolved issue, deposits and refunds on the ledger, units on the printer's floor.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  const printer = await demoPrinter(ctx);
  await seedDemoBusiness(ctx.app, { staffId: printer.staffId }, ctx.database.db);
}, 120_000);
afterAll(() => ctx.close());

const ALL = {
  filters: [],
  filterType: 'AND',
  pagination: { page: 1, pageSize: 'all' },
  filtersRef: [],
  filterTypeRef: 'AND',
};

describe('the demo business on a fresh start', () => {
  it('the seller has orders at every step, by hand and from the demo store', async () => {
    const seller = as(ctx, await demoSeller(ctx));
    const orders = await seller.list('order', ALL);
    expect(orders.status, JSON.stringify(orders.body)).toBe(200);
    const statuses = new Set(orders.body.items.map((row: { status: string }) => row.status));
    for (const status of [
      'PENDING',
      'APPROVED',
      'PICKED',
      'PROCESSING',
      'READY_TO_DELIVERY',
      'IN_TRANSIT',
      'COMPLETED',
      'CANCELED',
    ]) {
      expect(statuses, status).toContain(status);
    }
    const buyers = orders.body.items.map((row: { fullName: string }) => row.fullName);
    // Imported from the spreadsheet (two orders) and drafted from the demo store's mapped variant.
    expect(buyers).toEqual(expect.arrayContaining(['Leo Martins', 'Priya Raman']));
    const fromStore = orders.body.items.filter(
      (row: { storeName: string | null }) => row.storeName,
    );
    expect(fromStore.map((row: { refId: string }) => row.refId).sort()).toEqual(['#1001', '#1002']);
  });

  it('a shipped item is in transit with its tracking code, and its units with it', async () => {
    const admin = as(ctx, await demoAdmin(ctx));
    const items = await admin.list('order-item', ALL);
    const inTransit = items.body.items.filter(
      (row: { status: string }) => row.status === 'IN_TRANSIT',
    );
    expect(inTransit).toHaveLength(1);
    expect(inTransit[0].trackingCode).toMatch(/^94001118992231\d{8}$/);
    const { call: printer } = await demoPrinter(ctx);
    const item = await printer.get(`/api/printer/order-items/${inTransit[0].id}`);
    expect(item.status).toBe(200);
    const units = item.body.data.units.map((unit: { status: string }) => unit.status);
    expect(units).toEqual(['IN_TRANSIT', 'IN_TRANSIT']);
  });

  it('the demo store is connected, with a mapped and an unmapped variant and an order waiting', async () => {
    const seller = as(ctx, await demoSeller(ctx));
    const stores = await seller.list('external-store', ALL);
    expect(stores.body.items).toHaveLength(1);
    expect(stores.body.items[0].status).toBe('CONNECTED');
    const variants = await seller.list('external-store-variant', ALL);
    const statuses = variants.body.items.map((row: { syncStatus: string }) => row.syncStatus);
    expect(statuses.sort()).toEqual(['NOT_SYNC', 'SYNC']);
    const storeOrders = await seller.list('external-store-order', ALL);
    const byStatus = storeOrders.body.items.map((row: { status: string }) => row.status).sort();
    // The two orders of the mapped variant became drafts; the unmapped one waits for the seller.
    expect(byStatus).toEqual(['IMPORTED', 'IMPORTED', 'UN_SYNCED']);
  });

  it('engagement: the seller earned the first milestone badge; admins find each list filled', async () => {
    const seller = as(ctx, await demoSeller(ctx));
    const me = await seller.get('/api/accounts/me');
    expect(me.body.badges.map((badge: { name: string }) => badge.name)).toEqual(['First delivery']);
    expect(me.body.user.group.map((group: { key: string }) => group.key)).toEqual([
      'TOP_MERCHANTS',
    ]);
    const held = await seller.get('/api/seller/badges');
    expect(held.body.data[0].coupons).toEqual([{ code: 'THANKS_5', isUsed: false }]);
    const events = await seller.get('/api/seller/events');
    expect(events.body.data.map((event: { name: string }) => event.name).sort()).toEqual([
      'Holiday cut-off',
      'Spring push',
      'Top merchants sprint',
    ]);
    // The NOTIFY event reaches the group's seller as a notice in its layout.
    const notices = await seller.get('/api/events/notifies');
    expect(notices.body.data).toContainEqual(
      expect.objectContaining({
        subject: 'Holiday cut-off: order by 18 December',
        layout: 'SIDEBAR',
      }),
    );
    const admin = as(ctx, await demoAdmin(ctx));
    for (const [model, count] of [
      ['group', 2],
      ['badge', 2],
      ['event', 2],
      ['contest', 1],
    ] as const) {
      const list = await admin.list(model, ALL);
      expect(list.body.items, model).toHaveLength(count);
    }
  });

  it('advanced filter rules: two rules, one a coupon uses', async () => {
    const admin = as(ctx, await demoAdmin(ctx));
    const rules = await admin.list('advanced-filter', ALL);
    expect(rules.status, JSON.stringify(rules.body)).toBe(200);
    const byName = Object.fromEntries(
      rules.body.items.map((row: { name: string; couponCount: number }) => [
        row.name,
        row.couponCount,
      ]),
    );
    expect(byName).toEqual({ 'North America, $50 or more': 1, 'Loyal merchants': 0 });
  });

  it('app types: refund, resend and return reasons, each with its options', async () => {
    const admin = as(ctx, await demoAdmin(ctx));
    const types = await admin('GET', '/api/apps/types');
    expect(types.status, JSON.stringify(types.body)).toBe(200);
    const byKey = Object.fromEntries(
      types.body.data.map((type: { key: string; options: unknown[] }) => [
        type.key,
        type.options.length,
      ]),
    );
    expect(byKey).toEqual({ REFUND_REASON: 3, RESEND_REASON: 4, RETURN_REASON: 4 });
  });

  it('an admin finds an open and a resolved issue', async () => {
    const admin = as(ctx, await demoAdmin(ctx));
    const issues = await admin.list('issue', ALL);
    expect(issues.status, JSON.stringify(issues.body)).toBe(200);
    const statuses = issues.body.items.map((row: { status: string }) => row.status).sort();
    expect(statuses).toEqual(['NEW', 'RESOLVED']);
  });

  it("the seller's ledger has deposits and refunds, and the balance is what they add to", async () => {
    const seller = as(ctx, await demoSeller(ctx));
    const rows = await seller.list('transaction', ALL);
    expect(rows.status, JSON.stringify(rows.body)).toBe(200);
    const types = rows.body.items.map((row: { type: string }) => row.type);
    expect(types).toContain('DEPOSIT');
    expect(types).toContain('REFUND');
    const [me] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'seller@demo.test'));
    const approved = rows.body.items
      .filter((row: { status: string }) => row.status === 'APPROVED')
      .reduce((sum: number, row: { amount: number }) => sum + row.amount, 0);
    expect(me!.currentBalance).toBe(approved);
  });

  it("the printer's warehouse holds stock in areas; its log has receipts, an issue, a count and picks", async () => {
    const printer = (await demoPrinter(ctx)).call;
    const warehouses = (await printer('GET', '/api/printer/warehouses')).body.data;
    expect(warehouses.map((one: { name: string }) => one.name)).toEqual([
      'Austin main',
      'Round Rock overflow',
    ]);
    const areas = (await printer('GET', '/api/printer/storage-areas')).body.data;
    expect(areas.map((one: { name: string }) => one.name)).toEqual(['A-01', 'A-02', 'B-01']);
    const logs = await printer.list('stock-log', ALL);
    const reasons = new Set(logs.body.items.map((row: { reason: string }) => row.reason));
    expect([...reasons].sort()).toEqual(['ISSUE', 'PICK', 'RECEIVE', 'SET']);
    const records = await printer.list('inventory', ALL);
    const statuses = records.body.items.map((row: { status: string }) => row.status).sort();
    expect(statuses).toEqual(['APPROVED', 'APPROVED', 'IN_TRANSIT']);
  });

  it('the printer has an open cart of the orders left to pick, its walk by storage area', async () => {
    const printer = (await demoPrinter(ctx)).call;
    const open = (await printer('GET', '/api/printer/carts')).body.data;
    expect(open).toHaveLength(1);
    const cart = (await printer('GET', `/api/printer/carts/${open[0].id}`)).body.data;
    expect(cart.binList.length).toBeGreaterThan(0);
    expect(cart.walk.length).toBeGreaterThan(0);
    expect(
      cart.walk.every(
        (step: { state: string; storageAreaName: string | null }) =>
          step.state === 'PLANNED' && step.storageAreaName !== null,
      ),
    ).toBe(true);
  });

  it('items wait on stock with the coming date of the receipt in transit', async () => {
    const admin = as(ctx, await demoAdmin(ctx));
    const waiting = await admin.list('admin-item-awaiting-stock', ALL);
    expect(waiting.status, JSON.stringify(waiting.body)).toBe(200);
    expect(waiting.body.items.length).toBeGreaterThanOrEqual(2);
    const inAWeek = Date.now() + 6 * 24 * 60 * 60 * 1000;
    for (const row of waiting.body.items as { comingAt: string | null }[]) {
      expect(row.comingAt).not.toBeNull();
      expect(new Date(row.comingAt!).getTime()).toBeGreaterThan(inAWeek);
    }
    const printer = (await demoPrinter(ctx)).call;
    expect((await printer.list('printer-item-awaiting-stock', ALL)).body.items.length).toBe(
      waiting.body.items.length,
    );
  });

  it('two salesmen brought a seller each by their link; the dashboard counts the business', async () => {
    const admin = as(ctx, await demoAdmin(ctx));
    const kpi = await admin.get('/api/statistics/sale-kpi?range=m');
    expect(kpi.status, JSON.stringify(kpi.body)).toBe(200);
    const rows = kpi.body.data.rows.map(
      (row: { saleMan: string; totalDeposit: number; totalUsers: number }) => [
        row.saleMan,
        row.totalDeposit,
        row.totalUsers,
      ],
    );
    expect(rows).toEqual([
      ['Nadia Haddad', 20_000, 1],
      ['Tom Becker', 0, 1],
    ]);
    const dashboard = await admin.get('/api/statistics/dashboard');
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.data.today.orders).toBeGreaterThan(0);
    expect(dashboard.body.data.today.deposits).toBeGreaterThanOrEqual(20_000);
  });

  it('the admin blocked a registered seller, who cannot sign in', async () => {
    const admin = as(ctx, await demoAdmin(ctx));
    const blocked = await admin('POST', '/api/data-lists', {
      model: 'user',
      filters: [],
      filterType: 'AND',
      pagination: { page: 1, pageSize: 20 },
      filtersRef: [{ field: 'status', operation: 'ct', value: 'BLOCKED' }],
      filterTypeRef: 'AND',
    });
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(200);
    expect(blocked.body.items.map((row: { email: string }) => row.email)).toEqual([
      DEMO_BLOCKED.email,
    ]);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      payload: { email: DEMO_BLOCKED.email, password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode).toBe(403);
  });

  it('mail: the settings have a sender and export addresses; the sent mails list has rows', async () => {
    const admin = as(ctx, await demoAdmin(ctx));
    const config = await admin.get('/api/apps/config-send-mails');
    expect(config.body.data.sender).toBe('hello@platfox.demo');
    expect(config.body.data.smtp.host).toBe('');
    // Each mail is recorded when its delivery ends, in the background.
    const isListed = async () => {
      const sent = await admin.list('sent-mail', ALL);
      return sent.body.items.some(
        (row: { to: string; kind: string }) =>
          row.to === 'seller@demo.test' && row.kind === 'ADMIN_MESSAGE',
      );
    };
    let listed = await isListed();
    for (let attempt = 0; !listed && attempt < 50; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      listed = await isListed();
    }
    expect(listed).toBe(true);
    const notice = await admin.get('/api/apps/setting-account/notification');
    expect(notice.body.data.NOTIFICATION_FOR_NEW_ACTIVATED_ACCOUNT.isEnabled).toBe(true);
  });

  it("gallery: the seller's library holds tagged designs that fit the print size; the site lists its colours and materials", async () => {
    const seller = as(ctx, await demoSeller(ctx));
    const gallery = await seller.get('/api/seller/gallery');
    expect(gallery.status, JSON.stringify(gallery.body)).toBe(200);
    const items = gallery.body.data.items as {
      name: string;
      status: string;
      tags: string[];
      width: number;
      dpi: number;
    }[];
    expect(items.map((item) => [item.name, item.status])).toEqual([
      ['Old shop logo', 'ARCHIVED'],
      ['Ocean waves', 'ACTIVE'],
      ['Coffee club badge', 'ACTIVE'],
      ['Sunset mountains', 'ACTIVE'],
    ]);
    expect(items.every((item) => item.width === 3000 && item.dpi === 150)).toBe(true);
    const tags = await seller.get('/api/seller/tags');
    expect(tags.body.data).toContainEqual({ tag: 'logo', items: 2 });
    const materials = await seller.get('/api/site-materials');
    const named = materials.body.data.map((m: { type: string; name: string }) => m.type);
    expect(named.filter((type: string) => type === 'COLOR')).toHaveLength(4);
    expect(named.filter((type: string) => type === 'MATERIAL')).toHaveLength(2);
    expect(materials.body.data.every((m: { imageUrl: string | null }) => m.imageUrl !== null)).toBe(
      true,
    );
  });

  it('the seller is suggested SPRING_10 and reminded of an order with an invalid address', async () => {
    const seller = as(ctx, await demoSeller(ctx));
    const coupons = await seller('GET', '/api/seller/coupons');
    expect(coupons.body.data.map((coupon: { code: string }) => coupon.code)).toContain('SPRING_10');
    const invalid = await seller('POST', '/api/data-lists', {
      model: 'invalid-address-order',
      ...ALL,
    });
    expect(invalid.body.items.map((row: { fullName: string }) => row.fullName)).toContain(
      'Noah Becker',
    );
    const [row] = invalid.body.items.filter(
      (one: { fullName: string }) => one.fullName === 'Noah Becker',
    );
    const check = await seller('GET', `/api/orders/${row.id}/address-check`);
    expect(check.body.data.remindedAt).not.toBeNull();
  });

  it("the seller's general settings preselect fast shipping and hold a return and a forwarding address", async () => {
    const seller = as(ctx, await demoSeller(ctx));
    const config = await seller('GET', '/api/seller/config');
    expect(config.status).toBe(200);
    const [main, forward] = config.body.data;
    expect(main.value).toEqual({
      defaultShippingMethod: 'FAST',
      returnAddress: DEMO_RETURN_ADDRESS,
    });
    expect(forward.value.forwardingAddress.city).toBe('Oakland');
  });

  it("mockups: the demo tee has a mockup background, and the seller's product on it gets its generated mockup", async () => {
    const seller = as(ctx, await demoSeller(ctx));
    const products = await seller.list('seller-product', ALL);
    const made = products.body.items.find(
      (row: { title: string }) => row.title === 'Sunset mountains tee',
    ) as { id: string; productTypeId: string };
    expect(made).toBeDefined();
    const admin = as(ctx, await demoAdmin(ctx));
    const background = await admin(
      'GET',
      `/api/product-types/${made.productTypeId}/mockup-background`,
    );
    expect(background.status, JSON.stringify(background.body)).toBe(200);
    expect(background.body.data).toMatchObject({ ...DEMO_MOCKUP_AREA, imageWidth: 1000 });
    // The mockup is composited by a job after the product is saved.
    await vi.waitFor(
      async () => {
        const read = await seller('GET', `/api/seller/product/${made.id}`);
        expect(read.body.data.generatedMockup).toMatchObject({ kind: 'MOCKUP' });
      },
      { timeout: 60_000, interval: 250 },
    );
  }, 90_000);
});
