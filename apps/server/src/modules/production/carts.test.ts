import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, demoPrinter, newAdmin, newUser } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { blankApparelItems } from '../catalog/supply-tables';
import { approvedOrder, demoCatalog } from '../orders/test-fixtures';
import { areaOf, receive, warehouseOf } from '../stock/test-fixtures';

/*
 * Cart picking (issue 32): the to-pick list in walk order, a cart planned a bin per order with
 * the walk by storage area, each scanned unit answered with its bin (picked, taking stock), a
 * unit scanned twice refused, a bin full when all its order's units are in it, closing releases
 * what was not picked; a cart is its printer's alone.
 */

let ctx: TestContext;
let printer: Awaited<ReturnType<typeof demoPrinter>>;
let warehouseId: string;
/** The tee's first three items' blanks: the second kept in A-01, the first in B-02, the third nowhere. */
let blanks: string[];

type Walk = { unit: string; bin: number; state: string; storageAreaName: string | null }[];
type Bin = { bin: number; orderId: string; units: number; picked: number; isFull: boolean };

beforeAll(async () => {
  ctx = await createTestApp();
  printer = await demoPrinter(ctx);
  const catalog = await demoCatalog(ctx);
  const rows = await ctx.database.db.select().from(blankApparelItems);
  blanks = catalog.items
    .slice(0, 3)
    .map((item) => rows.find((row) => row.productTypeItemId === item.id)!.id);
  warehouseId = (await warehouseOf(printer.call, 'Aisles')).id;
  const a01 = await areaOf(printer.call, warehouseId, 'A-01');
  const b02 = await areaOf(printer.call, warehouseId, 'B-02');
  await receive(printer.call, warehouseId, blanks[1]!, 100, a01.id);
  await receive(printer.call, warehouseId, blanks[0]!, 100, b02.id);
});
afterAll(() => ctx.close());

const stockOf = async (blank: string) => {
  const items = (await printer.call('GET', `/api/printer/stock-items?warehouseId=${warehouseId}`))
    .body.data as { blankApparelItemId: string; quantity: number }[];
  return items.find((item) => item.blankApparelItemId === blank)?.quantity;
};
const scan = (cartId: string, code: string) =>
  printer.call('POST', `/api/printer/carts/${cartId}/scan`, { code, staffId: printer.staffId });

describe('walk order on the to-pick list', () => {
  it('sorts by the storage area holding the blank, items kept in no area last', async () => {
    const { itemIds } = await approvedOrder(ctx, [1, 1, 1]);
    const list = await printer.call.list('printer-item-to-pick', {
      filters: [],
      sorting: [{ field: 'storageArea', direction: 'asc' }],
    });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const rows = (list.body.items as { id: string; storageAreaName: string | null }[]).filter(
      (row) => itemIds.includes(row.id),
    );
    expect(rows.map((row) => [row.id, row.storageAreaName])).toEqual([
      [itemIds[1], 'A-01'],
      [itemIds[0], 'B-02'],
      [itemIds[2], null],
    ]);
  });
});

