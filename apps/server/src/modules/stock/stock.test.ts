import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, demoPrinter, newAdmin, newUser, type Caller } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { blankApparelItems } from '../catalog/supply-tables';
import { demoCatalog } from '../orders/test-fixtures';
import { areaOf, receive, warehouseOf } from './test-fixtures';

/* The printer's stock (issue 32): warehouses, storage areas, inventory, the stock log, isolation. */

let ctx: TestContext;
let printer: Awaited<ReturnType<typeof demoPrinter>>;
let other: Caller;
/** The demo tee's blank-apparel items, in the product type's order. */
let blanks: { id: string; productTypeItemId: string }[];

beforeAll(async () => {
  ctx = await createTestApp();
  printer = await demoPrinter(ctx);
  other = as(ctx, (await newUser(ctx, 'PRINTER')).session);
  const catalog = await demoCatalog(ctx);
  const rows = await ctx.database.db.select().from(blankApparelItems);
  blanks = catalog.items.map((item) => rows.find((row) => row.productTypeItemId === item.id)!);
});
afterAll(() => ctx.close());

const stockOf = async (call: Caller, warehouseId: string) =>
  (await call('GET', `/api/printer/stock-items?warehouseId=${warehouseId}`)).body.data as {
    id: string;
    blankApparelItemId: string;
    quantity: number;
    storageAreaName: string | null;
  }[];

