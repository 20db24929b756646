import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPrinter } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { blankApparelItems } from '../catalog/supply-tables';
import { approvedOrder, demoCatalog } from '../orders/test-fixtures';
import { warehouseOf } from './test-fixtures';

/*
 * Issue 32: a stock change names the staff member checked in at the station, as a scan does: the
 * desk's receipt, a set stock, a pick, a revert and the receipt of stock in transit each write
 * them on the stock log; without one named, the printer account alone is recorded, and a member
 * the printer does not have is refused.
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

  it('a revert and the receipt of stock in transit name the member who did them', async () => {
    const inTransit = await printer.call('POST', '/api/printer/inventories', {
      wareHouseId: warehouseId,
      blankApparelItems: [{ blankApparelItemId: teeBlank, quantity: 4 }],
      isInTransit: true,
    });
    expect(inTransit.status).toBe(200);
    const id = inTransit.body.data.id as string;
    const received = await printer.call('POST', `/api/printer/inventories/${id}/receive`, {
      staffId: printer.staffId,
      timezoneOffset: 0,
    });
    expect(received.status).toBe(200);
    expect(received.body.data.status).toBe('APPROVED');
    const receipt = (await logs()).find((row) => row.ref === id && row.reason === 'RECEIVE')!;
    expect(receipt).toMatchObject({ staffId: printer.staffId });
    expect(receipt.staffFullName).toMatch(/\S/);

    const reverted = await printer.call('POST', `/api/printer/inventories/${id}/revert`, {
      staffId: printer.staffId,
      timezoneOffset: 0,
    });
    expect(reverted.status).toBe(200);
    expect(reverted.body.data.status).toBe('REVERTED');
    const revert = (await logs()).find((row) => row.ref === id && row.reason === 'REVERT')!;
    expect(revert).toMatchObject({ staffId: printer.staffId, stock: receipt.stock - 4 });
  });

  it('a revert or a receipt without a member records the printer alone; an unknown one is refused and moves nothing', async () => {
    const record = async (isInTransit: boolean) => {
      const answer = await printer.call('POST', '/api/printer/inventories', {
        wareHouseId: warehouseId,
        blankApparelItems: [{ blankApparelItemId: teeBlank, quantity: 3 }],
        isInTransit,
      });
      expect(answer.status).toBe(200);
      return answer.body.data.id as string;
    };
    const inTransit = await record(true);
    const approved = await record(false);
    const before = (await logs())[0]!;

    const unknownReceipt = await printer.call(
      'POST',
      `/api/printer/inventories/${inTransit}/receive`,
      { staffId: randomUUID() },
    );
    expect(unknownReceipt.status).toBe(400);
    const unknownRevert = await printer.call(
      'POST',
      `/api/printer/inventories/${approved}/revert`,
      { staffId: randomUUID() },
    );
    expect(unknownRevert.status).toBe(400);
    // Nothing moved, and neither record changed.
    expect((await logs())[0]).toEqual(before);
    const read = async (id: string) =>
      (
        await printer.call.list('inventory', { filters: [], pagination: { page: 1, pageSize: 50 } })
      ).body.items.find((row: { id: string }) => row.id === id);
    expect(await read(inTransit)).toMatchObject({ status: 'IN_TRANSIT' });
    expect(await read(approved)).toMatchObject({ status: 'APPROVED' });

    // The body may be left out, as before the staff member could be named.
    const received = await printer.call('POST', `/api/printer/inventories/${inTransit}/receive`);
    expect(received.status).toBe(200);
    const reverted = await printer.call('POST', `/api/printer/inventories/${approved}/revert`);
    expect(reverted.status).toBe(200);
    const rows = await logs();
    expect(rows.find((row) => row.ref === inTransit && row.reason === 'RECEIVE')).toMatchObject({
      staffId: null,
      staffFullName: null,
    });
    expect(rows.find((row) => row.ref === approved && row.reason === 'REVERT')).toMatchObject({
      staffId: null,
      staffFullName: null,
    });
  });
});