describe('a cart', () => {
  let first: Awaited<ReturnType<typeof approvedOrder>>;
  let second: Awaited<ReturnType<typeof approvedOrder>>;
  let cart: { id: string; binList: Bin[]; walk: Walk };

  it('plans a bin per order, oldest first, and the walk by storage area', async () => {
    first = await approvedOrder(ctx, [2, 1, 1]);
    second = await approvedOrder(ctx, [1, 2]);
    const created = await printer.call('POST', '/api/printer/carts', {
      orderIds: [second.orderId, first.orderId],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    cart = created.body.data;
    expect(cart.binList.map((bin) => [bin.bin, bin.orderId, bin.units, bin.isFull])).toEqual([
      [1, first.orderId, 4, false],
      [2, second.orderId, 3, false],
    ]);
    // A-01 (the second item) for both bins, then B-02 (the first), then the third, kept nowhere.
    expect(cart.walk.map((step) => [step.storageAreaName, step.bin])).toEqual([
      ['A-01', 1],
      ['A-01', 2],
      ['A-01', 2],
      ['B-02', 1],
      ['B-02', 1],
      ['B-02', 2],
      [null, 1],
    ]);
    expect(cart.walk.every((step) => step.state === 'PLANNED')).toBe(true);
    const open = await printer.call('GET', '/api/printer/carts');
    expect(open.body.data.map((row: { id: string }) => row.id)).toContain(cart.id);
  });

  it("answers each scanned unit's bin and picks it, taking stock", async () => {
    const before = await stockOf(blanks[1]!);
    const step = cart.walk[1]!;
    const answer = await scan(cart.id, step.unit);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe(`Unit ${step.unit} goes into bin 2`);
    expect(answer.body.data).toMatchObject({
      bin: 2,
      orderId: second.orderId,
      to: 'PICKED',
      binUnits: 3,
      binPicked: 1,
      isBinFull: false,
      isCartDone: false,
    });
    expect(await stockOf(blanks[1]!)).toBe(before! - 1);
  });

  it('refuses a unit scanned twice, and one not on the cart, moving nothing', async () => {
    const step = cart.walk[1]!;
    const before = await stockOf(blanks[1]!);
    const again = await scan(cart.id, step.unit);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Unit ${step.unit} was already scanned into bin 2`);
    expect(await stockOf(blanks[1]!)).toBe(before);
    const stranger = await approvedOrder(ctx, [1]);
    const unit = (await printer.call('GET', `/api/printer/order-items/${stranger.itemIds[0]}`)).body
      .data.units[0].scanValue as string;
    const off = await scan(cart.id, unit);
    expect(off.status).toBe(404);
    expect(off.body.message).toBe(`Unit ${unit} is not on this cart`);
  });

  it("reports an order's bin full when all its units are in it", async () => {
    const rest = cart.walk.filter((step) => step.bin === 2 && step !== cart.walk[1]);
    const answers = [];
    for (const step of rest) answers.push(await scan(cart.id, step.unit));
    expect(answers.map((answer) => answer.body.data.isBinFull)).toEqual([false, true]);
    expect(answers[1]!.body.message).toBe(`Unit ${rest[1]!.unit} goes into bin 2: the bin is full`);
    const read = await printer.call('GET', `/api/printer/carts/${cart.id}`);
    expect(read.body.data.binList.map((bin: Bin) => [bin.picked, bin.isFull])).toEqual([
      [0, false],
      [3, true],
    ]);
  });

  it('takes the next orders by age, none on an open cart; closing releases what was not picked', async () => {
    const next = await printer.call('POST', '/api/printer/carts', { next: 50 });
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    const taken = next.body.data.binList.map((bin: Bin) => bin.orderId);
    expect(taken).not.toContain(first.orderId);
    expect(taken).not.toContain(second.orderId);
    // The chosen orders of an open cart go on no other.
    const twice = await printer.call('POST', '/api/printer/carts', { orderIds: [first.orderId] });
    expect(twice.status).toBe(409);
    await printer.call('POST', `/api/printer/carts/${next.body.data.id}/close`);

    const closed = await printer.call('POST', `/api/printer/carts/${cart.id}/close`);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.data.status).toBe('CLOSED');
    const states = (closed.body.data.walk as Walk).map((step) => step.state);
    expect(states.filter((state) => state === 'PICKED')).toHaveLength(3);
    expect(states.filter((state) => state === 'RELEASED')).toHaveLength(4);
    const late = await scan(cart.id, cart.walk[0]!.unit);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This cart is closed');
    // Released, the first order goes on a cart again, with only its units left to pick.
    const again = await printer.call('POST', '/api/printer/carts', { orderIds: [first.orderId] });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data.binList[0].units).toBe(4);
    await printer.call('POST', `/api/printer/carts/${again.body.data.id}/close`);
  });

  it('keeps a unit the pick finds no stock for out of its bin: it awaits stock', async () => {
    const items = (await printer.call('GET', `/api/printer/stock-items?warehouseId=${warehouseId}`))
      .body.data as { id: string; blankApparelItemId: string }[];
    const shirt = items.find((item) => item.blankApparelItemId === blanks[0])!;
    await printer.call('PUT', '/api/printer/update-stock-quantity', {
      stockItemId: shirt.id,
      quantity: 0,
    });
    const order = await approvedOrder(ctx, [1]);
    const created = await printer.call('POST', '/api/printer/carts', { orderIds: [order.orderId] });
    const short = created.body.data.walk[0] as Walk[number];
    const answer = await scan(created.body.data.id, short.unit);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ to: 'AWAITING_STOCK', isBinFull: false });
    expect(answer.body.message).toBe(
      `Unit ${short.unit} is out of stock: it awaits stock, keep it out of bin 1`,
    );
    const again = await scan(created.body.data.id, short.unit);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Unit ${short.unit} was already scanned: it awaits stock`);
    await printer.call('POST', `/api/printer/carts/${created.body.data.id}/close`);
  });

  it('refuses a body that names neither orders nor a count, with its message', async () => {
    for (const body of [{}, { next: 0 }, { next: 2, orderIds: [first.orderId] }]) {
      const answer = await printer.call('POST', '/api/printer/carts', body);
      expect(answer.status).toBe(400);
    }
    const none = await printer.call('POST', '/api/printer/carts', {});
    expect(JSON.stringify(none.body)).toContain(
      'Choose the orders, or how many of the next orders, to put on the cart',
    );
  });
});

describe("a cart is its printer's alone", () => {
  it('another printer neither sees nor scans into it; sellers and admins are refused', async () => {
    const order = await approvedOrder(ctx, [1]);
    // Chosen on the to-pick list, whose rows are items: the cart takes their orders.
    const created = await printer.call('POST', '/api/printer/carts', {
      orderItemIds: order.itemIds,
    });
    expect(created.body.data.binList.map((bin: Bin) => bin.orderId)).toEqual([order.orderId]);
    const cart = created.body.data as { id: string; walk: Walk };
    const other = as(ctx, (await newUser(ctx, 'PRINTER')).session);
    expect((await other('GET', `/api/printer/carts/${cart.id}`)).status).toBe(404);
    expect((await other('GET', '/api/printer/carts')).body.data).toEqual([]);
    const foreign = await other('POST', `/api/printer/carts/${cart.id}/scan`, {
      code: cart.walk[0]!.unit,
      staffId: printer.staffId,
    });
    expect(foreign.status).toBe(404);
    expect((await other('POST', `/api/printer/carts/${cart.id}/close`)).status).toBe(404);
    // Another printer's orders are not found, whether chosen or next.
    const taking = await other('POST', '/api/printer/carts', { orderIds: [order.orderId] });
    expect(taking.status).toBe(404);
    const byItem = await other('POST', '/api/printer/carts', { orderItemIds: order.itemIds });
    expect(byItem.status).toBe(404);
    expect((await other('POST', '/api/printer/carts', { next: 5 })).status).toBe(409);

    const seller = (await newUser(ctx, 'SELLER')).session;
    const admin = await newAdmin(ctx, ['ORDER_ITEM_ACCESS', 'ORDER_ITEM_DETAIL_UPDATE']);
    for (const session of [seller, admin]) {
      const call = as(ctx, session);
      expect((await call('GET', '/api/printer/carts')).status).toBe(403);
      expect((await call('GET', `/api/printer/carts/${cart.id}`)).status).toBe(403);
      expect((await call('POST', '/api/printer/carts', { next: 1 })).status).toBe(403);
      const scanned = await call('POST', `/api/printer/carts/${cart.id}/scan`, {
        code: cart.walk[0]!.unit,
        staffId: printer.staffId,
      });
      expect(scanned.status).toBe(403);
      expect((await call('POST', `/api/printer/carts/${cart.id}/close`)).status).toBe(403);
    }
    const still = await printer.call('GET', `/api/printer/carts/${cart.id}`);
    expect(still.body.data.walk[0].state).toBe('PLANNED');
  });
});
