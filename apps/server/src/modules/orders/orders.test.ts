import { priceOrder } from '@platfox/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, balanceOf, demoSeller, fund, newSeller } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { productPrintDesigns, products } from '../catalog/product-tables';
import { ShippingPriceService } from '../catalog/shipping-prices';
import { transactions } from '../ledger/tables';
import { orders } from './tables';
import { ADDRESS, demoCatalog, productOf } from './test-fixtures';

let ctx: TestContext;
let catalog: Awaited<ReturnType<typeof demoCatalog>>;

beforeAll(async () => {
  ctx = await createTestApp();
  catalog = await demoCatalog(ctx);
});
afterAll(() => ctx.close());

const cartFor = (productId: string, itemIds: string[], quantity = 2) => ({
  lines: itemIds.map((productTypeItemId) => ({ productId, productTypeItemId, quantity })),
  address: ADDRESS,
});

async function chargesOf(orderId: string) {
  return ctx.database.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.orderId, orderId), eq(transactions.type, 'CHARGE')));
}

describe('estimate', () => {
  it("answers the domain's priceOrder on the seeded catalogue", async () => {
    const call = as(ctx, await demoSeller(ctx));
    const product = catalog.products[0]!;
    const itemIds = catalog.items.slice(0, 3).map((item) => item.id);
    const answer = await call('POST', '/api/orders/estimate', {
      ...cartFor(product.id, itemIds, 3),
      isFastShipping: true,
    });
    expect(answer.status).toBe(200);

    const sheet = await new ShippingPriceService(ctx.database.db, ctx.app.live).priceSheet(
      itemIds,
      'US',
    );
    const [sides] = await ctx.database.db
      .select({ n: count() })
      .from(productPrintDesigns)
      .where(inArray(productPrintDesigns.productId, [product.id]));
    const expected = priceOrder({
      lines: itemIds.map((id, index) => {
        const entry = sheet.find((row) => row.productTypeItemId === id)!;
        return {
          key: String(index),
          quantity: 3,
          unitPrice: entry.price,
          extraPrintPrice: entry.extraPrintPrice,
          printedSides: Number(sides!.n),
          shipping: entry.shipping,
        };
      }),
      isFastShipping: true,
      isLocalPickup: false,
    });
    expect(answer.body.data).toEqual(expected);
    expect(expected.total).toBeGreaterThan(expected.items);
  });

  it('refuses a non-shipping state, another seller’s product and more than 50 lines', async () => {
    const call = as(ctx, await demoSeller(ctx));
    const product = catalog.products[0]!;
    const item = catalog.items[0]!.id;
    const hawaii = await call('POST', '/api/orders/estimate', {
      ...cartFor(product.id, [item]),
      address: { ...ADDRESS, state: 'HI' },
    });
    expect(hawaii.status).toBe(400);
    expect(hawaii.body.message).toBe('This order is not available to ship to United States');

    const other = await newSeller(ctx);
    const foreign = await productOf(ctx, other.id, catalog.productTypeId);
    const notMine = await call('POST', '/api/orders/estimate', cartFor(foreign.id, [item]));
    expect(notMine.status).toBe(400);
    expect(notMine.body.errors['lines.0.productId']).toBe('The product was not found');

    const tooMany = await call('POST', '/api/orders/estimate', {
      ...cartFor(product.id, [item]),
      lines: Array.from({ length: 51 }, () => ({
        productId: product.id,
        productTypeItemId: item,
        quantity: 1,
      })),
    });
    expect(tooMany.status).toBe(400);
  });
});

