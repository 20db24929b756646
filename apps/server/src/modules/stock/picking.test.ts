import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, demoPrinter, newAdmin, newUser, type Caller } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { blankApparelItems } from '../catalog/supply-tables';
import { approvedOrder, demoCatalog } from '../orders/test-fixtures';
import { slipCodeOf } from '../order-items/test-fixtures';
import { areaOf, receive, warehouseOf } from './test-fixtures';

/*
 * Picking uses the stock (issue 32): a pick takes one unit of stock per unit, writes a stock log
 * row per unit, and when the stock runs short the unit goes to awaiting stock with the coming date
 * of the receipts in transit. Twenty picks racing on a stock of ten take exactly ten.
 */

let ctx: TestContext;
let printer: Awaited<ReturnType<typeof demoPrinter>>;
let warehouseId: string;
let teeBlank: string;
/** The race's items left awaiting stock (in the order they were created), for the release. */
let raced: { waitingIds: string[]; codeOf: (itemId: string) => string } | undefined;

beforeAll(async () => {
  ctx = await createTestApp();
  printer = await demoPrinter(ctx);
  const catalog = await demoCatalog(ctx);
  const rows = await ctx.database.db.select().from(blankApparelItems);
  // approvedOrder's single line is the tee's first item.
  teeBlank = rows.find((row) => row.productTypeItemId === catalog.items[0]!.id)!.id;
  warehouseId = (await warehouseOf(printer.call, 'Floor')).id;
});
afterAll(() => ctx.close());

const quantity = async (call: Caller) => {
  const items = (await call('GET', `/api/printer/stock-items?warehouseId=${warehouseId}`)).body
    .data as { blankApparelItemId: string; quantity: number }[];
  return items.find((item) => item.blankApparelItemId === teeBlank)?.quantity;
};
const statusOf = async (itemId: string) =>
  (await printer.call('GET', `/api/printer/order-items/${itemId}`)).body.data.status as string;

