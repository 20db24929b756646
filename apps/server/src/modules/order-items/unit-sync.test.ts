import type { Session } from '@platfox/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, demoPrinter, newAdmin } from '../../test/fixtures';
import { slipCodeOf } from './test-fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { approvedOrder } from '../orders/test-fixtures';
import { orderItems, orderItemUnits } from './tables';

/* Admin complete, reset and cancel of an item move its units too, so floor lists agree. */

let ctx: TestContext;
let printer: Awaited<ReturnType<typeof demoPrinter>>;
let admin: ReturnType<typeof as>;

beforeAll(async () => {
  ctx = await createTestApp();
  printer = await demoPrinter(ctx);
  const session: Session = await newAdmin(ctx, [
    'ORDER_ITEM_DETAIL_ACCESS',
    'ORDER_ITEM_DETAIL_UPDATE',
    'ORDER_DETAIL_ACCESS',
    'ORDER_DETAIL_UPDATE',
  ]);
  admin = as(ctx, session);
});
afterAll(() => ctx.close());

const statesOf = async (itemId: string) => {
  const [item] = await ctx.database.db.select().from(orderItems).where(eq(orderItems.id, itemId));
  const units = await ctx.database.db
    .select()
    .from(orderItemUnits)
    .where(eq(orderItemUnits.orderItemId, itemId))
    .orderBy(orderItemUnits.qtyIndex);
  return { item: item!.status, units: units.map((unit) => unit.status) };
};

const act = (itemIds: string[], action: string) =>
  printer.call('PUT', '/api/printer/order-items/status', {
    ids: itemIds,
    action,
    staffId: printer.staffId,
  });

describe('admin item actions move the units', () => {
  it('reset sends every unit back to APPROVED; the printer can pick them again', async () => {
    const { itemIds } = await approvedOrder(ctx, [2]);
    const itemId = itemIds[0]!;
    expect((await act(itemIds, 'process')).status).toBe(200);
    const done = await printer.call('PUT', `/api/printer/order-items/${itemId}/indexes`, {
      action: 'printed',
      qtyIndexes: [1],
      staffId: printer.staffId,
    });
    expect(done.status).toBe(200);
    expect(await statesOf(itemId)).toEqual({
      item: 'PROCESSING',
      units: ['PRINTED', 'PROCESSING'],
    });

    expect((await admin('POST', `/api/order-items/${itemId}/reset`)).status).toBe(200);
    expect(await statesOf(itemId)).toEqual({ item: 'APPROVED', units: ['APPROVED', 'APPROVED'] });
    expect((await act(itemIds, 'pick')).status).toBe(200);
    expect(await statesOf(itemId)).toEqual({ item: 'PICKED', units: ['PICKED', 'PICKED'] });
  });

  it('complete completes every live unit', async () => {
    const { itemIds } = await approvedOrder(ctx, [2]);
    const itemId = itemIds[0]!;
    expect((await act(itemIds, 'process')).status).toBe(200);
    expect((await act(itemIds, 'readyToDelivery')).status).toBe(200);
    expect((await admin('POST', `/api/order-items/${itemId}/complete`)).status).toBe(200);
    expect(await statesOf(itemId)).toEqual({
      item: 'COMPLETED',
      units: ['COMPLETED', 'COMPLETED'],
    });
  });

  it('cancel of the order cancels the units; a later scan is refused', async () => {
    const { itemIds, orderId } = await approvedOrder(ctx, [2]);
    const itemId = itemIds[0]!;
    expect((await act(itemIds, 'pick')).status).toBe(200);
    expect((await admin('POST', `/api/orders/${orderId}/canceled`)).status).toBe(200);
    expect(await statesOf(itemId)).toEqual({ item: 'CANCELED', units: ['CANCELED', 'CANCELED'] });

    const scan = await printer.call('POST', '/api/printer/scan', {
      code: `${await slipCodeOf(ctx, itemId)}_1`,
      action: 'process',
      staffId: printer.staffId,
    });
    expect(scan.status).toBe(409);
    expect(await statesOf(itemId)).toEqual({ item: 'CANCELED', units: ['CANCELED', 'CANCELED'] });
  });
});
