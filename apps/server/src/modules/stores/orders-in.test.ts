import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, newSeller, type UserFixture } from '../../test/fixtures';
import type { TestContext } from '../../test/harness';
import { importQueues } from '../imports/tables';
import { orders } from '../orders/tables';
import { demoCatalog, productOf } from '../orders/test-fixtures';
import { ingestOrders } from './ingest';
import { externalStores, storeOrders, storeVariants, storeWebhookInbox } from './tables';
import type { StorePlatform } from './platforms/types';
import type { MemoryPlatform } from './test-platform';
import {
  connectWoo,
  createStoresApp,
  deliver,
  waitFor,
  webhookSecretOf,
  wireOrder,
} from './test-fixtures';

/*
 * Orders in: forged webhooks refused, one order per store order whatever arrives how often,
 * UN_SYNCED until mapped then a draft by itself, NO_ITEM when every line is ignored.
 */

let ctx: TestContext;
let woo: MemoryPlatform;
let seller: UserFixture;
let store: { id: string; domain: string };
let secret: string;
let product: { id: string };
let itemId: string;
beforeAll(async () => {
  ({ ctx, woo } = await createStoresApp());
  seller = await newSeller(ctx);
  store = await connectWoo(ctx, seller);
  secret = await webhookSecretOf(ctx, store.id);
  const catalog = await demoCatalog(ctx);
  product = await productOf(ctx, seller.id, catalog.productTypeId);
  itemId = catalog.items[0]!.id;
});
afterAll(() => ctx.close());

const storeOrderOf = async (externalOrderId: string) => {
  const [row] = await ctx.database.db
    .select()
    .from(storeOrders)
    .where(
      and(eq(storeOrders.storeId, store.id), eq(storeOrders.externalOrderId, externalOrderId)),
    );
  return row;
};
const ordersOf = (refId: string) =>
  ctx.database.db
    .select()
    .from(orders)
    .where(and(eq(orders.externalStoreId, store.id), eq(orders.refId, refId)));
const variantId = async (externalVariantId: string) => {
  const [row] = await ctx.database.db
    .select()
    .from(storeVariants)
    .where(
      and(
        eq(storeVariants.storeId, store.id),
        eq(storeVariants.externalVariantId, externalVariantId),
      ),
    );
  return row!.id;
};
const base = () => `/api/seller/external-stores/${store.id}`;