describe('picking takes stock', () => {
  it('picks 3 of 100: 97 left, three log rows naming the units', async () => {
    const area = await areaOf(printer.call, warehouseId, 'A-01');
    await receive(printer.call, warehouseId, teeBlank, 100, area.id);
    const { itemIds } = await approvedOrder(ctx, [3]);
    const picked = await printer.call('PUT', `/api/order-items/indexes/${itemIds[0]}`, {
      action: 'pick',
      qtyIndexes: [1, 2, 3],
      staffId: printer.staffId,
    });
    expect(picked.status).toBe(200);
    expect(await quantity(printer.call)).toBe(97);
    const code = await slipCodeOf(ctx, itemIds[0]!);
    const logs = await printer.call.list('stock-log', {
      filters: [{ field: 'reason', operation: 'in', value: ['PICK'] }],
    });
    expect(
      logs.body.items.map((row: { ref: string; previousStock: number; stock: number }) => [
        row.ref,
        row.previousStock,
        row.stock,
      ]),
    ).toEqual([
      [`${code}_3`, 98, 97],
      [`${code}_2`, 99, 98],
      [`${code}_1`, 100, 99],
    ]);
    expect(logs.body.items[0].storageAreaName).toBe('A-01');
  });

  it('20 concurrent picks on a stock of 10 take exactly 10; the other 10 await stock', async () => {
    const orders = [];
    for (let index = 0; index < 20; index += 1) orders.push(await approvedOrder(ctx, [1]));
    const itemIds = orders.map((order) => order.itemIds[0]!);
    const codes = await Promise.all(itemIds.map((id) => slipCodeOf(ctx, id)));
    // Whatever the test before left, the stock starts at zero (a count), then ten come in.
    const [item] = (
      await printer.call('GET', `/api/printer/stock-items?warehouseId=${warehouseId}`)
    ).body.data;
    if (item) {
      await printer.call('PUT', '/api/printer/update-stock-quantity', {
        stockItemId: item.id,
        quantity: 0,
      });
    }
    await receive(printer.call, warehouseId, teeBlank, 10);
    // Stock expected later: the units that find none get its day as their coming date.
    await printer.call('POST', '/api/printer/inventories', {
      wareHouseId: warehouseId,
      blankApparelItems: [{ blankApparelItemId: teeBlank, quantity: 50 }],
      isInTransit: true,
      expectedAt: '2030-03-01T00:00:00.000Z',
    });
    expect(await quantity(printer.call)).toBe(10);

    const scans = await Promise.all(
      codes.map((code) =>
        printer.call('POST', '/api/printer/scan', {
          code: `${code}_1`,
          action: 'pick',
          staffId: printer.staffId,
        }),
      ),
    );
    expect(scans.map((scan) => scan.status)).toEqual(codes.map(() => 200));
    const to = scans.map((scan) => scan.body.data.to as string);
    expect(to.filter((status) => status === 'PICKED')).toHaveLength(10);
    expect(to.filter((status) => status === 'AWAITING_STOCK')).toHaveLength(10);
    expect(scans.find((scan) => scan.body.data.to === 'AWAITING_STOCK')!.body.message).toMatch(
      /is out of stock: it awaits stock$/,
    );
    expect(await quantity(printer.call)).toBe(0);

    const statuses = await Promise.all(itemIds.map(statusOf));
    expect(statuses.filter((status) => status === 'PICKED')).toHaveLength(10);
    expect(statuses.filter((status) => status === 'AWAITING_STOCK')).toHaveLength(10);
    const waiting = await printer.call.list('printer-item-awaiting-stock', { filters: [] });
    const waitingIds = itemIds.filter((_, index) => to[index] === 'AWAITING_STOCK');
    const rows = waiting.body.items.filter((row: { id: string }) => waitingIds.includes(row.id));
    expect(rows).toHaveLength(10);
    const view = (await printer.call('GET', `/api/printer/order-items/${waitingIds[0]}`)).body.data;
    expect(JSON.stringify(view)).toContain('2030-03-01T00:00:00.000Z');

    // Exactly ten pick rows were logged for this stock, each one unit down.
    const logs = await printer.call.list('stock-log', {
      filters: [{ field: 'reason', operation: 'in', value: ['PICK'] }],
      pagination: { page: 1, pageSize: 50 },
    });
    const fromTen = logs.body.items.filter((row: { ref: string }) =>
      codes.some((code) => row.ref === `${code}_1`),
    );
    expect(fromTen).toHaveLength(10);
    expect(fromTen.map((row: { stock: number }) => row.stock).sort()).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);

    // A unit awaiting stock is not picked from an empty stock.
    const again = await printer.call('POST', '/api/printer/scan', {
      code: `${codes[itemIds.indexOf(waitingIds[0]!)]}_1`,
      action: 'pick',
      staffId: printer.staffId,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Out of stock: no unit of this item is in stock');
    raced = { waitingIds, codeOf: (id) => codes[itemIds.indexOf(id)]! };
    // Twenty orders are made one after another first: on a machine shared by several suites
    // that alone has taken most of the default 30 s.
  }, 120_000);

  it('receiving stock releases the waiting items, oldest first, as many as came in', async () => {
    const { waitingIds, codeOf } = raced!;
    // Four come in: the four oldest waiting items go back to the to-pick list, the rest wait on.
    await receive(printer.call, warehouseId, teeBlank, 4);
    const after = await Promise.all(waitingIds.map(statusOf));
    expect(after).toEqual([...Array(4).fill('APPROVED'), ...Array(6).fill('AWAITING_STOCK')]);
    const released = await printer.call('POST', '/api/printer/scan', {
      code: `${codeOf(waitingIds[0]!)}_1`,
      action: 'pick',
      staffId: printer.staffId,
    });
    expect(released.body.data.to).toBe('PICKED');
    expect(await quantity(printer.call)).toBe(3);
  });

  it('a printer that keeps no stock of the item picks as before', async () => {
    const catalog = await demoCatalog(ctx);
    expect(catalog.items.length).toBeGreaterThan(1);
    const { itemIds } = await approvedOrder(ctx, [1, 1]);
    // The second line is the tee's second item, of which the printer holds no stock item.
    const picked = await printer.call('PUT', `/api/order-items/indexes/${itemIds[1]}`, {
      action: 'pick',
      qtyIndexes: [1],
      staffId: printer.staffId,
    });
    expect(picked.status).toBe(200);
    expect(await statusOf(itemIds[1]!)).toBe('PICKED');
  });
});

describe("the admin's items awaiting stock", () => {
  it("lists every printer's waiting items with coming date, printer and age; others refused", async () => {
    const { waitingIds } = raced!;
    // The release above sent the four oldest back; six still wait for the stock in transit.
    const stillWaiting = waitingIds.slice(4);
    const admin = as(ctx, await newAdmin(ctx, ['ORDER_ITEM_ACCESS']));
    const listed = await admin.list('admin-item-awaiting-stock', {
      filters: [],
      pagination: { page: 1, pageSize: 50 },
    });
    expect(listed.status).toBe(200);
    const rows = listed.body.items as {
      id: string;
      printerName: string | null;
      comingAt: string | null;
      createdAt: string;
      productTitle: string;
    }[];
    expect(rows.map((row) => row.id).sort()).toEqual([...stillWaiting].sort());
    const [first] = rows;
    expect(first!.comingAt).toBe('2030-03-01T00:00:00.000Z');
    expect(first!.printerName).toMatch(/\S/);
    expect(first!.productTitle).toMatch(/\S/);
    // Oldest first.
    expect(rows.map((row) => row.createdAt)).toEqual([...rows.map((row) => row.createdAt)].sort());

    const bare = as(ctx, await newAdmin(ctx, ['STOCK_LOG_ACCESS']));
    expect((await bare.list('admin-item-awaiting-stock', { filters: [] })).status).toBe(403);
    expect((await printer.call.list('admin-item-awaiting-stock', { filters: [] })).status).toBe(
      403,
    );
    const seller = as(ctx, (await newUser(ctx, 'SELLER')).session);
    expect((await seller.list('admin-item-awaiting-stock', { filters: [] })).status).toBe(403);
  });
});

describe('a pick that one stock item cannot cover', () => {
  it('takes the default warehouse first, then the next; the rest await stock', async () => {
    // The default warehouse ('Floor') holds 3 after the tests above; another holds 1 more.
    const overflow = await warehouseOf(printer.call, 'Overflow');
    expect(overflow.isDefault).toBe(false);
    await receive(printer.call, overflow.id, teeBlank, 1);
    expect(await quantity(printer.call)).toBe(3);
    const { itemIds } = await approvedOrder(ctx, [5]);
    const picked = await printer.call('PUT', `/api/order-items/indexes/${itemIds[0]}`, {
      action: 'pick',
      qtyIndexes: [1, 2, 3, 4, 5],
      staffId: printer.staffId,
    });
    expect(picked.status).toBe(200);
    const units = picked.body.data[0].units as { qtyIndex: number; status: string }[];
    expect(units.map((unit) => [unit.qtyIndex, unit.status])).toEqual([
      [1, 'PICKED'],
      [2, 'PICKED'],
      [3, 'PICKED'],
      [4, 'PICKED'],
      [5, 'AWAITING_STOCK'],
    ]);
    expect(await quantity(printer.call)).toBe(0);
    const inOverflow = (
      await printer.call('GET', `/api/printer/stock-items?warehouseId=${overflow.id}`)
    ).body.data as { blankApparelItemId: string; quantity: number }[];
    expect(inOverflow.find((item) => item.blankApparelItemId === teeBlank)?.quantity).toBe(0);
  });
});