describe('placing several drafts (PUT orders)', () => {
  it('places those the balance covers, refuses the rest, and never touches another seller’s', async () => {
    const seller = await newSeller(ctx);
    const product = await productOf(ctx, seller.id, catalog.productTypeId);
    const call = as(ctx, seller.session);
    const drafts = [];
    for (let index = 0; index < 3; index += 1) {
      const draft = await call('POST', '/api/orders', cartFor(product.id, [catalog.items[0]!.id]));
      drafts.push(draft.body.data as { id: string; total: number });
    }
    await fund(ctx, seller.id, drafts[0]!.total * 2);
    const other = await newSeller(ctx);
    const otherProduct = await productOf(ctx, other.id, catalog.productTypeId);
    const foreign = await as(ctx, other.session)(
      'POST',
      '/api/orders',
      cartFor(otherProduct.id, [catalog.items[0]!.id]),
    );
    const ids = [...drafts.map((draft) => draft.id), foreign.body.data.id];

    const answer = await call('PUT', '/api/orders', { orderIds: ids }, 'place-several-1');
    expect(answer.status).toBe(200);
    expect(answer.body.data.placed).toEqual(ids.slice(0, 2));
    expect(answer.body.data.refused).toEqual([
      { orderId: ids[2], message: 'Balance not enough' },
      { orderId: ids[3], message: expect.any(String) },
    ]);
    expect(await balanceOf(ctx, seller.id)).toBe(0);
    const [foreignRow] = await ctx.database.db.select().from(orders).where(eq(orders.id, ids[3]!));
    expect(foreignRow).toMatchObject({ isDraft: true, status: 'NOT_READY' });

    // The same call again: the two placed are answered, not charged again.
    const retry = await call('PUT', '/api/orders', { orderIds: ids }, 'place-several-1');
    expect(retry.body.data.placed).toEqual(ids.slice(0, 2));
    expect((await chargesOf(ids[0]!)).length + (await chargesOf(ids[1]!)).length).toBe(2);

    const both = await call(
      'PUT',
      '/api/orders',
      { orderIds: [ids[0]], importQueueId: ids[0] },
      'place-several-2',
    );
    expect(both.status).toBe(400);
  });
});

describe("cancelling several orders (the spec's seller/cancel-orders)", () => {
  it('cancels and refunds each of the seller’s orders once, and refuses another seller’s', async () => {
    const seller = await newSeller(ctx);
    const product = await productOf(ctx, seller.id, catalog.productTypeId);
    const call = as(ctx, seller.session);
    const placed: { id: string; total: number }[] = [];
    await fund(ctx, seller.id, 100_000);
    for (let index = 0; index < 2; index += 1) {
      const cart = { ...cartFor(product.id, [catalog.items[0]!.id]), isDraft: false };
      const answer = await call(
        'POST',
        '/api/orders',
        cart,
        `cancel-several-${index}-${seller.id}`,
      );
      expect(answer.status).toBe(200);
      placed.push(answer.body.data);
    }
    const draft = await call('POST', '/api/orders', cartFor(product.id, [catalog.items[0]!.id]));
    const other = await newSeller(ctx);
    const otherProduct = await productOf(ctx, other.id, catalog.productTypeId);
    const foreign = await as(ctx, other.session)(
      'POST',
      '/api/orders',
      cartFor(otherProduct.id, [catalog.items[0]!.id]),
    );
    const before = await balanceOf(ctx, seller.id);
    const ids = [placed[0]!.id, placed[1]!.id, draft.body.data.id, foreign.body.data.id];

    const answer = await call('POST', '/api/seller/cancel-orders', { orderIds: ids });
    expect(answer.status).toBe(200);
    expect(answer.body.data.canceled).toEqual(ids.slice(0, 3));
    expect(answer.body.data.refused).toEqual([{ orderId: ids[3], message: expect.any(String) }]);
    expect(await balanceOf(ctx, seller.id)).toBe(before + placed[0]!.total + placed[1]!.total);
    const [foreignRow] = await ctx.database.db.select().from(orders).where(eq(orders.id, ids[3]!));
    expect(foreignRow).toMatchObject({ isDraft: true, status: 'NOT_READY' });

    // Again: nothing is left to cancel, so each is refused and nothing is refunded twice.
    const retry = await call('POST', '/api/seller/cancel-orders', { orderIds: ids.slice(0, 2) });
    expect(retry.body.data.canceled).toEqual([]);
    expect(retry.body.data.refused).toHaveLength(2);
    expect(await balanceOf(ctx, seller.id)).toBe(before + placed[0]!.total + placed[1]!.total);

    const bad = await call('POST', '/api/seller/cancel-orders', { orderIds: ['not-an-id'] });
    expect(bad.status).toBe(400);
    expect((await call('POST', '/api/seller/cancel-orders', { orderIds: [] })).status).toBe(400);
  });
});

