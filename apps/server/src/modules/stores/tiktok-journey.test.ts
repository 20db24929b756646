import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, balanceOf, demoPrinter, fund, newAdmin, newSeller } from '../../test/fixtures';
import { bearer, createTestApp, type TestContext } from '../../test/harness';
import { transactions } from '../ledger/tables';
import { demoCatalog, productOf } from '../orders/test-fixtures';
import { orders } from '../orders/tables';
import { pixel, renderPage } from '../packing-slips/test-reader';
import { createTikTokPlatform } from './platforms/tiktok';
import {
  STAND_IN_TIKTOK_SHOP,
  startTikTokStandIn,
  type TikTokStandIn,
} from './platforms/tiktok/stand-in';
import { externalStores, storeOrders, storeVariants } from './tables';
import { waitFor } from './test-fixtures';

/*
 * Issue 18's TikTok journey through the real TikTok Shop client and its stand-in on loopback: an
 * admin turns auto-place on with an extra fee, a seller connects a TikTok shop from TikTok's side
 * (app_key and code on the redirect), maps its SKU, and the shop's signed ORDER_STATUS_CHANGE
 * webhook (delivered twice) makes one order, placed at once and charged its price plus the fee,
 * once. An admin approves it; it is in the printer's TikTok tab and its slip has the TikTok colour.
 */

let ctx: TestContext;
let shop: TikTokStandIn;
let appUrl: string;
/** The seller of the journey's shop, for the later reads of it. */
let firstSeller: Awaited<ReturnType<typeof newSeller>>;
const FEE = 275;

beforeAll(async () => {
  shop = await startTikTokStandIn();
  const tiktok = createTikTokPlatform({
    appKey: shop.appKey,
    appSecret: shop.appSecret,
    apiBase: shop.url,
    authBase: shop.url,
    retry: { baseDelayMs: 20 },
  });
  ctx = await createTestApp({ runsScheduledWork: true }, { storePlatforms: [tiktok] });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  appUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await ctx.close();
  await shop.close();
});

/** Purple, as spec 02 section 4.15 colours a TikTok order's slip (#7b2cbf). */
const isPurple = ([r, g, b]: [number, number, number]) => r > 90 && b > 150 && g < 80;

