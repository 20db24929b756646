import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness';
import { demoPrinter } from '../../test/fixtures';
import { slipCodeOf } from '../order-items/test-fixtures';
import {
  orderItemActionLogs,
  orderItems,
  orderItemUnits,
  orderTimelines,
} from '../order-items/tables';
import { approvedOrder } from '../orders/test-fixtures';
import { orders } from '../orders/tables';
import { traceLogs } from '../trace-logs/tables';

/*
 * A scan writes a one-unit item's move in one statement of its own (scan-writes.ts); the same
 * action by quantity index goes the general way (actOnUnits, moveItems). Both must leave the same
 * rows: the unit, the actions log, the item, its timeline, the traces and the order.
 */

let ctx: TestContext;
let printer: Awaited<ReturnType<typeof demoPrinter>>;

beforeAll(async () => {
  ctx = await createTestApp();
  printer = await demoPrinter(ctx);
});
afterAll(() => ctx.close());

/** What an action left of an order of one one-unit item, without ids and times. */
async function writtenFor(itemId: string) {
  const db = ctx.database.db;
  const [item] = await db.select().from(orderItems).where(eq(orderItems.id, itemId));
  const [unit] = await db
    .select()
    .from(orderItemUnits)
    .where(eq(orderItemUnits.orderItemId, itemId));
  const [order] = await db.select().from(orders).where(eq(orders.id, item!.orderId));
  const [timeline] = await db
    .select()
    .from(orderTimelines)
    .where(eq(orderTimelines.orderItemId, itemId));
  const logs = await db
    .select()
    .from(orderItemActionLogs)
    .where(eq(orderItemActionLogs.orderItemId, itemId));
  const traces = await db
    .select({ description: traceLogs.description, ip: traceLogs.ip, actorId: traceLogs.actorId })
    .from(traceLogs)
    .where(eq(traceLogs.targetId, itemId))
    .orderBy(asc(traceLogs.description));
  return {
    item: { status: item!.status, previousStatus: item!.previousStatus },
    unit: {
      status: unit!.status,
      staffId: unit!.staffId,
      awaitingStockComingAt: unit!.awaitingStockComingAt?.toISOString() ?? null,
    },
    order: order!.status,
    milestones: Object.entries(timeline ?? {})
      .filter(([key, value]) => key !== 'orderItemId' && value !== null)
      .map(([key]) => key)
      .sort(),
    logs: logs.map((log) => [
      log.action,
      log.fromStatus,
      log.toStatus,
      log.staffId,
      log.description,
    ]),
    // Each order has its own seller: the traces' actors are told apart as the printer or not.
    traces: traces.map((trace) => ({ ...trace, actorId: trace.actorId === printer.id })),
  };
}

describe('a scan’s writes', () => {
  it.each([
    { action: 'pick' },
    { action: 'awaitStock' },
    { action: 'cancel', description: 'Misprint' },
  ])('are those of the same action by quantity index ($action)', async (extra) => {
    const scanned = (await approvedOrder(ctx, [1])).itemIds[0]!;
    const indexed = (await approvedOrder(ctx, [1])).itemIds[0]!;
    const code = await slipCodeOf(ctx, scanned);
    const body = { ...extra, staffId: printer.staffId };
    const scan = await printer.call('POST', '/api/printer/scan', { code: `${code}_1`, ...body });
    expect(scan.status).toBe(200);
    const byIndex = await printer.call('PUT', `/api/order-items/indexes/${indexed}`, {
      ...body,
      qtyIndexes: [1],
    });
    expect(byIndex.status).toBe(200);
    const written = await writtenFor(scanned);
    expect(written.item.status).not.toBe('APPROVED');
    expect(written).toEqual(await writtenFor(indexed));
  });
});
