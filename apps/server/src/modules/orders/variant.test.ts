import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestContext } from '../../test/harness';
import { products } from '../catalog/product-tables';
import { attributeOptions, productTypeItemOptions } from '../catalog/tables';
import { users } from '../accounts/tables';

/* The variant ("White / M") is kept on each ordered item and shown wherever the item is. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the variant of an ordered item', () => {
  it('is answered by the order and listed, named by its options', async () => {
    const session = await signIn(ctx.app, 'seller@demo.test');
    const db = ctx.database.db;
    const [seller] = await db.select().from(users).where(eq(users.email, 'seller@demo.test'));
    const [product] = await db.select().from(products).where(eq(products.sellerId, seller!.id));
    const [option] = await db
      .select({ itemId: productTypeItemOptions.productTypeItemId, name: attributeOptions.name })
      .from(productTypeItemOptions)
      .innerJoin(
        attributeOptions,
        eq(attributeOptions.id, productTypeItemOptions.attributeOptionId),
      )
      .limit(1);
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/seller/order',
      headers: { ...bearer(session), 'idempotency-key': 'variant-test-1' },
      payload: {
        lines: [{ productId: product!.id, productTypeItemId: option!.itemId, quantity: 1 }],
        address: {
          fullName: 'Jo Buyer',
          street: '1 Main St',
          city: 'Austin',
          state: 'TX',
          zipcode: '73301',
          country: 'US',
        },
        isDraft: false,
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const item = placed.json().data.items[0];
    // Its options joined in the product type's attribute order, one of them the option read here.
    expect(item.variantName.split(' / ')).toContain(option!.name);

    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.json().data.id}`,
      headers: bearer(session),
    });
    expect(read.json().data.items[0].variantName).toBe(item.variantName);

    const listed = await ctx.app.inject({
      method: 'POST',
      url: '/api/data-lists',
      headers: bearer(session),
      payload: {
        model: 'order-item',
        filters: [{ field: 'variantName', operation: 'exact', value: item.variantName }],
        filtersRef: [{ field: 'orderId', operation: 'in', value: [placed.json().data.id] }],
      },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().items).toEqual([
      expect.objectContaining({ id: item.id, variantName: item.variantName }),
    ]);
  });
});
