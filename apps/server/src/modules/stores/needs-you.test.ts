import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, fund, newAdmin, newSeller, type UserFixture } from '../../test/fixtures';
import type { Session } from '@platfox/domain';
import type { TestContext } from '../../test/harness';
import { notifications } from '../notifications/tables';
import { orders } from '../orders/tables';
import { demoCatalog, productOf } from '../orders/test-fixtures';
import { externalStores, storeOrders, storeVariants } from './tables';
import {
  BUYER,
  connectWoo,
  createStoresApp,
  deliver,
  waitFor,
  webhookSecretOf,
  wireOrder,
} from './test-fixtures';

/*
 * Issue 31 items 7 and 8: a store order that cannot be drafted is told and counted until the
 * seller acts; a draft made from a store order is announced; a store set to AUTO places its
 * mapped orders itself. Only the store's seller reaches any of it.
 */

let ctx: TestContext;
let seller: UserFixture;
let other: UserFixture;
let store: { id: string; domain: string };
let storeName: string;
let secret: string;
let product: { id: string };
let itemId: string;
beforeAll(async () => {
  ({ ctx } = await createStoresApp());
  seller = await newSeller(ctx);
  other = await newSeller(ctx);
  store = await connectWoo(ctx, seller);
  secret = await webhookSecretOf(ctx, store.id);
  const [row] = await ctx.database.db
    .select({ name: externalStores.name })
    .from(externalStores)
    .where(eq(externalStores.id, store.id));
  storeName = row!.name;
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
const noticesOf = (userId: string) =>
  ctx.database.db.select().from(notifications).where(eq(notifications.userId, userId));
const noticeTitled = async (userId: string, title: string) =>
  (await noticesOf(userId)).find((notice) => notice.title === title);
const needsYou = (user: UserFixture) =>
  as(ctx, user.session).get('/api/seller/external-stores/needs-you');
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
const arrive = async (order: ReturnType<typeof wireOrder>) => {
  const answer = await deliver(ctx, store.domain, secret, { topic: 'order.created', order });
  expect(answer.statusCode).toBe(200);
  const row = await waitFor(
    () => storeOrderOf(order.externalOrderId),
    (kept) => kept !== undefined,
  );
  return row!;
};

describe('orders that need the seller', () => {
  it('tells and counts an unmapped store order, lists it across stores, and clears both once mapped', async () => {
    const waiting = await arrive(wireOrder('2001', [{ variant: 'v-blue' }]));
    expect(waiting.status).toBe('UN_SYNCED');
    const told = await waitFor(
      () => noticeTitled(seller.id, `Store order #2001 from ${storeName} needs you`),
      (notice) => notice !== undefined,
    );
    expect(told).toMatchObject({
      type: 'ORDER',
      details: { model: 'store-order', ids: [waiting.id] },
    });
    expect(told!.description).toMatch(/not mapped/);
    expect((await needsYou(seller)).body.data).toMatchObject({ storeOrders: 1, refusedOrders: 0 });

    const listed = await as(ctx, seller.session).list('external-store-order', {
      filters: [{ field: 'status', operation: 'in', value: ['UN_SYNCED', 'ERROR'] }],
    });
    expect(listed.status).toBe(200);
    expect(listed.body.items).toEqual([
      expect.objectContaining({ id: waiting.id, name: '#2001', storeName }),
    ]);
    const byStore = await as(ctx, seller.session).list('external-store-order', {
      filters: [{ field: 'storeName', operation: 'ct', value: storeName.slice(0, 6) }],
    });
    expect(byStore.body.items.map((row: { id: string }) => row.id)).toContain(waiting.id);

    const mapped = await as(ctx, seller.session).put(
      `/api/seller/external-stores/${store.id}/variants/${await variantId('v-blue')}/mapping`,
      { productId: product.id, productTypeItemId: itemId },
    );
    expect(mapped.status).toBe(200);
    const drafted = await storeOrderOf('2001');
    expect(drafted!.status).toBe('IMPORTED');
    expect((await needsYou(seller)).body.data).toMatchObject({ storeOrders: 0, storeDrafts: 1 });
    expect(
      await noticeTitled(seller.id, `Store order #2001 from ${storeName} is a draft to place`),
    ).toMatchObject({ details: { model: 'draft-order', ids: [drafted!.orderId] } });
  });

  it('tells the reason when a mapped order is refused for its address, once', async () => {
    const order = {
      ...wireOrder('2002', [{ variant: 'v-blue' }]),
      address: { ...BUYER, street: '' },
    };
    const refused = await arrive(order);
    expect(refused.status).toBe('ERROR');
    const title = `Store order #2002 from ${storeName} needs you`;
    const told = await waitFor(
      () => noticeTitled(seller.id, title),
      (notice) => notice !== undefined,
    );
    expect(told!.description).toBe(refused.lastError);
    expect(told!.description).toMatch(/Shipping address street/);
    expect((await needsYou(seller)).body.data).toMatchObject({ storeOrders: 1, refusedOrders: 1 });
    // The same refusal again (a newer version, still refused) is not told twice.
    await deliver(ctx, store.domain, secret, {
      topic: 'order.updated',
      order: { ...order, updatedAt: '2026-11-21T10:00:00.000Z' },
    });
    await waitFor(
      () => storeOrderOf('2002'),
      (row) => row!.externalUpdatedAt.toISOString() === '2026-11-21T10:00:00.000Z',
    );
    const same = (await noticesOf(seller.id)).filter((notice) => notice.title === title);
    expect(same).toHaveLength(1);
  });

  it("counts only the caller's own store orders and refuses an admin", async () => {
    expect((await needsYou(other)).body.data).toEqual({
      storeOrders: 0,
      refusedOrders: 0,
      storeDrafts: 0,
    });
    const admin = await newAdmin(ctx, ['ORDER_ACCESS']);
    expect((await as(ctx, admin).get('/api/seller/external-stores/needs-you')).status).toBe(403);
  });
});

describe("the store's choice: confirm by hand or place automatically", () => {
  const placeMode = (user: UserFixture | Session, storeId: string, body: object) =>
    as(ctx, 'session' in user ? user.session : user).put(
      `/api/seller/external-stores/${storeId}/place-mode`,
      body,
    );

  it('starts MANUAL for WooCommerce, refuses a bad choice, another seller and an admin', async () => {
    const view = await as(ctx, seller.session).get(`/api/seller/external-stores/${store.id}`);
    expect(view.body.data).toMatchObject({ placeMode: 'MANUAL', isAutoPlacing: false });
    const bad = await placeMode(seller, store.id, { placeMode: 'SOMETIMES' });
    expect(bad.status).toBe(400);
    expect((await placeMode(other, store.id, { placeMode: 'AUTO' })).status).toBe(404);
    const admin = await newAdmin(ctx, ['ORDER_ACCESS', 'ORDER_DETAIL_UPDATE']);
    expect((await placeMode(admin, store.id, { placeMode: 'AUTO' })).status).toBe(403);
    const still = await as(ctx, seller.session).get(`/api/seller/external-stores/${store.id}`);
    expect(still.body.data.placeMode).toBe('MANUAL');
  });

  it('places a mapped order at once when AUTO and funded, and says it was placed', async () => {
    const set = await placeMode(seller, store.id, { placeMode: 'AUTO' });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ placeMode: 'AUTO', isAutoPlacing: true });
    await fund(ctx, seller.id, 50_000);
    const arrived = await arrive(wireOrder('2003', [{ variant: 'v-blue' }]));
    const placed = await waitFor(
      async () => {
        const row = await storeOrderOf('2003');
        if (!row?.orderId) return undefined;
        const [order] = await ctx.database.db
          .select()
          .from(orders)
          .where(eq(orders.id, row.orderId));
        return order;
      },
      (order) => order !== undefined && !order.isDraft,
    );
    expect(placed).toMatchObject({ isDraft: false, status: 'PENDING', refId: '#2003' });
    expect(arrived.storeId).toBe(store.id);
    expect(
      await waitFor(
        () => noticeTitled(seller.id, `Store order #2003 from ${storeName} was placed`),
        (notice) => notice !== undefined,
      ),
    ).toMatchObject({ details: { model: 'order', ids: [placed!.id] } });
    await placeMode(seller, store.id, { placeMode: 'MANUAL' });
  });
});
