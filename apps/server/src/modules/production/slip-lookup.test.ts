import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, demoPrinter } from '../../test/fixtures';
import { slipCodeOf } from '../order-items/test-fixtures';
import { createTestApp, createUser, signInWith, type TestContext } from '../../test/harness';
import { approvedOrder } from '../orders/test-fixtures';
import { orderItemUnits } from '../order-items/tables';

/* The completed product scanner's look-up of a slip value (issue 6). */

let ctx: TestContext;
let printer: Awaited<ReturnType<typeof demoPrinter>>;

beforeAll(async () => {
  ctx = await createTestApp();
  printer = await demoPrinter(ctx);
});
afterAll(() => ctx.close());

const lookUp = (call: typeof printer.call, code: string) =>
  call('GET', `/api/printer/check-order/${encodeURIComponent(code)}`);

describe('slip look-up', () => {
  it('answers the unit, its item and looks, and leaves the unit as it was', async () => {
    const { itemIds, orderId } = await approvedOrder(ctx, [3]);
    const code = await slipCodeOf(ctx, itemIds[0]!);

    // A scanner may send the code in lower case; the slip's code is upper case.
    const answer = await lookUp(printer.call, `${code.toLowerCase()}_2`);
    expect(answer.status).toBe(200);
    const { item, unit, attributeOptions } = answer.body.data;
    expect(item.id).toBe(itemIds[0]);
    expect(item.orderId).toBe(orderId);
    expect(item.quantity).toBe(3);
    expect(unit.scanValue).toBe(`${code}_2`);
    expect(unit.qtyIndex).toBe(2);
    expect(Array.isArray(attributeOptions)).toBe(true);

    const units = await ctx.database.db
      .select()
      .from(orderItemUnits)
      .where(eq(orderItemUnits.orderItemId, itemIds[0]!));
    expect(units.every((row) => row.verifiedAt === null && row.status === 'APPROVED')).toBe(true);
  });

  it('refuses a value without its quantity index (400) and an unknown one (404)', async () => {
    const { itemIds } = await approvedOrder(ctx, [1]);
    const code = await slipCodeOf(ctx, itemIds[0]!);
    const bare = await lookUp(printer.call, code);
    expect(bare.status).toBe(400);
    expect(bare.body.errors.qtyIndex).toBe('The quantity index is required');
    expect((await lookUp(printer.call, `${code}_9`)).status).toBe(404);
    // A blank code (spaces only) is refused by the schema, not looked up.
    const empty = await printer.call('GET', '/api/printer/check-order/%20%20');
    expect(empty.status).toBe(400);
  });

  it("another printer's slip is not found (404)", async () => {
    const { itemIds } = await approvedOrder(ctx, [1]);
    const code = await slipCodeOf(ctx, itemIds[0]!);
    const other = await createUser(ctx, { type: 'PRINTER' });
    const otherCall = as(ctx, await signInWith(ctx.app, other.email, other.password));
    expect((await lookUp(otherCall, `${code}_1`)).status).toBe(404);
    expect((await lookUp(printer.call, `${code}_1`)).status).toBe(200);
  });
});
