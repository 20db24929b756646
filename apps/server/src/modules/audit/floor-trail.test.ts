import {
  DESCRIBED_UNIT_ACTIONS,
  ISSUE_STATUS_MOVES,
  ORDER_ITEM_STATUSES,
  PRINTER_UNIT_ACTIONS,
  nextItemStatus,
  readTraceLine,
  type IssueStatus,
  type OrderItemStatus,
  type PrinterUnitAction,
} from '@platfox/domain';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, demoPrinter, newAdmin, type Caller } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { autoCloseLater, photoOf, shippedOrder } from '../issues/test-fixtures';
import { orderItems, orderItemUnits } from '../order-items/tables';
import { slipCodeOf } from '../order-items/test-fixtures';
import { traceLogs } from '../trace-logs/tables';
import { approvedOrder } from '../orders/test-fixtures';

/*
 * Complete coverage of the trail, part two (trail.test.ts walks the admin's and the seller's item
 * actions): the printer floor's item moves, walked over the flow table through each way the floor
 * takes them (bulk status, quantity indexes, a scan, the quality check, the shipping hold, a
 * tracking code), and every issue status move. Each writes its trace row with actor and address.
 */

let ctx: TestContext;
let admin: Caller;
let adminId: string;
let printer: Awaited<ReturnType<typeof demoPrinter>>;

beforeAll(async () => {
  ctx = await createTestApp();
  const session = await newAdmin(ctx, [
    'ORDER_ITEM_ACCESS',
    'ORDER_ITEM_DETAIL_ACCESS',
    'ORDER_ITEM_DETAIL_UPDATE',
    'ORDER_ITEM_REFUND_DETAIL_UPDATE',
    'ORDER_ITEM_RESEND_DETAIL_UPDATE',
  ]);
  admin = as(ctx, session);
  adminId = session.user.id;
  printer = await demoPrinter(ctx);
}, 120_000);
afterAll(() => ctx.close());

/** A one-unit item of a new order, routed to the demo printer, put in `status` (setup only). */
async function itemIn(status: OrderItemStatus): Promise<string> {
  const itemId = (await approvedOrder(ctx, [1])).itemIds[0]!;
  const db = ctx.database.db;
  await db
    .update(orderItems)
    .set({ status, isDisallowShipping: status === 'CANCEL_SHIP' })
    .where(eq(orderItems.id, itemId));
  await db.update(orderItemUnits).set({ status }).where(eq(orderItemUnits.orderItemId, itemId));
  return itemId;
}

/** The item's trace rows written since `since`, and the line of its move to where it is now. */
async function tracedMove(itemId: string, since: Date) {
  const rows = await ctx.database.db
    .select()
    .from(traceLogs)
    .where(and(eq(traceLogs.targetId, itemId), gt(traceLogs.createdAt, since)));
  const [item] = await ctx.database.db
    .select({ status: orderItems.status })
    .from(orderItems)
    .where(eq(orderItems.id, itemId));
  return { rows, line: rows.find((row) => row.description.endsWith(`→ ${item!.status}`)) };
}

function expectPrinterLine(line: { actorId: string | null; ip: string | null } | undefined) {
  expect(line).toBeDefined();
  expect(line!.actorId).toBe(printer.id);
  expect(line!.ip).not.toBeNull();
}

type Route = 'bulk' | 'indexes' | 'scan';

/** The floor's call taking `action` on the item's one unit, by each way the floor has. */
async function floorCall(route: Route, itemId: string, action: PrinterUnitAction) {
  const body = {
    action,
    staffId: printer.staffId,
    ...(DESCRIBED_UNIT_ACTIONS.includes(action) ? { description: 'Misprint' } : {}),
  };
  if (route === 'bulk') {
    return printer.call('PUT', '/api/printer/order-items/status', { ids: [itemId], ...body });
  }
  if (route === 'indexes') {
    return printer.call('PUT', `/api/order-items/indexes/${itemId}`, { qtyIndexes: [1], ...body });
  }
  const code = await slipCodeOf(ctx, itemId);
  return printer.call('POST', '/api/printer/scan', { code: `${code}_1`, ...body });
}

