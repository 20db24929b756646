import { randomUUID } from 'node:crypto';
import { staffQrValue } from '@platfox/domain';
import { and, eq } from 'drizzle-orm';
import { signIn, type TestContext } from '../../test/harness';
import { as } from '../orders/test-fixtures';
import { staff, staffTimeLogs } from '../staff/tables';
import { orderItemUnits } from '../order-items/tables';

/*
 * Fixtures of the printer floor's tests, on the seeded demo catalogue: the demo printer holds the
 * only permission for "Classic T-Shirt", so every approved item is routed to it.
 */

export async function demoPrinter(ctx: TestContext) {
  const session = await signIn(ctx.app, 'printer@demo.test');
  const [checkedIn] = await ctx.database.db
    .select()
    .from(staff)
    .where(eq(staff.printerId, session.user.id));
  return { session, id: session.user.id, staffId: checkedIn!.id, call: as(ctx, session) };
}

/** A staff member of the printer, checked in or not. */
export async function staffOf(ctx: TestContext, printerId: string, isCheckedIn: boolean) {
  const id = randomUUID();
  await ctx.database.db
    .insert(staff)
    .values({ id, printerId, fullName: `Staff ${id.slice(0, 4)}`, code: staffQrValue(id) });
  if (isCheckedIn)
    await ctx.database.db.insert(staffTimeLogs).values({ staffId: id, type: 'checkin' });
  return id;
}

/** The slip code of an item's units (all share it). */
export async function slipCodeOf(ctx: TestContext, itemId: string): Promise<string> {
  const [unit] = await ctx.database.db
    .select({ code: orderItemUnits.code })
    .from(orderItemUnits)
    .where(and(eq(orderItemUnits.orderItemId, itemId), eq(orderItemUnits.qtyIndex, 1)));
  return unit!.code;
}
