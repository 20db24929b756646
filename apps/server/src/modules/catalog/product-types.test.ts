import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type Caller, demoAdmin, newAdmin, newUser } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { PRODUCT_TYPE_ACTIVE, PRODUCT_TYPE_HAS_BLANK } from '../data-lists/models/product-type';
import { optionCombinations } from './product-type-items';
import { productTypeBody, smallCatalog, type SmallCatalog } from './test-fixtures';

let ctx: TestContext;
let admin: Caller;
let catalog: SmallCatalog;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = as(ctx, await demoAdmin(ctx));
  catalog = await smallCatalog(admin);
});
afterAll(() => ctx.close());

type Item = { id: string; name: string; price: number; attributeOptionIds: string[] };
const byName = (items: Item[]) => Object.fromEntries(items.map((item) => [item.name, item]));

describe('optionCombinations', () => {
  it('gives one combination per option of each attribute, in the attributes order', () => {
    expect(
      optionCombinations([
        { attributeId: 'c', optionIds: ['red', 'blue'] },
        { attributeId: 's', optionIds: ['S', 'M', 'L'] },
      ]),
    ).toEqual([
      ['red', 'S'],
      ['red', 'M'],
      ['red', 'L'],
      ['blue', 'S'],
      ['blue', 'M'],
      ['blue', 'L'],
    ]);
    expect(optionCombinations([])).toEqual([[]]);
  });
});

