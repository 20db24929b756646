import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type Caller, demoAdmin, newAdmin, newUser } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { png, productTypeBody, smallCatalog, unique, type SmallCatalog } from './test-fixtures';

let ctx: TestContext;
let admin: Caller;
let catalog: SmallCatalog;
let productTypeId: string;
let sellerA: Caller;
let sellerB: Caller;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = as(ctx, await demoAdmin(ctx));
  catalog = await smallCatalog(admin);
  productTypeId = await activeProductType();
  sellerA = as(ctx, (await newUser(ctx, 'SELLER')).session);
  sellerB = as(ctx, (await newUser(ctx, 'SELLER')).session);
});
afterAll(() => ctx.close());

async function activeProductType(overrides: Record<string, unknown> = {}): Promise<string> {
  const created = await admin.post('/api/product-types', productTypeBody(catalog, overrides));
  const id = created.body.data.id as string;
  await admin.post('/api/blank-apparels', { productTypeId: id, name: 'Blank' });
  await admin.put(`/api/product-types/${id}/status`, { status: 'ACTIVATED' });
  return id;
}

/** A design for the Front (1500 × 1800 px) uploaded by a seller, checked and stored. */
async function frontDesign(seller: Caller): Promise<string> {
  const response = await seller.upload(
    `/api/seller/designs?uploadTypeItemId=${catalog.frontId}`,
    await png(1500, 1800, 300),
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.id;
}

const productBody = async (seller: Caller, overrides: Record<string, unknown> = {}) => ({
  productTypeId,
  title: 'Sunset hoodie',
  sku: unique('SKU').replace(/\W/g, '-'),
  printDesigns: [{ uploadTypeItemId: catalog.frontId, designId: await frontDesign(seller) }],
  ...overrides,
});

describe('seller products', () => {
  it('are made on an activated product type with a design per print position', async () => {
    const mockup = await sellerA.upload('/api/seller/mockups', await png(800, 800), 'mock.png');
    const body = await productBody(sellerA, { mockupIds: [mockup.body.data.id] });
    const created = await sellerA.post('/api/seller/product', body);
    expect(created.status).toBe(200);
    const product = created.body.data;
    expect(product).toMatchObject({
      productTypeId,
      title: 'Sunset hoodie',
      sku: body.sku,
      status: 'ACTIVATED',
      code: expect.stringMatching(/^[A-NP-Za-np-z0-9]{10}$/),
      printDesigns: [
        {
          uploadTypeItemId: catalog.frontId,
          uploadTypeItemName: 'Front',
          type: 'FRONT',
          design: expect.objectContaining({ kind: 'DESIGN', width: 1500 }),
        },
      ],
      mockups: [expect.objectContaining({ id: mockup.body.data.id, name: 'mock.png' })],
    });
    expect((await sellerA.get(`/api/seller/product/${product.id}`)).body.data).toEqual(product);
    const taken = await sellerA.post('/api/seller/product', {
      ...(await productBody(sellerA)),
      sku: body.sku.toLowerCase(),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ sku: 'You already have a product with this SKU' });
    // Another seller may use the same SKU.
    expect(
      (await sellerB.post('/api/seller/product', await productBody(sellerB, { sku: body.sku })))
        .status,
    ).toBe(200);
  });

  it('name what is missing or wrong in the designs', async () => {
    const none = await sellerA.post(
      '/api/seller/product',
      await productBody(sellerA, { printDesigns: [] }),
    );
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ printDesigns: 'Please upload at least one design' });
    const back = await sellerA.upload(
      `/api/seller/designs?uploadTypeItemId=${catalog.backId}`,
      await png(1200, 1200, 200),
    );
    const backOnly = await sellerA.post(
      '/api/seller/product',
      await productBody(sellerA, {
        printDesigns: [{ uploadTypeItemId: catalog.backId, designId: back.body.data.id }],
      }),
    );
    expect(backOnly.body.errors).toEqual({
      printDesigns: 'The print position Front needs a design',
    });
    const swapped = await sellerA.post(
      '/api/seller/product',
      await productBody(sellerA, {
        printDesigns: [{ uploadTypeItemId: catalog.frontId, designId: back.body.data.id }],
      }),
    );
    expect(swapped.body.errors).toEqual({
      'printDesigns.0.designId': 'This design was uploaded for another print position',
    });
    const othersDesign = await sellerA.post(
      '/api/seller/product',
      await productBody(sellerA, {
        printDesigns: [{ uploadTypeItemId: catalog.frontId, designId: await frontDesign(sellerB) }],
      }),
    );
    expect(othersDesign.body.errors).toEqual({
      'printDesigns.0.designId': 'The design does not exist',
    });
  });

  it('need the design description when the product type asks for it, and an active type', async () => {
    const strict = await activeProductType({ isRequiredProductDesignDescription: true });
    const missing = await sellerA.post(
      '/api/seller/product',
      await productBody(sellerA, { productTypeId: strict }),
    );
    expect(missing.body.errors).toEqual({
      designDescription: 'The design description field is required',
    });
    const inactive = (await admin.post('/api/product-types', productTypeBody(catalog))).body.data;
    const refused = await sellerA.post(
      '/api/seller/product',
      await productBody(sellerA, { productTypeId: inactive.id }),
    );
    expect(refused.body.errors).toEqual({
      productTypeId: 'This product type is not available for new products',
    });
  });

  it("stay with their seller: another seller's product reads as not found", async () => {
    const product = (await sellerA.post('/api/seller/product', await productBody(sellerA))).body
      .data;
    const { productTypeId: _, ...editable } = await productBody(sellerA);
    const edited = await sellerA.put(`/api/seller/product/${product.id}`, {
      ...editable,
      title: 'Renamed',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.title).toBe('Renamed');
    expect((await sellerB.get(`/api/seller/product/${product.id}`)).status).toBe(404);
    expect(
      (await sellerB.put(`/api/seller/product/${product.id}`, { ...editable, title: 'Mine' }))
        .status,
    ).toBe(404);
    expect((await sellerB.remove('seller-product', [product.id])).body).toMatchObject({
      deleted: 0,
      refused: [{ id: product.id, reason: 'Not found' }],
    });
    const listedByB = await sellerB.list('seller-product', {
      pagination: { page: 1, pageSize: 100 },
    });
    expect(listedByB.body.items.map((row: { id: string }) => row.id)).not.toContain(product.id);
    const listedByA = await sellerA.list('seller-product', {
      filters: [{ field: 'title', operation: 'exact', value: 'Renamed' }],
    });
    expect(listedByA.body.items).toEqual([
      expect.objectContaining({
        id: product.id,
        thumbnailUrl: expect.stringMatching(/size=thumbnail$/),
        updatable: true,
      }),
    ]);
    expect((await sellerA.list('product')).status).toBe(403);
    expect((await sellerA.remove('seller-product', [product.id])).body.deleted).toBe(1);
    expect((await sellerA.get(`/api/seller/product/${product.id}`)).status).toBe(404);
  });
});