describe('webhooks in', () => {
  it('refuses a forged or unsigned webhook with 401 and writes nothing', async () => {
    const before = await ctx.database.db.select().from(storeWebhookInbox);
    const body = { topic: 'order.created', order: wireOrder('forged-1', [{ variant: 'v-x' }]) };
    const forged = await deliver(ctx, store.domain, 'not-the-secret', body);
    expect(forged.statusCode).toBe(401);
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/webhooks/stores/woocommerce',
      headers: { 'content-type': 'application/json', 'x-test-shop-domain': store.domain },
      payload: JSON.stringify(body),
    });
    expect(unsigned.statusCode).toBe(401);
    // Signed with the right secret, but not over these bytes.
    const tampered = await ctx.app.inject({
      method: 'POST',
      url: '/webhooks/stores/woocommerce',
      headers: {
        'content-type': 'application/json',
        'x-test-shop-domain': store.domain,
        'x-test-signature': (await deliverSignature(body)).replace(/^./, 'A'),
      },
      payload: JSON.stringify(body),
    });
    expect(tampered.statusCode).toBe(401);
    expect(await ctx.database.db.select().from(storeWebhookInbox)).toEqual(before);
    expect(await storeOrderOf('forged-1')).toBeUndefined();
  });

  it('keeps an order UN_SYNCED until its variant is mapped, then makes the draft by itself', async () => {
    const accepted = await deliver(ctx, store.domain, secret, {
      topic: 'order.created',
      order: wireOrder('1001', [{ variant: 'v-red', quantity: 2 }]),
    });
    expect(accepted.statusCode).toBe(200);
    const waiting = await waitFor(
      () => storeOrderOf('1001'),
      (row) => row !== undefined,
    );
    expect(waiting).toMatchObject({ status: 'UN_SYNCED', orderId: null });
    const [queued] = await ctx.database.db
      .select()
      .from(storeWebhookInbox)
      .where(eq(storeWebhookInbox.storeId, store.id));
    expect(queued).toMatchObject({ storeId: store.id, status: 'FINISHED' });
    const storeView = await as(ctx, seller.session).get(base());
    expect(storeView.body.data).toMatchObject({ unmappedVariants: 1, waitingOrders: 1 });

    const mapped = await as(ctx, seller.session).put(
      `${base()}/variants/${await variantId('v-red')}/mapping`,
      { productId: product.id, productTypeItemId: itemId },
    );
    expect(mapped.status).toBe(200);
    expect(mapped.body.data).toMatchObject({ syncStatus: 'SYNC', releasedOrders: 1 });
    const imported = await storeOrderOf('1001');
    expect(imported!.status).toBe('IMPORTED');
    const [draft] = await ordersOf('#1001');
    expect(draft).toMatchObject({
      id: imported!.orderId,
      sellerId: seller.id,
      status: 'NOT_READY',
      isDraft: true,
      fullName: 'Sam Buyer',
      country: 'US',
    });
    expect(draft!.total).toBeGreaterThan(0);
    const listed = await as(ctx, seller.session).list('order', {
      filters: [{ field: 'id', operation: 'in', value: [draft!.id] }],
    });
    expect(listed.status).toBe(200);
    const [row] = await ctx.database.db
      .select({ name: externalStores.name })
      .from(externalStores)
      .where(eq(externalStores.id, store.id));
    expect(listed.body.items).toEqual([
      expect.objectContaining({ id: draft!.id, storeName: row!.name, refId: '#1001' }),
    ]);
  });

  it('makes one order of the same webhook delivered 5 times at once', async () => {
    const body = { topic: 'order.created', order: wireOrder('1002', [{ variant: 'v-red' }]) };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => deliver(ctx, store.domain, secret, body)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    await waitFor(
      () =>
        ctx.database.db
          .select()
          .from(storeWebhookInbox)
          .where(eq(storeWebhookInbox.storeId, store.id)),
      (rows) => rows.filter((row) => row.status !== 'FINISHED').length === 0,
    );
    expect(await ordersOf('#1002')).toHaveLength(1);
  });

  it('makes one order of the same store order ingested in 5 concurrent transactions', async () => {
    const [row] = await ctx.database.db
      .select()
      .from(externalStores)
      .where(eq(externalStores.id, store.id));
    const order = wireOrder('1003', [{ variant: 'v-red' }]);
    const parsed = {
      ...order,
      createdAt: new Date(order.createdAt),
      updatedAt: new Date(order.updatedAt),
    };
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        ctx.database.db.transaction((tx) => ingestOrders(tx, ctx.app.live, row!, [parsed])),
      ),
    );
    expect(results.reduce((sum, result) => sum + result.imported, 0)).toBe(1);
    expect(results.reduce((sum, result) => sum + result.duplicates, 0)).toBe(4);
    expect(await ordersOf('#1003')).toHaveLength(1);
  });

  it('ingests a batch of queued webhooks together: a duplicate counted once, a gone store failed alone', async () => {
    const queued = (storeId: string, order: ReturnType<typeof wireOrder>) => ({
      storeId,
      status: 'PROCESSING' as const,
      payload: { order },
    });
    const order = wireOrder('1010', [{ variant: 'v-red' }]);
    const rows = await ctx.database.db
      .insert(storeWebhookInbox)
      .values([
        queued(store.id, order),
        queued(store.id, order),
        queued(store.id, wireOrder('1011', [{ variant: 'v-red' }])),
        queued(randomUUID(), wireOrder('1012', [{ variant: 'v-red' }])),
      ])
      .returning({ id: storeWebhookInbox.id });
    const ids = rows.map((row) => row.id);
    await ctx.app.stores.ingest.ingestInbox(ids);
    // A retried batch finds its rows finished and makes nothing again.
    await ctx.app.stores.ingest.ingestInbox(ids);
    const ended = await ctx.database.db
      .select()
      .from(storeWebhookInbox)
      .where(inArray(storeWebhookInbox.id, ids));
    const endOf = (id: string) => {
      const row = ended.find((found) => found.id === id)!;
      return [row.status, row.keptOrders, row.madeDrafts, row.error];
    };
    expect(ids.map(endOf)).toEqual([
      ['FINISHED', 1, 1, null],
      ['FINISHED', 0, 0, null],
      ['FINISHED', 1, 1, null],
      ['FAIL', 0, 0, 'The store is disconnected'],
    ]);
    expect(await ordersOf('#1010')).toHaveLength(1);
    expect(await ordersOf('#1011')).toHaveLength(1);
  });

  it('keeps why a run threw on its inbox row, counts each attempt, and ends it on a later run', async () => {
    const [row] = await ctx.database.db
      .insert(storeWebhookInbox)
      .values({ storeId: store.id, status: 'PROCESSING', payload: { externalOrderId: '1020' } })
      .returning({ id: storeWebhookInbox.id });
    const shop: StorePlatform = woo;
    shop.getOrder = () => Promise.reject(new Error('503 Service Unavailable'));
    await expect(ctx.app.stores.ingest.ingestInbox([row!.id])).rejects.toThrow('503');
    delete shop.getOrder;
    const inboxRow = async () =>
      (
        await ctx.database.db
          .select()
          .from(storeWebhookInbox)
          .where(eq(storeWebhookInbox.id, row!.id))
      )[0]!;
    expect(await inboxRow()).toMatchObject({
      status: 'PROCESSING',
      attempts: 1,
      error: '503 Service Unavailable',
      processedAt: null,
    });
    // pg-boss's retry: the shop (no order reader now) has no such order.
    await ctx.app.stores.ingest.ingestInbox([row!.id]);
    expect(await inboxRow()).toMatchObject({
      status: 'FAIL',
      attempts: 2,
      error: 'The shop has no such order',
    });
  });
  it('updates an unplaced draft from a later version, and cancels it when the shop cancels', async () => {
    const first = wireOrder('1004', [{ variant: 'v-red', quantity: 1 }]);
    await deliver(ctx, store.domain, secret, { topic: 'order.created', order: first });
    await waitFor(
      () => storeOrderOf('1004'),
      (row) => row?.status === 'IMPORTED',
    );
    const later = wireOrder(
      '1004',
      [{ variant: 'v-red', quantity: 3 }],
      '2026-11-20T11:00:00.000Z',
    );
    await deliver(ctx, store.domain, secret, { topic: 'order.updated', order: later });
    const [draftBefore] = await ordersOf('#1004');
    await waitFor(
      () => ordersOf('#1004'),
      (rows) => rows[0]!.total > draftBefore!.total,
    );
    // An older version arriving late changes nothing.
    await deliver(ctx, store.domain, secret, { topic: 'order.updated', order: first });
    const cancelled = { ...later, isCancelled: true, updatedAt: '2026-11-20T12:00:00.000Z' };
    await deliver(ctx, store.domain, secret, { topic: 'order.updated', order: cancelled });
    await waitFor(
      () => storeOrderOf('1004'),
      (row) => row?.status === 'CANCELLED',
    );
    const rows = await ordersOf('#1004');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('CANCELED');
  });

  it('marks an order NO_ITEM when every line is ignored', async () => {
    await deliver(ctx, store.domain, secret, {
      topic: 'order.created',
      order: wireOrder('1005', [{ variant: 'v-mug' }, { variant: 'v-cap' }]),
    });
    await waitFor(
      () => storeOrderOf('1005'),
      (row) => row?.status === 'UN_SYNCED',
    );
    const call = as(ctx, seller.session);
    const one = await call.post(`${base()}/variants/${await variantId('v-mug')}/ignore`);
    expect(one.body.data.syncStatus).toBe('IGNORE');
    expect((await storeOrderOf('1005'))!.status).toBe('UN_SYNCED');
    await call.post(`${base()}/variants/${await variantId('v-cap')}/ignore`);
    expect((await storeOrderOf('1005'))!.status).toBe('NO_ITEM');
    expect(await ordersOf('#1005')).toEqual([]);
    const mapIgnored = await call.put(`${base()}/variants/${await variantId('v-cap')}/mapping`, {
      productId: product.id,
      productTypeItemId: itemId,
    });
    expect(mapIgnored.status).toBe(400);
  });

  it("refuses a mapping to another seller's product with the field message", async () => {
    const stranger = await newSeller(ctx);
    const theirs = await productOf(ctx, stranger.id, (await demoCatalog(ctx)).productTypeId);
    const answer = await as(ctx, seller.session).put(
      `${base()}/variants/${await variantId('v-red')}/mapping`,
      { productId: theirs.id, productTypeItemId: itemId },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors.productId).toBe('The product was not found');
  });

  it('refuses an order without an address with a sync error on the store', async () => {
    const order = { ...wireOrder('1006', [{ variant: 'v-red' }]), address: null };
    await deliver(ctx, store.domain, secret, { topic: 'order.created', order });
    const row = await waitFor(
      () => storeOrderOf('1006'),
      (found) => found?.status === 'ERROR',
    );
    expect(row!.lastError).toBe('The store order has no shipping address');
    const view = await as(ctx, seller.session).get(base());
    expect(view.body.data.lastSyncError).toBe('#1006: The store order has no shipping address');
    expect(await ordersOf('#1006')).toEqual([]);
  });

  it('pulls pages of orders, and a pulled order already received is not made twice', async () => {
    woo.pageSize = 2;
    // Updated after the first pull (at connection), so this pull asks for them.
    const now = new Date(Date.now() + 1000).toISOString();
    woo.orders = ['1002', '2001', '2002', '2003'].map((id) => {
      const order = wireOrder(id, [{ variant: 'v-red' }], now);
      return {
        ...order,
        createdAt: new Date(order.createdAt),
        updatedAt: new Date(order.updatedAt),
      };
    });
    const pagesBefore = await pulledPages();
    await ctx.app.stores.ingest.pull(store.id);
    // One import queue row (one transaction) per page of two.
    expect((await pulledPages()) - pagesBefore).toBe(2);
    for (const id of ['1002', '2001', '2002', '2003'])
      expect(await ordersOf(`#${id}`)).toHaveLength(1);
    const view = await as(ctx, seller.session).get(base());
    expect(view.body.data.lastSyncAt).not.toBeNull();
  });

  it('disconnects the store when the shop uninstalls the app (last: the store is gone after it)', async () => {
    const answer = await deliver(ctx, store.domain, secret, { topic: 'app/uninstalled' });
    expect(answer.statusCode).toBe(200);
    const view = await as(ctx, seller.session).get(base());
    expect(view.body.data.status).toBe('DISCONNECTED');
    // Its secret is gone with its credentials: later webhooks are refused.
    const late = await deliver(ctx, store.domain, secret, {
      topic: 'order.created',
      order: wireOrder('9999', [{ variant: 'v-red' }]),
    });
    expect(late.statusCode).toBe(401);
  });
});

async function pulledPages() {
  const rows = await ctx.database.db
    .select({ data: importQueues.data })
    .from(importQueues)
    .where(eq(importQueues.type, 'WOOCOMMERCE_ORDER'));
  return rows.filter((row) => row.data && 'pulled' in row.data).length;
}

async function deliverSignature(body: object) {
  const { sign } = await import('./test-platform');
  return sign(secret, JSON.stringify(body));
}