describe('product types', () => {
  it('are created inactivated with an item per attribute-option combination', async () => {
    const { Red, Blue, S, M } = catalog.options;
    const response = await admin.post(
      '/api/product-types',
      productTypeBody(catalog, {
        shortSku: 'hd-1',
        items: [
          { attributeOptionIds: [M, Blue], price: 2600, weight: 0.8, shippingSku: 'HD-BL-M' },
          { attributeOptionIds: [Red, S], price: 2400, status: 'INACTIVATED' },
        ],
      }),
    );
    expect(response.status).toBe(200);
    const productType = response.body.data;
    expect(productType).toMatchObject({
      status: 'INACTIVATED',
      shortSku: 'HD-1',
      extraPrintPrice: 250,
      hasBlankApparel: false,
      uploadType: { id: catalog.uploadTypeId },
    });
    expect(productType.attributes.map((a: { id: string }) => a.id)).toEqual([
      catalog.colorId,
      catalog.sizeId,
    ]);
    const items = byName(productType.items);
    expect(Object.keys(items)).toEqual(['Red / S', 'Red / M', 'Blue / S', 'Blue / M']);
    expect(items['Blue / M']).toMatchObject({ price: 2600, weight: 0.8, shippingSku: 'HD-BL-M' });
    expect(items['Red / S']).toMatchObject({ price: 2400, status: 'INACTIVATED' });
    expect(items['Red / M']).toMatchObject({ price: 2000, status: 'ACTIVATED', weight: null });
    expect(items['Blue / S']!.attributeOptionIds.sort()).toEqual([Blue, S].sort());
  });

  it('without attributes has a single item', async () => {
    const response = await admin.post(
      '/api/product-types',
      productTypeBody(catalog, { attributes: [], defaultPrice: 500 }),
    );
    expect(response.body.data.items).toEqual([
      expect.objectContaining({ name: 'Default', price: 500, attributeOptionIds: [] }),
    ]);
  });

  it('keep their items ids when edited, add new combinations and drop removed ones', async () => {
    const { Red, Blue, S, M } = catalog.options;
    const created = (await admin.post('/api/product-types', productTypeBody(catalog))).body.data;
    const before = byName(created.items);
    const edited = await admin.put(`/api/product-types/${created.id}`, {
      ...productTypeBody(catalog, { name: created.name, shortSku: created.shortSku }),
      attributes: [
        { attributeId: catalog.sizeId, optionIds: [S, M] },
        { attributeId: catalog.colorId, optionIds: [Red] },
      ],
      items: [{ attributeOptionIds: [Red, M], price: 3100 }],
    });
    expect(edited.status).toBe(200);
    const after = byName(edited.body.data.items);
    expect(Object.keys(after)).toEqual(['S / Red', 'M / Red']);
    expect(after['S / Red']).toMatchObject({ id: before['Red / S']!.id, price: 2000 });
    expect(after['M / Red']).toMatchObject({ id: before['Red / M']!.id, price: 3100 });
    const again = await admin.put(`/api/product-types/${created.id}`, {
      ...productTypeBody(catalog, { name: created.name, shortSku: created.shortSku }),
      attributes: [
        { attributeId: catalog.sizeId, optionIds: [S] },
        { attributeId: catalog.colorId, optionIds: [Red, Blue] },
      ],
    });
    const third = byName(again.body.data.items);
    expect(Object.keys(third)).toEqual(['S / Red', 'S / Blue']);
    expect(third['S / Red']!.id).toBe(before['Red / S']!.id);
  });

  it('refuse items of other combinations and options of other attributes', async () => {
    const { Red, S } = catalog.options;
    const response = await admin.post(
      '/api/product-types',
      productTypeBody(catalog, {
        attributes: [
          { attributeId: catalog.colorId, optionIds: [Red, S] },
          { attributeId: catalog.sizeId, optionIds: [S] },
        ],
        items: [{ attributeOptionIds: [Red], price: 100 }],
      }),
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      'attributes.0.optionIds': 'The option is not one of the attribute',
    });
    const combination = await admin.post(
      '/api/product-types',
      productTypeBody(catalog, { items: [{ attributeOptionIds: [Red], price: 100 }] }),
    );
    expect(combination.body.errors).toEqual({
      'items.0.attributeOptionIds':
        "This combination is not one of the product type's attribute options",
    });
  });

  it('name each invalid field and refuse a taken short SKU with 409', async () => {
    const invalid = await admin.post('/api/product-types', {
      ...productTypeBody(catalog),
      shortSku: 'has space',
      sides: 'Three Side',
      extraPrintPrice: -1,
      estimatedDeliveryDay: 1.5,
      uploadTypeId: undefined,
      status: 'ACTIVATED',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toMatchObject({
      shortSku: 'The short SKU may hold letters, digits and hyphens only (at most 20)',
      sides: 'The selected sides is invalid',
      extraPrintPrice: 'The extra print price field must be 0 or more',
      estimatedDeliveryDay: 'The estimated delivery day field must be a int',
      uploadTypeId: 'The upload type id field is required',
      status: 'Unknown field: status',
    });
    const first = (await admin.post('/api/product-types', productTypeBody(catalog))).body.data;
    const taken = await admin.post(
      '/api/product-types',
      productTypeBody(catalog, { shortSku: first.shortSku.toLowerCase() }),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ shortSku: 'The short sku already exists' });
  });

  it('cannot be activated without a blank apparel, and can once they have one', async () => {
    const created = (await admin.post('/api/product-types', productTypeBody(catalog))).body.data;
    const refused = await admin.put(`/api/product-types/${created.id}/status`, {
      status: 'ACTIVATED',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: 'A product type cannot be activated without a blank apparel',
      errors: { status: 'A product type cannot be activated without a blank apparel' },
    });
    const viaEdit = await admin.put(`/api/product-types/${created.id}`, {
      ...productTypeBody(catalog, { name: created.name, shortSku: created.shortSku }),
      status: 'ACTIVATED',
    });
    expect(viaEdit.status).toBe(400);
    expect((await admin.get(`/api/product-types/${created.id}`)).body.data.status).toBe(
      'INACTIVATED',
    );

    const blank = await admin.post('/api/blank-apparels', {
      productTypeId: created.id,
      name: 'Blank hoodie',
    });
    expect(blank.status).toBe(200);
    const activated = await admin.put(`/api/product-types/${created.id}/status`, {
      status: 'ACTIVATED',
    });
    expect(activated.status).toBe(200);
    expect(activated.body.data).toMatchObject({ status: 'ACTIVATED', hasBlankApparel: true });

    const removed = await admin.remove('product-type', [created.id]);
    expect(removed.body.refused).toEqual([{ id: created.id, reason: PRODUCT_TYPE_ACTIVE }]);
    await admin.put(`/api/product-types/${created.id}/status`, { status: 'INACTIVATED' });
    expect((await admin.remove('product-type', [created.id])).body.refused).toEqual([
      { id: created.id, reason: PRODUCT_TYPE_HAS_BLANK },
    ]);
  });

  it('are listed through data-lists with their counts and lowest price', async () => {
    const created = (
      await admin.post(
        '/api/product-types',
        productTypeBody(catalog, {
          items: [{ attributeOptionIds: [catalog.options.Red, catalog.options.S], price: 1500 }],
        }),
      )
    ).body.data;
    const listed = await admin.list('product-type', {
      filters: [{ field: 'shortSku', operation: 'exact', value: created.shortSku }],
    });
    expect(listed.status).toBe(200);
    expect(listed.body.items).toEqual([
      expect.objectContaining({
        id: created.id,
        status: 'INACTIVATED',
        itemCount: 4,
        minPrice: 1500,
        uploadTypeName: expect.any(String),
      }),
    ]);
  });
});

