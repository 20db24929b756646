import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, demoPrinter, newAdmin, newUser, type Caller } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { blankApparelItems } from '../catalog/supply-tables';
import { demoCatalog } from '../orders/test-fixtures';
import { areaOf, receive, warehouseOf } from './test-fixtures';

/*
 * The inventory floor screen's look-up (GET printer/inventory-item: a scanned item code, its stock
 * and last log rows) and the printer's stock log at spec 03 7.5's path (POST printer/stock-logs).
 */

let ctx: TestContext;
let printer: Awaited<ReturnType<typeof demoPrinter>>;
let call: Caller;
let warehouseId: string;
let blankId: string;
let productCode: string;
let warehouseName: string;

beforeAll(async () => {
  ctx = await createTestApp();
  printer = await demoPrinter(ctx);
  const catalog = await demoCatalog(ctx);
  const rows = await ctx.database.db.select().from(blankApparelItems);
  blankId = rows.find((row) => row.productTypeItemId === catalog.items[0]!.id)!.id;
  productCode = catalog.products[0]!.code;
  // The demo printer prints the demo tee (a new printer prints nothing, so stocks nothing).
  call = printer.call;
  warehouseName = `Floor ${Math.random().toString(36).slice(2, 7)}`;
  warehouseId = (await warehouseOf(call, warehouseName)).id;
});
afterAll(() => ctx.close());

const lookUp = (caller: Caller, code: string, warehouse = warehouseId) =>
  caller(
    'GET',
    `/api/printer/inventory-item?code=${encodeURIComponent(code)}&warehouseId=${warehouse}`,
  );

describe('the inventory floor look-up', () => {
  it('names the scanned item by its code, with its stock and last log rows', async () => {
    const before = await lookUp(call, blankId);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body.data.stockItem).toBeNull();
    expect(before.body.data.logs).toEqual([]);
    const sku: string = before.body.data.sku;
    expect(sku).toMatch(/^[A-Z0-9]+(-[\p{L}\p{N}]+)+$/u);

    const area = await areaOf(call, warehouseId, 'R-01');
    await receive(call, warehouseId, blankId, 12, area.id);
    const out = await call('POST', '/api/printer/inventories', {
      wareHouseId: warehouseId,
      blankApparelItems: [{ blankApparelItemId: blankId, quantity: 2 }],
      isSubtractedStock: true,
    });
    expect(out.status).toBe(200);

    // Typed in lower case, as a person at the desk might.
    const after = await lookUp(call, sku.toLowerCase());
    expect(after.status).toBe(200);
    expect(after.body.data).toMatchObject({
      blankApparelItemId: blankId,
      sku,
      warehouseId,
      stockItem: { quantity: 10, storageAreaName: 'R-01' },
    });
    expect(
      after.body.data.logs.map((row: { reason: string; stock: number }) => [row.reason, row.stock]),
    ).toEqual([
      ['ISSUE', 10],
      ['RECEIVE', 12],
    ]);
  });

  it('answers 404 for an unknown code and 400 without one', async () => {
    const unknown = await lookUp(call, 'NOPE-XL');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No blank-apparel item you stock has this code');
    const empty = await call('GET', `/api/printer/inventory-item?code=&warehouseId=${warehouseId}`);
    expect(empty.status).toBe(400);
    expect(empty.body.errors.code).toBe('The code field is required');
  });

  it("refuses another printer's warehouse and items, sellers and admins", async () => {
    const other = as(ctx, (await newUser(ctx, 'PRINTER')).session);
    expect((await lookUp(other, blankId)).status).toBe(404);
    const ownWarehouse = (await warehouseOf(other)).id;
    // The item is of a product type the other printer does not print.
    expect((await lookUp(other, blankId, ownWarehouse)).status).toBe(404);
    const seller = as(ctx, (await newUser(ctx, 'SELLER')).session);
    expect((await lookUp(seller, blankId)).status).toBe(403);
    const admin = as(ctx, await newAdmin(ctx, ['STOCK_LOG_ACCESS']));
    expect((await lookUp(admin, blankId)).status).toBe(403);
  });
});

const PAGE = { filters: [], filtersRef: [], pagination: { page: 1, pageSize: 100 } };

describe('printer/stock-logs', () => {
  it("answers the printer's stock-log rows as the list does, with the caller's filters", async () => {
    const listed = await call.list('stock-log', { filters: [] });
    const answer = await call('POST', '/api/printer/stock-logs', PAGE);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.items.length).toBeGreaterThan(0);
    expect(answer.body.items).toEqual(listed.body.items);
    const issues = await call('POST', '/api/printer/stock-logs', {
      ...PAGE,
      filters: [{ field: 'reason', operation: 'in', value: ['ISSUE'] }],
    });
    expect(issues.body.items.map((row: { reason: string }) => row.reason)).toEqual(['ISSUE']);
  });

  it('answers another printer none of these rows; refuses sellers, admins and a bad page', async () => {
    const other = as(ctx, (await newUser(ctx, 'PRINTER')).session);
    const theirs = await other('POST', '/api/printer/stock-logs', PAGE);
    expect(theirs.status).toBe(200);
    expect(theirs.body.items).toEqual([]);
    const seller = as(ctx, (await newUser(ctx, 'SELLER')).session);
    expect((await seller('POST', '/api/printer/stock-logs', PAGE)).status).toBe(403);
    const admin = as(ctx, await newAdmin(ctx, ['STOCK_LOG_ACCESS']));
    expect((await admin('POST', '/api/printer/stock-logs', PAGE)).status).toBe(403);
    const bad = await call('POST', '/api/printer/stock-logs', { ...PAGE, pagination: { page: 0 } });
    expect(bad.status).toBe(400);
  });
});

describe('the warehouse scan shows stock (/wh/scan-code-product)', () => {
  const stockOfProduct = (caller: Caller, code: string) =>
    caller('GET', `/api/warehouse/scan-code-product/${code}/stock`);

  it("answers the product's blank-apparel items with their stock and storage areas", async () => {
    const warehouse = as(ctx, (await newUser(ctx, 'WAREHOUSE')).session);
    const answer = await stockOfProduct(warehouse, productCode);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const item = answer.body.data.items.find(
      (row: { blankApparelItemId: string }) => row.blankApparelItemId === blankId,
    );
    expect(item.sku).toMatch(/^[A-Z0-9]+-/);
    expect(item.places).toContainEqual(
      expect.objectContaining({ warehouseName, storageAreaName: 'R-01', quantity: 10 }),
    );
    expect(item.totalStock).toBeGreaterThanOrEqual(10);
    expect((await stockOfProduct(warehouse, 'NOPE123456')).status).toBe(404);
  });

  it('refuses printers, sellers and admins', async () => {
    expect((await stockOfProduct(call, productCode)).status).toBe(403);
    const seller = as(ctx, (await newUser(ctx, 'SELLER')).session);
    expect((await stockOfProduct(seller, productCode)).status).toBe(403);
    const admin = as(ctx, await newAdmin(ctx, ['PRODUCT_ACCESS']));
    expect((await stockOfProduct(admin, productCode)).status).toBe(403);
  });
});