describe('warehouses', () => {
  it('keeps exactly one default per printer', async () => {
    const call = as(ctx, (await newUser(ctx, 'PRINTER')).session);
    const first = await warehouseOf(call, 'North');
    expect(first.isDefault).toBe(true);
    const second = await warehouseOf(call, 'South');
    expect(second.isDefault).toBe(false);
    const moved = await call('PUT', `/api/printer/warehouses/${second.id}`, {
      name: 'South',
      address: '1 Quay',
      isDefault: true,
    });
    expect(moved.status).toBe(200);
    const listed = (await call('GET', '/api/printer/warehouses')).body.data;
    expect(
      listed.map((row: { name: string; isDefault: boolean }) => [row.name, row.isDefault]),
    ).toEqual([
      ['South', true],
      ['North', false],
    ]);
    const unticked = await call('PUT', `/api/printer/warehouses/${second.id}`, {
      name: 'South',
      address: '1 Quay',
      isDefault: false,
    });
    expect(unticked.status).toBe(409);
    expect((await call('DELETE', `/api/printer/warehouses/${second.id}`)).status).toBe(409);
    expect((await call('DELETE', `/api/printer/warehouses/${first.id}`)).status).toBe(200);
    const taken = await call('POST', '/api/printer/warehouses', { name: 'South', address: 'x' });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.name).toBe('The name has already been taken');
    const bad = await call('POST', '/api/printer/warehouses', { name: '', address: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('name');
  });

  it('adds and removes items; an item holding stock stays', async () => {
    const call = as(ctx, (await newUser(ctx, 'PRINTER')).session);
    const { id } = await warehouseOf(call);
    const added = await call('POST', `/api/printer/warehouses/${id}/items`, {
      blankApparelItemIds: [blanks[0]!.id, blanks[1]!.id],
    });
    expect(added.status).toBe(200);
    expect(added.body.data.map((item: { quantity: number }) => item.quantity)).toEqual([0, 0]);
    await receive(call, id, blanks[0]!.id, 5);
    const refused = await call('POST', `/api/printer/warehouses/${id}/remove-items`, {
      blankApparelItemIds: [blanks[0]!.id],
    });
    expect(refused.status).toBe(409);
    const removed = await call('POST', `/api/printer/warehouses/${id}/remove-items`, {
      blankApparelItemIds: [blanks[1]!.id],
    });
    expect(removed.status).toBe(200);
    expect((await stockOf(call, id)).map((item) => item.quantity)).toEqual([5]);
  });
});

describe('storage areas', () => {
  it('assigns and moves items; deleting or resetting needs CONFIRM typed', async () => {
    const call = as(ctx, (await newUser(ctx, 'PRINTER')).session);
    const { id } = await warehouseOf(call);
    const a = await areaOf(call, id, 'A-01');
    const b = await areaOf(call, id, 'B-02');
    await receive(call, id, blanks[0]!.id, 10, a.id);
    const [item] = await stockOf(call, id);
    expect(item!.storageAreaName).toBe('A-01');
    const moved = await call('POST', `/api/printer/storage-areas/${b.id}/items`, {
      stockItemIds: [item!.id],
    });
    expect(moved.status).toBe(200);
    expect((await stockOf(call, id))[0]!.storageAreaName).toBe('B-02');

    const unconfirmed = await call('POST', `/api/printer/storage-areas/${b.id}/reset`, {
      confirm: 'yes',
    });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.errors.confirm).toBe('Type CONFIRM to confirm');
    const reset = await call('POST', `/api/printer/storage-areas/${b.id}/reset`, {
      confirm: 'CONFIRM',
    });
    expect(reset.body.message).toBe('1 item taken out of the storage area');
    expect((await stockOf(call, id))[0]).toMatchObject({ storageAreaName: null, quantity: 10 });
    expect(
      (await call('DELETE', `/api/printer/storage-areas/${a.id}`, { confirm: 'no' })).status,
    ).toBe(400);
    const deleted = await call('DELETE', `/api/printer/storage-areas/${a.id}`, {
      confirm: 'CONFIRM',
    });
    expect(deleted.status).toBe(200);
    const areas = (await call('GET', `/api/printer/storage-areas?warehouseId=${id}`)).body.data;
    expect(areas.map((area: { name: string }) => area.name)).toEqual(['B-02']);
  });

  it('refuses an item of another warehouse', async () => {
    const call = as(ctx, (await newUser(ctx, 'PRINTER')).session);
    const first = await warehouseOf(call, 'One');
    const second = await warehouseOf(call, 'Two');
    const area = await areaOf(call, second.id, 'C-1');
    await receive(call, first.id, blanks[0]!.id, 1);
    const [item] = await stockOf(call, first.id);
    const refused = await call('POST', `/api/printer/storage-areas/${area.id}/items`, {
      stockItemIds: [item!.id],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('The storage area belongs to another warehouse');
  });
});

describe('inventory', () => {
  it('receives, issues, never goes below zero, and a revert restores once', async () => {
    const call = as(ctx, (await newUser(ctx, 'PRINTER')).session);
    const { id } = await warehouseOf(call);
    const receipt = await receive(call, id, blanks[2]!.id, 100);
    expect(receipt.status).toBe('APPROVED');
    const issue = await call('POST', '/api/printer/inventories', {
      wareHouseId: id,
      blankApparelItems: [{ blankApparelItemId: blanks[2]!.id, quantity: 30 }],
      isSubtractedStock: true,
    });
    expect(issue.status).toBe(200);
    expect((await stockOf(call, id))[0]!.quantity).toBe(70);
    const tooMany = await call('POST', '/api/printer/inventories', {
      wareHouseId: id,
      blankApparelItems: [{ blankApparelItemId: blanks[2]!.id, quantity: 71 }],
      isSubtractedStock: true,
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe('Stock cannot go below zero');
    expect((await stockOf(call, id))[0]!.quantity).toBe(70);

    const reverted = await call('POST', `/api/printer/inventories/${issue.body.data.id}/revert`);
    expect(reverted.body.data.status).toBe('REVERTED');
    expect((await stockOf(call, id))[0]!.quantity).toBe(100);
    const again = await call('POST', `/api/printer/inventories/${issue.body.data.id}/revert`);
    expect(again.status).toBe(409);
    expect((await stockOf(call, id))[0]!.quantity).toBe(100);

    const logs = await call.list('stock-log', { filters: [] });
    expect(logs.status).toBe(200);
    expect(
      logs.body.items.map((row: { reason: string; previousStock: number; stock: number }) => [
        row.reason,
        row.previousStock,
        row.stock,
      ]),
    ).toEqual([
      ['REVERT', 70, 100],
      ['ISSUE', 100, 70],
      ['RECEIVE', 0, 100],
    ]);
    const inventories = await call.list('inventory', { filters: [] });
    expect(inventories.body.items.map((row: { status: string }) => row.status)).toEqual([
      'REVERTED',
      'APPROVED',
    ]);
  });

  it('holds stock in transit until it is received', async () => {
    const call = as(ctx, (await newUser(ctx, 'PRINTER')).session);
    const { id } = await warehouseOf(call);
    const coming = await call('POST', '/api/printer/inventories', {
      wareHouseId: id,
      blankApparelItems: [{ blankApparelItemId: blanks[0]!.id, quantity: 12 }],
      isInTransit: true,
      expectedAt: '2030-01-15T00:00:00.000Z',
    });
    expect(coming.body.data).toMatchObject({
      status: 'IN_TRANSIT',
      expectedAt: '2030-01-15T00:00:00.000Z',
    });
    expect((await stockOf(call, id))[0]!.quantity).toBe(0);
    const received = await call('POST', `/api/printer/inventories/${coming.body.data.id}/receive`);
    expect(received.body.data.status).toBe('APPROVED');
    expect((await stockOf(call, id))[0]!.quantity).toBe(12);
    expect(
      (await call('POST', `/api/printer/inventories/${coming.body.data.id}/receive`)).status,
    ).toBe(409);
  });

  it('refuses unknown items and another user id with the field named', async () => {
    const call = as(ctx, (await newUser(ctx, 'PRINTER')).session);
    const { id } = await warehouseOf(call);
    const unknown = await call('POST', '/api/printer/inventories', {
      wareHouseId: id,
      blankApparelItems: [{ blankApparelItemId: crypto.randomUUID(), quantity: 1 }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors['blankApparelItems.0.blankApparelItemId']).toBe(
      'The selected blank apparel item is invalid',
    );
    const someoneElse = await call('POST', '/api/printer/inventories', {
      userId: printer.id,
      wareHouseId: id,
      blankApparelItems: [{ blankApparelItemId: blanks[0]!.id, quantity: 1 }],
    });
    expect(someoneElse.status).toBe(400);
    expect(someoneElse.body.errors.userId).toBe('The user must be you');
  });
});

describe('set stock', () => {
  it("writes the printer's count to the stock log with who, before and after", async () => {
    const call = as(ctx, (await newUser(ctx, 'PRINTER')).session);
    const { id } = await warehouseOf(call);
    await receive(call, id, blanks[1]!.id, 8);
    const [item] = await stockOf(call, id);
    const set = await call('PUT', '/api/printer/update-stock-quantity', {
      stockItemId: item!.id,
      quantity: 5,
      note: 'Cycle count',
    });
    expect(set.status).toBe(200);
    expect(set.body.data.quantity).toBe(5);
    const negative = await call('PUT', '/api/printer/update-stock-quantity', {
      stockItemId: item!.id,
      quantity: -1,
    });
    expect(negative.status).toBe(400);
    const [last] = (await call.list('stock-log', { filters: [] })).body.items;
    expect(last).toMatchObject({ reason: 'SET', previousStock: 8, stock: 5, ref: 'Cycle count' });
    expect(last.actorFullName).toBeTruthy();
  });
});

describe('stockable items', () => {
  it('offers the items of the product types the printer prints, named, and none to another', async () => {
    const mine = (await printer.call('GET', '/api/printer/stockable-items')).body.data as {
      id: string;
      name: string;
    }[];
    expect(mine.map((item) => item.id)).toEqual(expect.arrayContaining(blanks.map((b) => b.id)));
    expect(mine[0]!.name).toMatch(/ · /);
    expect((await other('GET', '/api/printer/stockable-items')).body.data).toEqual([]);
  });
});

describe('isolation', () => {
  it("a printer never sees or moves another printer's warehouses, areas or stock", async () => {
    const { id } = await warehouseOf(printer.call, 'Isolated');
    const area = await areaOf(printer.call, id, 'Z-9');
    const receipt = await receive(printer.call, id, blanks[3]!.id, 4, area.id);
    const [item] = await stockOf(printer.call, id);

    expect((await other('GET', `/api/printer/warehouses/${id}`)).status).toBe(404);
    expect(
      (await other('PUT', `/api/printer/warehouses/${id}`, { name: 'Mine', address: 'x' })).status,
    ).toBe(404);
    expect((await other('DELETE', `/api/printer/warehouses/${id}`)).status).toBe(404);
    expect(
      (
        await other('POST', `/api/printer/warehouses/${id}/items`, {
          blankApparelItemIds: [blanks[0]!.id],
        })
      ).status,
    ).toBe(404);
    expect(
      (await other('POST', '/api/printer/storage-areas', { warehouseId: id, name: 'Q' })).status,
    ).toBe(404);
    expect(
      (await other('DELETE', `/api/printer/storage-areas/${area.id}`, { confirm: 'CONFIRM' }))
        .status,
    ).toBe(404);
    expect(
      (await other('POST', `/api/printer/storage-areas/${area.id}/reset`, { confirm: 'CONFIRM' }))
        .status,
    ).toBe(404);
    expect(
      (
        await other('POST', '/api/printer/inventories', {
          wareHouseId: id,
          blankApparelItems: [{ blankApparelItemId: blanks[3]!.id, quantity: 1 }],
        })
      ).status,
    ).toBe(404);
    expect((await other('POST', `/api/printer/inventories/${receipt.id}/revert`)).status).toBe(404);
    expect(
      (
        await other('PUT', '/api/printer/update-stock-quantity', {
          stockItemId: item!.id,
          quantity: 0,
        })
      ).status,
    ).toBe(404);
    expect((await other('GET', '/api/printer/stock-items')).body.data).toEqual([]);
    expect((await other('GET', '/api/printer/storage-areas')).body.data).toEqual([]);
    expect((await other.list('stock-log', { filters: [] })).body.items).toEqual([]);
    expect((await other.list('inventory', { filters: [] })).body.items).toEqual([]);
    expect((await stockOf(printer.call, id))[0]!.quantity).toBe(4);
  });

  it('refuses sellers, and admins without STOCK_LOG_ACCESS the admin stock log', async () => {
    const seller = as(ctx, (await newUser(ctx, 'SELLER')).session);
    expect((await seller('GET', '/api/printer/warehouses')).status).toBe(403);
    expect((await seller('GET', '/api/printer/stockable-items')).status).toBe(403);
    const bare = as(ctx, await newAdmin(ctx, ['ORDER_ACCESS']));
    expect((await bare('GET', '/api/printer/warehouses')).status).toBe(403);
    expect((await bare.list('admin-stock-log', { filters: [] })).status).toBe(403);
    expect((await printer.call.list('admin-stock-log', { filters: [] })).status).toBe(403);
    const admin = as(ctx, await newAdmin(ctx, ['STOCK_LOG_ACCESS']));
    const all = await admin.list('admin-stock-log', { filters: [] });
    expect(all.status).toBe(200);
    expect(all.body.items.length).toBeGreaterThan(0);
  });
});