describe('drafts and placement', () => {
  it('places a draft: charges exactly the total, in a CHARGE row with the order id', async () => {
    const seller = await newSeller(ctx);
    const product = await productOf(ctx, seller.id, catalog.productTypeId);
    const call = as(ctx, seller.session);
    const draft = await call('POST', '/api/orders', cartFor(product.id, [catalog.items[0]!.id]));
    expect(draft.status).toBe(200);
    expect(draft.body.data).toMatchObject({ isDraft: true, status: 'NOT_READY' });
    const { id, total } = draft.body.data;
    await fund(ctx, seller.id, total + 500);

    const placed = await call('POST', `/api/orders/${id}/place`, undefined, 'place-key-0001');
    expect(placed.status).toBe(200);
    expect(placed.body.data).toMatchObject({ isDraft: false, status: 'PENDING', total });
    expect(
      placed.body.data.items.every((item: { status: string }) => item.status === 'PENDING'),
    ).toBe(true);
    const charges = await chargesOf(id);
    expect(charges).toHaveLength(1);
    expect(charges[0]!.amount).toBe(-total);
    expect(await balanceOf(ctx, seller.id)).toBe(500);

    // The same key again (in sequence, then racing): the placed order, charged once.
    const again = await call('POST', `/api/orders/${id}/place`, undefined, 'place-key-0001');
    expect(again.status).toBe(200);
    await Promise.all(
      [1, 2, 3].map(() => call('POST', `/api/orders/${id}/place`, undefined, 'place-key-0001')),
    );
    expect(await chargesOf(id)).toHaveLength(1);
    expect(await balanceOf(ctx, seller.id)).toBe(500);
  });

  it('refuses a placement the balance does not cover and writes nothing', async () => {
    const seller = await newSeller(ctx);
    const product = await productOf(ctx, seller.id, catalog.productTypeId);
    const call = as(ctx, seller.session);
    const draft = await call('POST', '/api/orders', cartFor(product.id, [catalog.items[1]!.id]));
    const { id, total } = draft.body.data;
    await fund(ctx, seller.id, total - 1);
    const refused = await call('POST', `/api/orders/${id}/place`, undefined, 'place-key-poor');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Balance not enough');
    const after = await call('GET', `/api/orders/${id}`);
    expect(after.body.data).toMatchObject({ isDraft: true, status: 'NOT_READY' });
    expect(await chargesOf(id)).toHaveLength(0);
    expect(await balanceOf(ctx, seller.id)).toBe(total - 1);
    const missingKey = await call('POST', `/api/orders/${id}/place`);
    expect(missingKey.status).toBe(400);
  });

  it('creates and places in one call; a racing retry of the same key charges once', async () => {
    const seller = await newSeller(ctx);
    const product = await productOf(ctx, seller.id, catalog.productTypeId);
    await fund(ctx, seller.id, 100_000);
    const call = as(ctx, seller.session);
    const body = { ...cartFor(product.id, [catalog.items[0]!.id]), isDraft: false };
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('POST', '/api/orders', body, 'create-and-place-1')),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const ids = new Set(answers.map((answer) => answer.body.data.id));
    expect(ids.size).toBe(1);
    const placed = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.sellerId, seller.id));
    expect(placed).toHaveLength(1);
    expect(placed[0]!.status).toBe('PENDING');
    const [row] = await ctx.database.db
      .select({ n: count() })
      .from(transactions)
      .where(and(eq(transactions.userId, seller.id), eq(transactions.type, 'CHARGE')));
    expect(row!.n).toBe(1);

    // The same key with another cart is another request: 409, and nothing more is charged.
    const changed = { ...body, lines: [{ ...body.lines[0]!, quantity: 5 }] };
    const reused = await call('POST', '/api/orders', changed, 'create-and-place-1');
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe('This idempotency key was used for a different request');
    const elsewhere = { ...body, address: { ...body.address, city: 'Dallas' } };
    expect((await call('POST', '/api/seller/order', elsewhere, 'create-and-place-1')).status).toBe(
      409,
    );
    const [after] = await ctx.database.db
      .select({ n: count() })
      .from(transactions)
      .where(and(eq(transactions.userId, seller.id), eq(transactions.type, 'CHARGE')));
    expect(after!.n).toBe(1);
  });

  it('a retry after the product was withdrawn still answers the placed order, charged once', async () => {
    const seller = await newSeller(ctx);
    const product = await productOf(ctx, seller.id, catalog.productTypeId);
    await fund(ctx, seller.id, 100_000);
    const call = as(ctx, seller.session);
    const body = { ...cartFor(product.id, [catalog.items[0]!.id]), isDraft: false };
    const first = await call('POST', '/api/orders', body, 'retry-withdrawn-1');
    expect(first.status).toBe(200);
    // The cart no longer prices (the product is off sale), but the key placed an order already.
    await ctx.database.db
      .update(products)
      .set({ status: 'INACTIVATED' })
      .where(eq(products.id, product.id));
    const retry = await call('POST', '/api/orders', body, 'retry-withdrawn-1');
    expect(retry.status).toBe(200);
    expect(retry.body.data.id).toBe(first.body.data.id);
    const fresh = await call('POST', '/api/orders', body, 'retry-withdrawn-2');
    expect(fresh.status).toBe(400);
    const [row] = await ctx.database.db
      .select({ n: count() })
      .from(transactions)
      .where(and(eq(transactions.userId, seller.id), eq(transactions.type, 'CHARGE')));
    expect(row!.n).toBe(1);
  });

  it('edits and cancels a draft without money', async () => {
    const seller = await newSeller(ctx);
    const product = await productOf(ctx, seller.id, catalog.productTypeId);
    const call = as(ctx, seller.session);
    const draft = await call('POST', '/api/orders', cartFor(product.id, [catalog.items[0]!.id], 1));
    const id = draft.body.data.id;
    const edited = await call(
      'PUT',
      `/api/orders/${id}`,
      cartFor(product.id, [catalog.items[0]!.id], 4),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data.items[0].quantity).toBe(4);
    expect(edited.body.data.total).toBeGreaterThan(draft.body.data.total);
    const canceled = await call('DELETE', `/api/orders/${id}`);
    expect(canceled.status).toBe(200);
    expect(canceled.body.data.status).toBe('CANCELED');
    const editAfter = await call(
      'PUT',
      `/api/orders/${id}`,
      cartFor(product.id, [catalog.items[0]!.id]),
    );
    expect(editAfter.status).toBe(400);
  });

  it("never lets seller B read, place, edit or cancel seller A's order", async () => {
    const a = await newSeller(ctx);
    const b = await newSeller(ctx);
    const product = await productOf(ctx, a.id, catalog.productTypeId);
    await fund(ctx, a.id, 100_000);
    await fund(ctx, b.id, 100_000);
    const draft = await as(ctx, a.session)(
      'POST',
      '/api/orders',
      cartFor(product.id, [catalog.items[0]!.id]),
    );
    const id = draft.body.data.id;
    const callB = as(ctx, b.session);
    expect((await callB('GET', `/api/orders/${id}`)).status).toBe(404);
    expect(
      (await callB('POST', `/api/orders/${id}/place`, undefined, 'b-tries-place')).status,
    ).toBe(404);
    expect((await callB('POST', `/api/orders/${id}/cancel`)).status).toBe(404);
    expect(
      (await callB('PUT', `/api/orders/${id}`, cartFor(product.id, [catalog.items[0]!.id]))).status,
    ).toBe(404);
    expect(await chargesOf(id)).toHaveLength(0);
    expect(await balanceOf(ctx, b.id)).toBe(100_000);
  });
});

describe('deleting a product that orders use', () => {
  it('is refused with the reason, while an unused product of the same seller goes', async () => {
    const seller = await newSeller(ctx);
    const used = await productOf(ctx, seller.id, catalog.productTypeId);
    const unused = await productOf(ctx, seller.id, catalog.productTypeId);
    const call = as(ctx, seller.session);
    const draft = await call('POST', '/api/orders', cartFor(used.id, [catalog.items[0]!.id]));
    expect(draft.status).toBe(200);
    const removed = await call('POST', '/api/data-lists/delete', {
      model: 'seller-product',
      ids: [used.id, unused.id],
    });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({
      deleted: 1,
      refused: [{ id: used.id, reason: 'This product is used by orders and cannot be deleted' }],
    });
  });
});