describe('admin and warehouse products', () => {
  it('admins with PRODUCT permissions read any product and change its status', async () => {
    const product = (await sellerA.post('/api/seller/product', await productBody(sellerA))).body
      .data;
    expect((await admin.get(`/api/products/${product.id}`)).body.data.sellerId).toBe(
      product.sellerId,
    );
    const blocked = await admin.put(`/api/products/${product.id}/status`, {
      status: 'INACTIVATED',
    });
    expect(blocked.body.data.status).toBe('INACTIVATED');
    const listed = await admin.list('product', {
      filters: [{ field: 'code', operation: 'exact', value: product.code }],
    });
    expect(listed.body.items).toEqual([
      expect.objectContaining({ id: product.id, updatable: false }),
    ]);
    const reader = as(ctx, await newAdmin(ctx, ['PRODUCT_ACCESS']));
    expect((await reader.list('product')).status).toBe(200);
    expect((await reader.get(`/api/products/${product.id}`)).status).toBe(403);
    expect(
      (await sellerA.put(`/api/products/${product.id}/status`, { status: 'ACTIVATED' })).status,
    ).toBe(403);
  });

  it('the warehouse lists every product and finds one by its scanned code', async () => {
    const product = (await sellerB.post('/api/seller/product', await productBody(sellerB))).body
      .data;
    const warehouse = as(ctx, (await newUser(ctx, 'WAREHOUSE')).session);
    const scanned = await warehouse.get(`/api/warehouse/scan-code-product/${product.code}`);
    expect(scanned.status).toBe(200);
    expect(scanned.body.data).toMatchObject({ id: product.id, title: product.title });
    expect((await warehouse.get('/api/warehouse/scan-code-product/NOPE123456')).status).toBe(404);
    expect((await warehouse.get(`/api/warehouse/products/${product.id}`)).status).toBe(200);
    const listed = await warehouse.list('warehouse-product', {
      filters: [{ field: 'code', operation: 'exact', value: product.code }],
    });
    expect(listed.body.items).toHaveLength(1);
    expect((await warehouse.get(product.printDesigns[0].design.url)).status).toBe(200);
    expect((await sellerA.get(`/api/warehouse/scan-code-product/${product.code}`)).status).toBe(
      403,
    );
    expect((await warehouse.post('/api/seller/product', {})).status).toBe(403);
  });
});