describe('a TikTok order with auto-place on', () => {
  it('is placed at once and charged with the extra fee, and reaches the TikTok tab with its colour', async () => {
    const settings = as(ctx, await newAdmin(ctx, ['SETTING_ACCESS', 'SETTING_DETAIL_UPDATE']));
    for (const [key, value] of [
      ['IS_AUTO_PLACE_TIKTOK_ORDER', 'true'],
      ['TIKTOK_EXTRA_FEE', String(FEE)],
    ]) {
      expect((await settings.put(`/api/apps/client-config/${key}`, { value })).status).toBe(200);
    }
    const seller = await newSeller(ctx);
    firstSeller = seller;
    const call = as(ctx, seller.session);
    await fund(ctx, seller.id, 100_000);
    const product = shop.addProduct('Classic tee', ['S', 'M']);

    // The seller authorized the app in TikTok: the redirect brings app_key and code, no state.
    const finished = await call.post('/api/seller/external-stores/oauth-callback', {
      query: { app_key: shop.appKey, code: shop.authorizationCode() },
    });
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    const store = finished.body.data as { id: string; domain: string; name: string };
    expect(store).toMatchObject({ domain: STAND_IN_TIKTOK_SHOP, name: 'Stand-in TikTok Shop' });
    expect(shop.shop().webhooks.get('ORDER_STATUS_CHANGE')).toMatch(/\/webhooks\/stores\/tiktok$/);

    // The first pull brings the shop's products: the seller maps the SKU the buyer will order.
    const [variant] = await waitFor(
      () =>
        ctx.database.db
          .select()
          .from(storeVariants)
          .where(
            and(
              eq(storeVariants.storeId, store.id),
              eq(storeVariants.externalVariantId, product.skus[0]!.id),
            ),
          ),
      (rows) => rows.length === 1,
    );
    const catalog = await demoCatalog(ctx);
    const own = await productOf(ctx, seller.id, catalog.productTypeId);
    const mapped = await call.put(
      `/api/seller/external-stores/${store.id}/variants/${variant!.id}/mapping`,
      { productId: own.id, productTypeItemId: catalog.items[0]!.id },
    );
    expect(mapped.status).toBe(200);

    // The order's webhook, signed as TikTok signs it, delivered twice.
    const before = await balanceOf(ctx, seller.id);
    const order = shop.addOrder([{ productId: product.id, sku: product.skus[0]! }]);
    const webhook = {
      type: 1,
      tts_notification_id: '7327112393057371910',
      shop_id: STAND_IN_TIKTOK_SHOP,
      timestamp: Math.floor(Date.now() / 1000),
      data: {
        order_id: order.id,
        order_status: 'AWAITING_SHIPMENT',
        update_time: order.update_time,
      },
    };
    const address = `${appUrl}/webhooks/stores/tiktok`;
    expect(await shop.sendWebhook(address, webhook)).toBe(200);
    expect(await shop.sendWebhook(address, webhook)).toBe(200);
    expect(await shop.sendWebhook(address, webhook, { isForged: true })).toBe(401);

    const [placed] = await waitFor(
      () =>
        ctx.database.db
          .select({ order: orders })
          .from(storeOrders)
          .innerJoin(orders, eq(orders.id, storeOrders.orderId))
          .where(eq(storeOrders.externalOrderId, order.id)),
      (rows) => rows.length === 1 && !rows[0]!.order.isDraft,
    );
    const orderId = placed!.order.id;
    const charged = await waitFor(
      () => ctx.database.db.select().from(transactions).where(eq(transactions.orderId, orderId)),
      (rows) => rows.length === 2,
    );
    const fee = charged.filter((row) => row.description?.startsWith('TikTok extra fee'));
    expect(fee.map((row) => row.amount)).toEqual([-FEE]);
    expect(await balanceOf(ctx, seller.id)).toBe(before - placed!.order.total - FEE);

    // Seen by the seller as placed; one order for the store order, however often it came.
    const seen = await call.get(`/api/orders/${orderId}`);
    expect(seen.body.data.isDraft).toBe(false);
    // Its page names everything charged for it: the order's total and the fee beside it.
    const total = placed!.order.total;
    expect(
      seen.body.data.charges.map((row: { amount: number; isOrderTotal: boolean }) => [
        row.amount,
        row.isOrderTotal,
      ]),
    ).toEqual([
      [-total, true],
      [-FEE, false],
    ]);
    const rows = await ctx.database.db
      .select()
      .from(storeOrders)
      .where(eq(storeOrders.externalOrderId, order.id));
    expect(rows).toHaveLength(1);

    // Approved, it is in the printer's TikTok tab, and its slip is purple.
    const admin = as(ctx, await newAdmin(ctx, ['ORDER_DETAIL_ACCESS', 'ORDER_DETAIL_UPDATE']));
    const approved = await admin.post(`/api/orders/${orderId}/approved`);
    expect(approved.status).toBe(200);
    const itemId: string = approved.body.data.items[0].id;
    const printer = await demoPrinter(ctx);
    const tab = await printer.call('POST', '/api/data-lists', {
      model: 'printer-item-to-pick',
      filtersRef: [{ field: 'isTikTokOrder', operation: 'eq', value: true }],
      pagination: { page: 1, pageSize: 'all' },
    });
    expect(tab.body.items.map((row: { id: string }) => row.id)).toContain(itemId);
    const slip = await ctx.app.inject({
      method: 'GET',
      url: `/api/printer/order-items/${itemId}/packing-slip`,
      headers: bearer(printer.session),
    });
    expect(slip.statusCode).toBe(200);
    expect(isPurple(pixel(await renderPage(slip.rawPayload, 1, 36), 300, 8))).toBe(true);

    // A pull that meets the order again charges nothing more.
    await ctx.app.stores.ingest.pull(store.id);
    expect(await balanceOf(ctx, seller.id)).toBe(before - placed!.order.total - FEE);
  });

  it("is refused to another seller: the shop's store is not theirs", async () => {
    const [row] = await ctx.database.db.select().from(storeOrders).limit(1);
    const other = as(ctx, (await newSeller(ctx)).session);
    const read = await other.get(`/api/seller/external-stores/${row!.storeId}`);
    expect(read.status).toBe(404);
    const sync = await other.post(`/api/seller/external-stores/${row!.storeId}/sync`);
    expect(sync.status).toBe(404);
    // Nor can they take the shop over with a code of their own while it is connected.
    const taken = await other.post('/api/seller/external-stores/oauth-callback', {
      query: { app_key: shop.appKey, code: shop.authorizationCode() },
    });
    expect(taken.status).toBe(409);
  });

  it("lists the shop's products a page at a time, all or the unsynced, to their seller only", async () => {
    const [store] = await ctx.database.db
      .select()
      .from(externalStores)
      .where(eq(externalStores.type, 'TIKTOK'));
    expect(store!.sellerId).toBe(firstSeller.id);
    const owner = as(ctx, firstSeller.session);
    const extra = [shop.addProduct('Hoodie', ['L']), shop.addProduct('Mug', ['11oz'])];
    await ctx.app.stores.ingest.pull(store!.id);
    const url = `/api/seller/tik-toks/${store!.id}/products`;
    const seen: { ttsProductId: string; unsyncedVariants: number }[] = [];
    let token: string | null = null;
    do {
      const query: string = token ? `?pageSize=1&pageToken=${token}` : '?pageSize=1';
      const page = await owner.get(`${url}${query}`);
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      expect(page.body.data.items.length).toBeLessThanOrEqual(1);
      seen.push(...page.body.data.items);
      token = page.body.data.nextPageToken;
    } while (token);
    // Each product once: a page never repeats or skips one.
    expect(seen.map((p) => p.ttsProductId).sort()).toEqual(
      shop
        .shop()
        .products.map((product) => product.id)
        .sort(),
    );
    // The tee's M and the two new products wait for a mapping; the tee's S is mapped.
    const unsynced = await owner.get(`${url}?isUnsynced=true&pageSize=100`);
    expect(unsynced.body.data.items.map((p: { title: string }) => p.title).sort()).toEqual([
      'Classic tee',
      'Hoodie',
      'Mug',
    ]);
    const one = await owner.get(`${url}?ttsProductId=${extra[0]!.id}`);
    expect(one.body.data.items).toEqual([
      expect.objectContaining({ title: 'Hoodie', variants: 1, unsyncedVariants: 1 }),
    ]);
    const forged = await owner.get(`${url}?pageToken=bm90LWEtdG9rZW4`);
    expect(forged.status).toBe(400);
    expect(forged.body.errors.pageToken).toBeTruthy();
    const other = as(ctx, (await newSeller(ctx)).session);
    expect((await other.get(url)).status).toBe(404);
  });
});
