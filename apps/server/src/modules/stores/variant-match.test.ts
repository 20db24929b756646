import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, newAdmin, newSeller, type UserFixture } from '../../test/fixtures';
import type { TestContext } from '../../test/harness';
import { demoCatalog, productOf } from '../orders/test-fixtures';
import { storeOrders, storeProducts, storeVariants } from './tables';
import {
  connectWoo,
  createStoresApp,
  deliver,
  waitFor,
  webhookSecretOf,
  wireOrder,
} from './test-fixtures';
import { optionKey } from './variant-match';

/*
 * Issue 31 item 9: a store product's variants mapped many at once, by equal option names
 * ("White / M") to one chosen product's items, or each by an SKU equal to the seller's product's.
 * The waiting order becomes one draft; another seller, an admin and bad input are refused.
 */

let ctx: TestContext;
let seller: UserFixture;
let other: UserFixture;
let store: { id: string; domain: string };
let storeProductId: string;
let secret: string;
let white: { id: string; sku: string };
let black: { id: string; sku: string };
const line = (variant: string, variantTitle: string, sku?: string) => ({
  externalLineId: `l-${variant}`,
  externalProductId: 'p-tee',
  externalVariantId: variant,
  title: 'Tee',
  variantTitle,
  sku,
  quantity: 1,
});
beforeAll(async () => {
  ({ ctx } = await createStoresApp());
  seller = await newSeller(ctx);
  other = await newSeller(ctx);
  store = await connectWoo(ctx, seller);
  secret = await webhookSecretOf(ctx, store.id);
  const catalog = await demoCatalog(ctx);
  white = await productOf(ctx, seller.id, catalog.productTypeId);
  black = await productOf(ctx, seller.id, catalog.productTypeId);
  const order = {
    ...wireOrder('5001', []),
    lines: [
      line('v-ws', 'White / S'),
      line('v-wm', 'm / white'),
      line('v-wxxl', 'White / XXL'),
      line('v-bl', 'Black / L', black.sku.toLowerCase()),
    ],
  };
  expect(
    (await deliver(ctx, store.domain, secret, { topic: 'order.created', order })).statusCode,
  ).toBe(200);
  const product = await waitFor(
    async () =>
      (
        await ctx.database.db
          .select()
          .from(storeProducts)
          .where(
            and(eq(storeProducts.storeId, store.id), eq(storeProducts.externalProductId, 'p-tee')),
          )
      )[0],
    (found) => found !== undefined,
  );
  storeProductId = product!.id;
});
afterAll(() => ctx.close());

const match = (user: UserFixture, body: object, productId = storeProductId) =>
  as(ctx, user.session).post(
    `/api/seller/external-stores/${store.id}/products/${productId}/match`,
    body,
  );
const variant = async (externalVariantId: string) =>
  (
    await ctx.database.db
      .select()
      .from(storeVariants)
      .where(
        and(
          eq(storeVariants.storeId, store.id),
          eq(storeVariants.externalVariantId, externalVariantId),
        ),
      )
  )[0]!;

