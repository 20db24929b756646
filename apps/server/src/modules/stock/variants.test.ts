import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, demoPrinter, newAdmin, newUser, type Caller } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { blankApparelItems } from '../catalog/supply-tables';
import { demoCatalog } from '../orders/test-fixtures';
import { warehouseOf } from './test-fixtures';

/*
 * Generate variant (/p/generate-variant, issue 32): the warehouse's items of every attribute
 * combination of a product type, in one step; existing ones skipped; a combination without its
 * blank-apparel item gets one. Another printer, a seller and an admin are refused.
 */

let ctx: TestContext;
let printer: Awaited<ReturnType<typeof demoPrinter>>;
let other: Caller;
let catalog: Awaited<ReturnType<typeof demoCatalog>>;

beforeAll(async () => {
  ctx = await createTestApp();
  printer = await demoPrinter(ctx);
  other = as(ctx, (await newUser(ctx, 'PRINTER')).session);
  catalog = await demoCatalog(ctx);
});
afterAll(() => ctx.close());

type Preview = {
  productTypes: { id: string; name: string }[];
  combinations: { productTypeItemId: string; name: string; exists: boolean }[];
};
const preview = async (call: Caller, productTypeId?: string, warehouseId?: string) => {
  const query = new URLSearchParams({
    ...(productTypeId ? { productTypeId } : {}),
    ...(warehouseId ? { warehouseId } : {}),
  });
  return call('GET', `/api/printer/generate-variant?${query.toString()}`);
};

describe('generate variant', () => {
  it('shows the combinations, makes the missing ones once, and says how many', async () => {
    const { id: warehouseId } = await warehouseOf(printer.call, 'Variants');
    const types = (await preview(printer.call)).body.data as Preview;
    expect(types.productTypes.map((type) => type.name)).toContain('Classic T-Shirt');
    expect(types.combinations).toEqual([]);

    // One combination the warehouse holds already; one without its blank-apparel item.
    const [first, second] = catalog.items;
    const [held] = await ctx.database.db
      .select()
      .from(blankApparelItems)
      .where(eq(blankApparelItems.productTypeItemId, first!.id));
    await printer.call('POST', `/api/printer/warehouses/${warehouseId}/items`, {
      blankApparelItemIds: [held!.id],
    });
    await ctx.database.db
      .delete(blankApparelItems)
      .where(eq(blankApparelItems.productTypeItemId, second!.id));

    const shown = (await preview(printer.call, catalog.productTypeId, warehouseId)).body
      .data as Preview;
    expect(shown.combinations.map((row) => row.productTypeItemId)).toEqual(
      catalog.items.map((item) => item.id),
    );
    expect(
      shown.combinations.filter((row) => row.exists).map((row) => row.productTypeItemId),
    ).toEqual([first!.id]);
    expect(shown.combinations[0]!.name).toMatch(/\S/);

    const made = await printer.call('POST', '/api/printer/generate-variant', {
      productTypeId: catalog.productTypeId,
      warehouseId,
    });
    expect(made.status).toBe(200);
    expect(made.body.data).toEqual({ made: catalog.items.length - 1, skipped: 1 });
    const items = (await printer.call('GET', `/api/printer/stock-items?warehouseId=${warehouseId}`))
      .body.data as { productTypeItemId: string; quantity: number }[];
    expect(items.map((item) => item.productTypeItemId).sort()).toEqual(
      catalog.items.map((item) => item.id).sort(),
    );
    expect(items.every((item) => item.quantity === 0)).toBe(true);

    const again = await printer.call('POST', '/api/printer/generate-variant', {
      productTypeId: catalog.productTypeId,
      warehouseId,
    });
    expect(again.body.data).toEqual({ made: 0, skipped: catalog.items.length });
    const after = (await preview(printer.call, catalog.productTypeId, warehouseId)).body
      .data as Preview;
    expect(after.combinations.every((row) => row.exists)).toBe(true);
  });

  it('refuses bad input with a message, writing nothing', async () => {
    const { id: warehouseId } = await warehouseOf(printer.call, 'Variants bad');
    const bad = await printer.call('POST', '/api/printer/generate-variant', {
      productTypeId: 'not-a-uuid',
      warehouseId,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.productTypeId).toMatch(/\S/);
    const unknown = await printer.call('POST', '/api/printer/generate-variant', {
      productTypeId: warehouseId,
      warehouseId,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Product type not found among those you print');
    const items = await printer.call('GET', `/api/printer/stock-items?warehouseId=${warehouseId}`);
    expect(items.body.data).toEqual([]);
  });

  it("refuses another printer's warehouse, a product type it does not print, sellers and admins", async () => {
    const { id: warehouseId } = await warehouseOf(printer.call, 'Variants mine');
    const theirs = await warehouseOf(other, 'Variants theirs');
    // Another printer: not my warehouse, and not a product type it prints.
    expect(
      (
        await other('POST', '/api/printer/generate-variant', {
          productTypeId: catalog.productTypeId,
          warehouseId,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await other('POST', '/api/printer/generate-variant', {
          productTypeId: catalog.productTypeId,
          warehouseId: theirs.id,
        })
      ).status,
    ).toBe(404);
    expect((await preview(other, catalog.productTypeId)).status).toBe(404);
    expect(((await preview(other)).body.data as Preview).productTypes).toEqual([]);
    expect((await preview(printer.call, catalog.productTypeId, theirs.id)).status).toBe(404);

    const seller = as(ctx, (await newUser(ctx, 'SELLER')).session);
    const admin = as(ctx, await newAdmin(ctx, ['PRODUCT_TYPE_ACCESS', 'STOCK_LOG_ACCESS']));
    for (const caller of [seller, admin]) {
      expect((await preview(caller)).status).toBe(403);
      expect(
        (
          await caller('POST', '/api/printer/generate-variant', {
            productTypeId: catalog.productTypeId,
            warehouseId,
          })
        ).status,
      ).toBe(403);
    }
    const items = await printer.call('GET', `/api/printer/stock-items?warehouseId=${warehouseId}`);
    expect(items.body.data).toEqual([]);
  });
});
