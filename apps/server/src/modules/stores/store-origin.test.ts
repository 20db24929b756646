import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, newSeller, type UserFixture } from '../../test/fixtures';
import type { TestContext } from '../../test/harness';
import { demoCatalog, productOf } from '../orders/test-fixtures';
import { externalStores, storeOrders, storeVariants } from './tables';
import {
  connectWoo,
  createStoresApp,
  deliver,
  waitFor,
  webhookSecretOf,
  wireOrder,
} from './test-fixtures';

/*
 * Issue 31 item 10: a draft from a store carries the shop's name and its own number ("#1001")
 * on the seller's order page and list, found by that number, with the buyer's note to read
 * before placing. Another seller finds none of it.
 */

let ctx: TestContext;
let seller: UserFixture;
let other: UserFixture;
let store: { id: string; domain: string };
let storeName: string;
let draftId: string;
beforeAll(async () => {
  ({ ctx } = await createStoresApp());
  seller = await newSeller(ctx);
  other = await newSeller(ctx);
  store = await connectWoo(ctx, seller);
  const secret = await webhookSecretOf(ctx, store.id);
  const [row] = await ctx.database.db
    .select({ name: externalStores.name })
    .from(externalStores)
    .where(eq(externalStores.id, store.id));
  storeName = row!.name;
  const catalog = await demoCatalog(ctx);
  const product = await productOf(ctx, seller.id, catalog.productTypeId);
  const order = { ...wireOrder('4001', [{ variant: 'v-note' }]), note: 'Gift wrap, please' };
  const answer = await deliver(ctx, store.domain, secret, { topic: 'order.created', order });
  expect(answer.statusCode).toBe(200);
  const variant = await waitFor(
    async () =>
      (
        await ctx.database.db
          .select()
          .from(storeVariants)
          .where(
            and(eq(storeVariants.storeId, store.id), eq(storeVariants.externalVariantId, 'v-note')),
          )
      )[0],
    (found) => found !== undefined,
  );
  const mapped = await as(ctx, seller.session).put(
    `/api/seller/external-stores/${store.id}/variants/${variant!.id}/mapping`,
    { productId: product.id, productTypeItemId: catalog.items[0]!.id },
  );
  expect(mapped.status).toBe(200);
  const [kept] = await ctx.database.db
    .select()
    .from(storeOrders)
    .where(and(eq(storeOrders.storeId, store.id), eq(storeOrders.externalOrderId, '4001')));
  draftId = kept!.orderId!;
});
afterAll(() => ctx.close());

describe("the store's own order number and name", () => {
  it("shows the shop's name, its number and the buyer's note on the draft", async () => {
    const view = await as(ctx, seller.session).get(`/api/orders/${draftId}`);
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({
      isDraft: true,
      storeName,
      refId: '#4001',
      note: 'Gift wrap, please',
    });
  });

  it("finds the order by the store's number in the seller's list, and not another seller's", async () => {
    const search = (user: UserFixture) =>
      as(ctx, user.session).list('order', {
        filters: [{ field: 'refId', operation: 'ct', value: '4001' }],
      });
    const found = await search(seller);
    expect(found.status).toBe(200);
    expect(found.body.items).toEqual([
      expect.objectContaining({ id: draftId, refId: '#4001', storeName }),
    ]);
    expect((await search(other)).body.items).toEqual([]);
    expect((await as(ctx, other.session).get(`/api/orders/${draftId}`)).status).toBe(404);
  });

  it('says nothing of a store on an order made by hand', async () => {
    const made = await as(ctx, seller.session).list('order', {
      filters: [{ field: 'storeName', operation: 'nex', value: null }],
    });
    expect(made.status).toBe(200);
    for (const row of made.body.items as { storeName: string | null }[]) {
      expect(row.storeName).toBeNull();
    }
  });
});
