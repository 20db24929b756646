import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPrinter } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { blankApparelItems } from '../catalog/supply-tables';
import { approvedOrder, demoCatalog } from '../orders/test-fixtures';
import { warehouseOf } from './test-fixtures';

/*
 * Issue 32: a stock change names the staff member checked in at the station, as a scan does: the
 * desk's receipt, a set stock and a pick each write them on the stock log; without one named, the
 * printer account alone is recorded, and a member the printer does not have is refused.
 */

let ctx: TestContext;
let printer: Awaited<ReturnType<typeof demoPrinter>>;
let warehouseId: string;
let teeBlank: string;

beforeAll(async () => {
  ctx = await createTestApp();
  printer = await demoPrinter(ctx);
  const catalog = await demoCatalog(ctx);
  const rows = await ctx.database.db.select().from(blankApparelItems);
  teeBlank = rows.find((row) => row.productTypeItemId === catalog.items[0]!.id)!.id;
  // The default warehouse: a pick takes from it first.
  warehouseId = (await warehouseOf(printer.call, 'Desk')).id;
});
afterAll(() => ctx.close());

type LogRow = {
  reason: string;
  ref: string | null;
  stock: number;
  staffId: string | null;
  staffFullName: string | null;
  actorFullName: string | null;
};
const logs = async () =>
  (await printer.call.list('stock-log', { filters: [], pagination: { page: 1, pageSize: 50 } }))
    .body.items as LogRow[];

describe('the staff member on duty on the stock log', () => {
  it('a receipt, a set stock and a pick name the checked-in member', async () => {
    const received = await printer.call('POST', '/api/printer/inventories', {
      wareHouseId: warehouseId,
      blankApparelItems: [{ blankApparelItemId: teeBlank, quantity: 5 }],
      staffId: printer.staffId,
      timezoneOffset: 0,
    });
    expect(received.status).toBe(200);
    const record = received.body.data as { id: string; lines: { stockItemId: string }[] };
    const receipt = (await logs()).find((row) => row.ref === record.id)!;
    expect(receipt).toMatchObject({ reason: 'RECEIVE', stock: 5, staffId: printer.staffId });
    expect(receipt.staffFullName).toMatch(/\S/);

    const set = await printer.call('PUT', '/api/printer/update-stock-quantity', {
      stockItemId: record.lines[0]!.stockItemId,
      quantity: 8,
      staffId: printer.staffId,
    });
    expect(set.status).toBe(200);
    expect((await logs()).find((row) => row.reason === 'SET')).toMatchObject({
      stock: 8,
      staffId: printer.staffId,
    });

    const { itemIds } = await approvedOrder(ctx, [1]);
    const picked = await printer.call('PUT', `/api/order-items/indexes/${itemIds[0]}`, {
      action: 'pick',
      qtyIndexes: [1],
      staffId: printer.staffId,
    });
    expect(picked.status).toBe(200);
    expect((await logs()).find((row) => row.reason === 'PICK')).toMatchObject({
      stock: 7,
      staffId: printer.staffId,
    });
  });

  it('records the printer account alone when no member is named; refuses an unknown member', async () => {
    const received = await printer.call('POST', '/api/printer/inventories', {
      wareHouseId: warehouseId,
      blankApparelItems: [{ blankApparelItemId: teeBlank, quantity: 2 }],
    });
    expect(received.status).toBe(200);
    const row = (await logs()).find((one) => one.ref === received.body.data.id)!;
    expect(row).toMatchObject({ staffId: null, staffFullName: null, stock: 9 });
    expect(row.actorFullName).toMatch(/\S/);

    const refused = await printer.call('POST', '/api/printer/inventories', {
      wareHouseId: warehouseId,
      blankApparelItems: [{ blankApparelItemId: teeBlank, quantity: 2 }],
      staffId: randomUUID(),
    });
    expect(refused.status).toBe(400);
    // Nothing moved: the latest row is still the receipt above.
    expect((await logs())[0]).toMatchObject({ stock: 9 });
  });
});