describe('mapping variants at scale', () => {
  it('keys option names whatever their case, spacing and order', () => {
    expect(optionKey('White / M')).toBe(optionKey('m/white'));
    expect(optionKey('White /  M')).toBe(optionKey(' M / WHITE '));
    expect(optionKey('White / M')).not.toBe(optionKey('White / L'));
  });

  it('refuses another seller, an admin, a product not the seller own and bad input', async () => {
    expect((await match(other, {})).status).toBe(404);
    const admin = await newAdmin(ctx, ['ORDER_ACCESS']);
    const asAdmin = await as(ctx, admin).post(
      `/api/seller/external-stores/${store.id}/products/${storeProductId}/match`,
      {},
    );
    expect(asAdmin.status).toBe(403);
    const foreign = await productOf(ctx, other.id, (await demoCatalog(ctx)).productTypeId);
    const notOwn = await match(seller, { productId: foreign.id });
    expect(notOwn.status).toBe(400);
    expect(notOwn.body.errors).toHaveProperty('productId');
    expect((await match(seller, { productId: 'nope' })).status).toBe(400);
    expect((await match(seller, { variantIds: [] })).status).toBe(400);
    expect((await match(seller, { colour: 'White' })).status).toBe(400);
    expect((await variant('v-ws')).syncStatus).toBe('NOT_SYNC');
  });

  it('mapped the black variant on arrival by its SKU; matching by SKU again finds nothing new', async () => {
    expect(await variant('v-bl')).toMatchObject({ syncStatus: 'SYNC', productId: black.id });
    const answer = await match(seller, {});
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ matched: 0, unmatched: 3, releasedOrders: 0 });
  });

  it("maps every white size to the white product's items of the same names, in one draft", async () => {
    // XXL is not printed: ignored, the white sizes are all the order still waits on.
    const xxl = await variant('v-wxxl');
    const ignored = await as(ctx, seller.session).post(
      `/api/seller/external-stores/${store.id}/variants/${xxl.id}/ignore`,
    );
    expect(ignored.status).toBe(200);
    const answer = await match(seller, { productId: white.id });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ matched: 2, unmatched: 0, releasedOrders: 1 });
    const view = await as(ctx, seller.session).get(
      `/api/seller/external-stores/${store.id}/products/${storeProductId}`,
    );
    const byTitle = Object.fromEntries(
      (
        view.body.data.variants as {
          title: string;
          productId: string | null;
          productTypeItemName: string | null;
        }[]
      ).map((row) => [row.title, row]),
    );
    expect(byTitle['White / S']).toMatchObject({
      productId: white.id,
      productTypeItemName: 'White / S',
    });
    expect(byTitle['m / white']).toMatchObject({
      productId: white.id,
      productTypeItemName: 'White / M',
    });
    expect(byTitle['White / XXL']).toMatchObject({ productId: null });
    expect(view.body.data.storeName).toEqual(expect.any(String));
    const kept = await ctx.database.db
      .select()
      .from(storeOrders)
      .where(and(eq(storeOrders.storeId, store.id), eq(storeOrders.externalOrderId, '5001')));
    expect(kept[0]).toMatchObject({ status: 'IMPORTED', orderId: expect.any(String) });
  });

  it('maps a chosen variant again by id, mapped already or not', async () => {
    const ws = await variant('v-ws');
    const again = await match(seller, { productId: white.id, variantIds: [ws.id] });
    expect(again.body.data).toMatchObject({ matched: 1, unmatched: 0, releasedOrders: 0 });
  });

  it('refuses variant ids of another product or an ignored variant', async () => {
    const xxl = await variant('v-wxxl');
    const answer = await match(seller, { productId: white.id, variantIds: [xxl.id] });
    expect(answer.status).toBe(404);
  });

  it('maps a new variant by itself when its SKU and option names are the seller product and item', async () => {
    const auto = await productOf(ctx, seller.id, (await demoCatalog(ctx)).productTypeId);
    const order = {
      ...wireOrder('5002', []),
      lines: [
        line('v-auto', 'Black / S', ` ${auto.sku.toUpperCase()} `),
        line('v-odd', 'Black / S', 'NOT-MINE'),
      ],
    };
    expect(
      (await deliver(ctx, store.domain, secret, { topic: 'order.created', order })).statusCode,
    ).toBe(200);
    const matched = await waitFor(
      () => variant('v-auto').catch(() => undefined),
      (row) => row?.syncStatus === 'SYNC',
    );
    expect(matched).toMatchObject({ productId: auto.id });
    // An SKU of no product of the seller stays for the seller to map; the order waits on it.
    expect((await variant('v-odd')).syncStatus).toBe('NOT_SYNC');
    const [kept] = await ctx.database.db
      .select()
      .from(storeOrders)
      .where(and(eq(storeOrders.storeId, store.id), eq(storeOrders.externalOrderId, '5002')));
    expect(kept!.status).toBe('UN_SYNCED');
  });
});
