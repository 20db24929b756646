import { randomUUID } from 'node:crypto';
import { staffQrValue, type Session } from '@platfox/domain';
import { and, eq } from 'drizzle-orm';
import { signIn, type TestContext } from '../../test/harness';
import { newAdmin, newSeller } from '../ledger/test-fixtures';
import { ADDRESS, as, demoCatalog, fund, productOf } from '../orders/test-fixtures';
import { staff, staffTimeLogs } from '../staff/tables';
import { orderItemUnits } from './tables';

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

/** A placed and approved order of a new seller: quantities per line, on the demo tee. */
export async function approvedOrder(ctx: TestContext, quantities: number[]) {
  const catalog = await demoCatalog(ctx);
  const seller = await newSeller(ctx);
  const product = await productOf(ctx, seller.id, catalog.productTypeId);
  await fund(ctx, seller.id, 1_000_000);
  const lines = quantities.map((quantity, index) => ({
    productId: product.id,
    productTypeItemId: catalog.items[index]!.id,
    quantity,
  }));
  const placed = await as(ctx, seller.session)(
    'POST',
    '/api/orders',
    { lines, address: ADDRESS, isDraft: false },
    `place-${randomUUID()}`,
  );
  if (placed.status !== 200) throw new Error(`placing failed: ${JSON.stringify(placed.body)}`);
  const admin = as(ctx, await adminSession(ctx));
  const approved = await admin('POST', `/api/orders/${placed.body.data.id}/approved`);
  if (approved.status !== 200)
    throw new Error(`approving failed: ${JSON.stringify(approved.body)}`);
  const itemIds: string[] = approved.body.data.items.map((item: { id: string }) => item.id);
  return { seller, orderId: placed.body.data.id as string, itemIds };
}

let admin: Promise<Session> | null = null;
const adminSession = (ctx: TestContext) =>
  (admin ??= newAdmin(ctx, ['ORDER_DETAIL_ACCESS', 'ORDER_DETAIL_UPDATE']));
export const resetAdmin = () => {
  admin = null;
};

/** The slip code of an item's units (all share it). */
export async function slipCodeOf(ctx: TestContext, itemId: string): Promise<string> {
  const [unit] = await ctx.database.db
    .select({ code: orderItemUnits.code })
    .from(orderItemUnits)
    .where(and(eq(orderItemUnits.orderItemId, itemId), eq(orderItemUnits.qtyIndex, 1)));
  return unit!.code;
}
