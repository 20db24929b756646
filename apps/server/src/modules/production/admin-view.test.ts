import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, demoPrinter, newAdmin, newSeller } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { approvedOrder } from '../orders/test-fixtures';

/* Where an item went, as an admin sees it: the printer, the units with their slips, the log. */

let ctx: TestContext;
let printer: Awaited<ReturnType<typeof demoPrinter>>;
let itemId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  printer = await demoPrinter(ctx);
  const order = await approvedOrder(ctx, [2]);
  itemId = order.itemIds[0]!;
  const picked = await printer.call('PUT', '/api/printer/order-items/status', {
    ids: [itemId],
    action: 'pick',
    staffId: printer.staffId,
  });
  expect(picked.status).toBe(200);
});
afterAll(() => ctx.close());

describe("the admin's view of an item's production", () => {
  it('names the printer and lists each unit with its slip code and state', async () => {
    const admin = as(ctx, await newAdmin(ctx, ['ORDER_ITEM_DETAIL_ACCESS']));
    const answer = await admin('GET', `/api/admin/order-items/${itemId}/production`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      printerId: printer.id,
      printerEmail: 'printer@demo.test',
      status: 'PICKED',
    });
    expect(answer.body.data.printerName).toMatch(/\S/);
    const units = answer.body.data.units as {
      qtyIndex: number;
      scanValue: string;
      status: string;
    }[];
    expect(units.map((unit) => [unit.qtyIndex, unit.status])).toEqual([
      [1, 'PICKED'],
      [2, 'PICKED'],
    ]);
    expect(units[1]!.scanValue).toMatch(/_2$/);
  });

  it("reads the production log with the staff member's name and the acting account", async () => {
    const admin = as(ctx, await newAdmin(ctx, ['ORDER_ITEM_DETAIL_ACCESS']));
    const answer = await admin('GET', `/api/admin/order-items/${itemId}/logs`);
    expect(answer.status).toBe(200);
    const picks = (answer.body.data as Record<string, unknown>[]).filter(
      (row) => row.toStatus === 'PICKED',
    );
    expect(picks).toHaveLength(2);
    expect(picks[0]).toMatchObject({ fromStatus: 'APPROVED', staffId: printer.staffId });
    expect(picks[0]!.staffName).toMatch(/\S/);
    expect(picks[0]).toHaveProperty('actorName', 'printer@demo.test');
  });

  it('is refused to an admin without the item permission, a seller and a printer', async () => {
    const orderOnly = as(ctx, await newAdmin(ctx, ['ORDER_ACCESS', 'ORDER_DETAIL_ACCESS']));
    const seller = as(ctx, (await newSeller(ctx)).session);
    for (const path of ['production', 'logs']) {
      const url = `/api/admin/order-items/${itemId}/${path}`;
      expect((await orderOnly('GET', url)).status).toBe(403);
      expect((await seller('GET', url)).status).toBe(403);
      expect((await printer.call('GET', url)).status).toBe(403);
    }
  });

  it("keeps the printer's own view without the admins' fields", async () => {
    const mine = await printer.call('GET', `/api/printer/order-items/${itemId}`);
    expect(mine.status).toBe(200);
    expect(mine.body.data).not.toHaveProperty('printerEmail');
    const log = await printer.call('GET', `/api/printer/order-items/${itemId}/logs`);
    expect(log.body.data[0]).not.toHaveProperty('actorName');
  });

  it('answers 404 for an unknown item and 400 for a malformed id', async () => {
    const admin = as(ctx, await newAdmin(ctx, ['ORDER_ITEM_DETAIL_ACCESS']));
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await admin('GET', `/api/admin/order-items/${unknown}/logs`)).status).toBe(404);
    expect((await admin('GET', '/api/admin/order-items/nope/logs')).status).toBe(400);
  });
});
