import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type Caller, demoAdmin, newAdmin, newUser } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { BLANK_APPAREL_IN_USE } from '../data-lists/models/blank-apparel';
import { ShippingPriceService } from './shipping-prices';
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

type Item = { id: string; name: string };
const newProductType = async (overrides: Record<string, unknown> = {}) =>
  (await admin.post('/api/product-types', productTypeBody(catalog, overrides))).body.data as {
    id: string;
    name: string;
    shortSku: string;
    items: Item[];
  };
const rates = {
  normal: { firstItem: 450, restItems: 200 },
  fast: { firstItem: 900, restItems: 350 },
};

describe('blank apparels', () => {
  it('hold stock per item, and log every stock change with who made it', async () => {
    const productType = await newProductType();
    const [first, second] = productType.items;
    const created = await admin.post('/api/blank-apparels', {
      productTypeId: productType.id,
      name: 'Blank hoodie',
      items: [{ productTypeItemId: first!.id, stock: 40, storageArea: 'A-1' }],
      ref: 'Delivery 17',
    });
    expect(created.status).toBe(200);
    const blank = created.body.data;
    expect(blank.items).toHaveLength(4);
    expect(blank.items[0]).toMatchObject({ name: 'Red / S', stock: 40, storageArea: 'A-1' });
    expect(blank.items[1]).toMatchObject({ stock: 0, storageArea: null });

    const edited = await admin.put(`/api/blank-apparels/${blank.id}`, {
      name: 'Blank hoodie',
      items: [
        { productTypeItemId: first!.id, stock: 35, storageArea: 'A-1' },
        { productTypeItemId: second!.id, stock: 0, maximumQuantity: 80 },
      ],
      ref: 'Count',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.items[1]).toMatchObject({ stock: 0, maximumQuantity: 80 });
    const logs = (await admin.get(`/api/blank-apparels/${blank.id}/stock-logs`)).body.data;
    // The second item's stock did not change: no row for it.
    expect(logs).toEqual([
      expect.objectContaining({ itemName: 'Red / S', ref: 'Count', previousStock: 40, stock: 35 }),
      expect.objectContaining({ itemName: 'Red / S', ref: 'Delivery 17', previousStock: 0 }),
    ]);
    expect(logs[0].actorFullName).toBe('Ada Admin');
  });

  it('allow one per product type (409), and only items of that product type (400)', async () => {
    const productType = await newProductType();
    const other = await newProductType();
    await admin.post('/api/blank-apparels', { productTypeId: productType.id, name: 'One' });
    const again = await admin.post('/api/blank-apparels', {
      productTypeId: productType.id,
      name: 'Two',
    });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({
      productTypeId: 'This product type already has a blank apparel',
    });
    const foreign = await admin.post('/api/blank-apparels', {
      productTypeId: other.id,
      name: 'Three',
      items: [{ productTypeItemId: productType.items[0]!.id, stock: 1 }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual({
      'items.0.productTypeItemId': 'This item is not one of the product type items',
    });
    const negative = await admin.post('/api/blank-apparels', {
      productTypeId: other.id,
      name: 'Four',
      items: [{ productTypeItemId: other.items[0]!.id, stock: -3 }],
    });
    expect(negative.body.errors).toEqual({ 'items.0.stock': 'The stock field must be 0 or more' });
  });

  it('get a stock row for items a product type gains, and stay while it is activated', async () => {
    const productType = await newProductType({
      attributes: [{ attributeId: catalog.colorId, optionIds: [catalog.options.Red] }],
    });
    const blank = (
      await admin.post('/api/blank-apparels', { productTypeId: productType.id, name: 'Tee' })
    ).body.data;
    expect(blank.items).toHaveLength(1);
    await admin.put(`/api/product-types/${productType.id}`, {
      ...productTypeBody(catalog, { name: productType.name, shortSku: productType.shortSku }),
      attributes: [
        { attributeId: catalog.colorId, optionIds: [catalog.options.Red, catalog.options.Blue] },
      ],
      status: 'ACTIVATED',
    });
    const after = (await admin.get(`/api/blank-apparels/${blank.id}`)).body.data;
    expect(after.items.map((item: Item) => item.name)).toEqual(['Red', 'Blue']);
    const listed = await admin.list('blank-apparel', {
      filters: [{ field: 'productTypeName', operation: 'exact', value: productType.name }],
    });
    expect(listed.body.items).toEqual([
      expect.objectContaining({ id: blank.id, totalStock: 0, productTypeStatus: 'ACTIVATED' }),
    ]);
    expect((await admin.remove('blank-apparel', [blank.id])).body.refused).toEqual([
      { id: blank.id, reason: BLANK_APPAREL_IN_USE },
    ]);
  });
});

describe('shipping prices', () => {
  it('hold fast and normal rates per country and item; a country has one row per item', async () => {
    const productType = await newProductType();
    const [first, second] = productType.items;
    const created = await admin.post('/api/shipping-prices', {
      country: 'US',
      productTypeItemIds: [first!.id, second!.id],
      ...rates,
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toEqual([
      expect.objectContaining({
        country: 'US',
        countryName: 'United States',
        productTypeItemId: first!.id,
        name: 'Red / S',
        ...rates,
      }),
      expect.objectContaining({ productTypeItemId: second!.id, name: 'Red / M' }),
    ]);
    const again = await admin.post('/api/shipping-prices', {
      country: 'US',
      productTypeItemIds: [productType.items[2]!.id, second!.id],
      ...rates,
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: 'A shipping price for this country and product type item already exists',
      errors: {
        'productTypeItemIds.1':
          'A shipping price for this country and product type item already exists',
      },
    });
    // Another country is another row.
    expect(
      (
        await admin.post('/api/shipping-prices', {
          country: 'CA',
          productTypeItemIds: [second!.id],
          ...rates,
        })
      ).status,
    ).toBe(200);
    const updated = await admin.put(`/api/shipping-prices/${created.body.data[0].id}`, {
      normal: { firstItem: 500, restItems: 250 },
      fast: { firstItem: 1000, restItems: 400 },
    });
    expect(updated.body.data).toMatchObject({ normal: { firstItem: 500 }, country: 'US' });
    const listed = await admin.list('shipping-price', {
      filters: [{ field: 'productTypeName', operation: 'exact', value: productType.name }],
      sorting: [
        { field: 'name', direction: 'asc' },
        { field: 'country', direction: 'desc' },
      ],
    });
    expect(
      listed.body.items.map(
        (row: { country: string; name: string }) => `${row.country} ${row.name}`,
      ),
    ).toEqual(['US Red / M', 'CA Red / M', 'US Red / S']);
    expect(listed.body.items[0]).toMatchObject({ normalFirstItem: expect.any(Number) });
  });

  it('refuse unknown countries, negative cents and unknown items', async () => {
    const response = await admin.post('/api/shipping-prices', {
      country: 'XX',
      productTypeItemIds: [crypto.randomUUID()],
      normal: { firstItem: -1, restItems: 0 },
      fast: { firstItem: 0, restItems: 1.5 },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      country: 'The selected country is invalid',
      'normal.firstItem': 'The first item field must be 0 or more',
      'fast.restItems': 'The rest items field must be a int',
    });
    const unknown = await admin.post('/api/shipping-prices', {
      country: 'FR',
      productTypeItemIds: [crypto.randomUUID()],
      ...rates,
    });
    expect(unknown.body.errors).toEqual({
      'productTypeItemIds.0': 'The product type item does not exist',
    });
  });

  it('need the SHIPPING_PRICE permissions', async () => {
    const reader = as(ctx, await newAdmin(ctx, ['SHIPPING_PRICE_ACCESS']));
    expect((await reader.get('/api/shipping-prices?country=US')).status).toBe(200);
    expect((await reader.list('shipping-price')).status).toBe(200);
    expect((await reader.post('/api/shipping-prices', { country: 'US' })).status).toBe(403);
    const seller = as(ctx, (await newUser(ctx, 'SELLER')).session);
    expect((await seller.get('/api/shipping-prices')).status).toBe(403);
    expect((await seller.list('shipping-price')).status).toBe(403);
  });
});

describe('priceSheet', () => {
  it('gives each item its price, extra print price and rates to the country, or none', async () => {
    const productType = await newProductType({
      extraPrintPrice: 275,
      items: [{ attributeOptionIds: [catalog.options.Blue, catalog.options.M], price: 2750 }],
    });
    const blueM = productType.items.find((item) => item.name === 'Blue / M')!;
    const redS = productType.items.find((item) => item.name === 'Red / S')!;
    await admin.post('/api/shipping-prices', {
      country: 'GB',
      productTypeItemIds: [blueM.id],
      ...rates,
    });
    const sheet = await new ShippingPriceService(ctx.database.db, ctx.app.live).priceSheet(
      [blueM.id, redS.id, crypto.randomUUID()],
      'gb',
    );
    expect(sheet).toHaveLength(2);
    expect(sheet.find((entry) => entry.productTypeItemId === blueM.id)).toEqual({
      productTypeItemId: blueM.id,
      productTypeId: productType.id,
      productTypeName: productType.name,
      // The same name the catalogue gives the item: what an order of it will keep.
      variantName: 'Blue / M',
      price: 2750,
      extraPrintPrice: 275,
      itemStatus: 'ACTIVATED',
      productTypeStatus: 'INACTIVATED',
      shipping: rates,
    });
    expect(sheet.find((entry) => entry.productTypeItemId === redS.id)).toMatchObject({
      price: 2000,
      shipping: null,
    });
  });
});

describe('printer permissions', () => {
  it('admins grant and block; a printer pauses and resumes but cannot lift a block', async () => {
    const printer = await newUser(ctx, 'PRINTER');
    const own = as(ctx, printer.session);
    const [a, b] = [await newProductType(), await newProductType()];
    const set = await admin.put(`/api/printer-permissions/${printer.id}`, {
      items: [
        { productTypeId: a.id, status: 'ACTIVATED' },
        { productTypeId: b.id, status: 'ADMIN_BLOCKED' },
      ],
    });
    expect(set.status).toBe(200);
    expect((await own.get('/api/printer/printer-permissions')).body.data).toHaveLength(2);
    const paused = await own.put(`/api/printer/printer-permissions/${a.id}`, {
      status: 'PRINTER_BLOCKED',
    });
    expect(
      paused.body.data.find((p: { productTypeId: string }) => p.productTypeId === a.id),
    ).toMatchObject({ status: 'PRINTER_BLOCKED' });
    const lift = await own.put(`/api/printer/printer-permissions/${b.id}`, { status: 'ACTIVATED' });
    expect(lift.status).toBe(400);
    expect(lift.body.message).toBe('An admin has blocked this product type for you');
    // A new grant list keeps the printer's own pause and drops what it leaves out.
    const regrant = await admin.put(`/api/printer-permissions/${printer.id}`, {
      items: [{ productTypeId: a.id, status: 'ACTIVATED' }],
    });
    expect(regrant.body.data).toEqual([
      expect.objectContaining({ productTypeId: a.id, status: 'PRINTER_BLOCKED' }),
    ]);
    expect(
      (await own.put(`/api/printer/printer-permissions/${b.id}`, { status: 'ACTIVATED' })).status,
    ).toBe(404);
    const notPrinter = await admin.put(
      `/api/printer-permissions/${(await newUser(ctx, 'SELLER')).id}`,
      {
        items: [],
      },
    );
    expect(notPrinter.status).toBe(404);
    expect((await own.get(`/api/printer-permissions/${printer.id}`)).status).toBe(403);
  });
});
