import { and, eq } from 'drizzle-orm';
import type { TestContext } from '../../test/harness';
import { orderItemUnits } from './tables';

/* Data of the order items' tests. */

/** The slip code of an item's units (all share it). */
export async function slipCodeOf(ctx: TestContext, itemId: string): Promise<string> {
  const [unit] = await ctx.database.db
    .select({ code: orderItemUnits.code })
    .from(orderItemUnits)
    .where(and(eq(orderItemUnits.orderItemId, itemId), eq(orderItemUnits.qtyIndex, 1)));
  return unit!.code;
}