describe('who reaches product types', () => {
  it('sellers read activated ones only, with their activated items', async () => {
    const seller = as(ctx, (await newUser(ctx, 'SELLER')).session);
    const created = (
      await admin.post(
        '/api/product-types',
        productTypeBody(catalog, {
          items: [
            {
              attributeOptionIds: [catalog.options.Red, catalog.options.S],
              price: 1,
              status: 'INACTIVATED',
            },
          ],
        }),
      )
    ).body.data;
    expect((await seller.get(`/api/seller/product-types/${created.id}`)).status).toBe(404);
    await admin.post('/api/blank-apparels', { productTypeId: created.id, name: 'Blank' });
    await admin.put(`/api/product-types/${created.id}/status`, { status: 'ACTIVATED' });
    const one = await seller.get(`/api/seller/product-types/${created.id}`);
    expect(one.status).toBe(200);
    expect(one.body.data.items.map((item: Item) => item.name)).toEqual([
      'Red / M',
      'Blue / S',
      'Blue / M',
    ]);
    const all = (await seller.get('/api/seller/product-types')).body.data;
    expect(all.every((type: { status: string }) => type.status === 'ACTIVATED')).toBe(true);
    expect(all.map((type: { id: string }) => type.id)).toContain(created.id);
    expect((await seller.get(`/api/product-types/${created.id}`)).status).toBe(403);
    expect((await seller.list('product-type')).status).toBe(403);
  });

  it('admins need the PRODUCT_TYPE permissions; printers and warehouses are refused', async () => {
    const reader = as(
      ctx,
      await newAdmin(ctx, ['PRODUCT_TYPE_ACCESS', 'PRODUCT_TYPE_DETAIL_ACCESS']),
    );
    const created = (await admin.post('/api/product-types', productTypeBody(catalog))).body.data;
    expect((await reader.get(`/api/product-types/${created.id}`)).status).toBe(200);
    expect((await reader.post('/api/product-types', productTypeBody(catalog))).status).toBe(403);
    expect(
      (await reader.put(`/api/product-types/${created.id}/status`, { status: 'INACTIVATED' }))
        .status,
    ).toBe(403);
    for (const type of ['PRINTER', 'WAREHOUSE'] as const) {
      const other = as(ctx, (await newUser(ctx, type)).session);
      expect((await other.get(`/api/product-types/${created.id}`)).status).toBe(403);
      expect((await other.get('/api/seller/product-types')).status).toBe(403);
    }
  });
});