/** Every status the flow table lets the printer take the action from. */
const fromsOf = (action: PrinterUnitAction) =>
  ORDER_ITEM_STATUSES.filter((status) => nextItemStatus(action, status, 'PRINTER') !== null);

describe("the trail walks the printer floor's moves", () => {
  const byBulk = PRINTER_UNIT_ACTIONS.flatMap((action) =>
    fromsOf(action).map((from) => ['bulk', action, from] as const),
  );
  // Indexes and scans share the bulk's rules: each action once, from its first status.
  const byUnit = (['indexes', 'scan'] as const).flatMap((route) =>
    PRINTER_UNIT_ACTIONS.map((action) => [route, action, fromsOf(action)[0]!] as const),
  );
  it.each([...byBulk, ...byUnit])(
    '%s: %s from %s writes the trace row with the printer',
    async (route, action, from) => {
      const itemId = await itemIn(from);
      const since = new Date(Date.now() - 1);
      const answer = await floorCall(route, itemId, action);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const { rows, line } = await tracedMove(itemId, since);
      expect(line, JSON.stringify(rows)).toBeDefined();
      expectPrinterLine(line);
      expect(line!.type).toBe('STATUS');
    },
  );

  it.each([
    ['PASS', 'PROCESSING'],
    ['RETURN', 'PROCESSING'],
  ] as const)('the quality check (%s) writes the trace row', async (result, from) => {
    const itemId = await itemIn(from);
    const code = await slipCodeOf(ctx, itemId);
    const since = new Date(Date.now() - 1);
    const checked = await printer.call('POST', '/api/printer/check-quality', {
      code: `${code}_1`,
      result,
      ...(result === 'RETURN' ? { reason: 'Smudged' } : {}),
      staffId: printer.staffId,
    });
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expectPrinterLine((await tracedMove(itemId, since)).line);
  });

  it.each([
    [true, 'READY_TO_DELIVERY'],
    [false, 'CANCEL_SHIP'],
  ] as const)(
    'the printer shipping hold (isDisallowShipping %s) writes the trace row',
    async (isDisallowShipping, from) => {
      const itemId = await itemIn(from);
      const since = new Date(Date.now() - 1);
      const held = await printer.call('PUT', `/api/printer/order-items/${itemId}/shipping`, {
        isDisallowShipping,
      });
      expect(held.status, JSON.stringify(held.body)).toBe(200);
      expectPrinterLine((await tracedMove(itemId, since)).line);
    },
  );

  it('pick all variants writes each picked item its trace row', async () => {
    const itemId = await itemIn('APPROVED');
    const since = new Date(Date.now() - 1);
    const picked = await printer.call('PUT', '/api/printer/pick-all', {
      ids: [itemId],
      staffId: printer.staffId,
    });
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    expectPrinterLine((await tracedMove(itemId, since)).line);
  });

  it("a coming stock date writes the item's COMING_STOCK row", async () => {
    const itemId = await itemIn('AWAITING_STOCK');
    const since = new Date(Date.now() - 1);
    const dated = await printer.call(
      'PUT',
      `/api/printer/order-items/${itemId}/coming-stock-date`,
      {
        awaitingStockComingAt: new Date(Date.now() + 3 * 24 * 3600_000).toISOString(),
        staffId: printer.staffId,
      },
    );
    expect(dated.status, JSON.stringify(dated.body)).toBe(200);
    const { rows } = await tracedMove(itemId, since);
    const line = rows.find((row) => row.type === 'COMING_STOCK');
    expect(line, JSON.stringify(rows)).toBeDefined();
    expectPrinterLine(line);
  });

  it("a tracking code writes the item's TRACKING row", async () => {
    const itemId = await itemIn('READY_TO_DELIVERY');
    const since = new Date(Date.now() - 1);
    const added = await printer.call('POST', '/api/printer/add-tracking-code', {
      orderItemId: itemId,
      trackingCode: '1Z999AA10123456784',
      trackingCarrierCode: 'UPS',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const { rows } = await tracedMove(itemId, since);
    const line = rows.find((row) => row.type === 'TRACKING');
    expect(line, JSON.stringify(rows)).toBeDefined();
    expectPrinterLine(line);
  });
});

/** A NEW issue on a shipped item, with a photo. */
async function newIssue() {
  const order = await shippedOrder(ctx);
  const raised = await order.call.post(`/api/seller/order-items/${order.itemIds[0]}/report`, {
    type: 'BUG',
    origin: 'PRINTER',
    description: 'Smudged',
    imageIds: [await photoOf(order.call)],
    action: 'REFUND',
  });
  expect(raised.status, JSON.stringify(raised.body)).toBe(200);
  return { ...order, id: raised.body.data.id as string };
}

/** Takes a NEW issue to `status` the way people do. */
async function moveIssueTo(id: string, status: IssueStatus) {
  if (status === 'PROCESSING') await admin.put(`/api/issues/${id}/status`, { status });
  if (status === 'RESOLVED') await admin.post(`/api/issues/${id}/resolve`, { action: 'REPRINT' });
}

async function issueTrace(id: string, since: Date, ending: string) {
  const rows = await ctx.database.db
    .select()
    .from(traceLogs)
    .where(
      and(
        eq(traceLogs.target, 'issue'),
        eq(traceLogs.targetId, id),
        gt(traceLogs.createdAt, since),
      ),
    );
  const line = rows.find((row) => row.description.endsWith(ending));
  expect(line, JSON.stringify(rows)).toBeDefined();
  return line!;
}

describe('the trail walks the issue status moves', () => {
  const moves = (Object.entries(ISSUE_STATUS_MOVES) as [IssueStatus, IssueStatus[]][]).flatMap(
    ([from, tos]) => tos.map((to) => [from, to] as const),
  );
  it.each(moves)('%s → %s writes the issue trace row with its admin', async (from, to) => {
    const { id } = await newIssue();
    await moveIssueTo(id, from);
    const since = new Date(Date.now() - 1);
    const moved = await admin.put(`/api/issues/${id}/status`, { status: to });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const line = await issueTrace(id, since, `${from} → ${to}`);
    expect(line).toMatchObject({ actorId: adminId, type: 'STATUS' });
    expect(line.ip).not.toBeNull();
  });

  it.each([
    ['REFUND', 'NEW'],
    ['REFUND', 'PROCESSING'],
    ['REPRINT', 'NEW'],
    ['REPRINT', 'PROCESSING'],
  ] as const)(
    'a resolution by %s from %s writes the issue and item trace rows',
    async (action, from) => {
      const { id, itemIds } = await newIssue();
      await moveIssueTo(id, from);
      const since = new Date(Date.now() - 1);
      const resolved = await admin.post(`/api/issues/${id}/resolve`, { action });
      expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
      const line = await issueTrace(id, since, `${from} → RESOLVED`);
      expect(line).toMatchObject({ actorId: adminId });
      expect(line.ip).not.toBeNull();
      const itemRows = await ctx.database.db
        .select()
        .from(traceLogs)
        .where(and(eq(traceLogs.targetId, itemIds[0]!), gt(traceLogs.createdAt, since)));
      expect(itemRows.some((row) => row.actorId === adminId && row.ip !== null)).toBe(true);
    },
  );

  it('the auto-close writes the issue trace row as the system', async () => {
    const { id } = await newIssue();
    await admin.post(`/api/issues/${id}/messages`, {
      conversation: 'conversation',
      message: 'More photos?',
    });
    const since = new Date(Date.now() - 1);
    expect(await autoCloseLater(ctx)).toBeGreaterThanOrEqual(1);
    const line = await issueTrace(id, since, 'NEW → CLOSED');
    expect(line).toMatchObject({ actorId: null, type: 'STATUS' });
  });
});

describe('the screens can word the trail', () => {
  // Every status move and payment line written above reads back as what it records (issue 31):
  // the trail and /a/trace-logs say it in the reader's language; none is left as a code.
  it('reads back every status and payment line written', async () => {
    const rows = await ctx.database.db.select().from(traceLogs);
    const moves = rows.filter((row) => row.type === 'STATUS' || row.type === 'PAYMENT');
    expect(moves.length).toBeGreaterThan(0);
    const unread = moves.filter((row) => readTraceLine(row.description) === null);
    expect(unread.map((row) => row.description)).toEqual([]);
  });
});
