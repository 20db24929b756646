import { eq } from 'drizzle-orm';
import { as } from '../../test/fixtures';
import type { TestContext } from '../../test/harness';
import { png } from '../catalog/test-fixtures';
import { approvedOrder } from '../orders/test-fixtures';
import { orderItems } from '../orders/tables';

/* Data of the issues' tests: a seller's shipped items, a photo uploaded by the seller. */

/** A new seller's approved order of two items, both moved on to IN_TRANSIT (shipped). */
export async function shippedOrder(ctx: TestContext) {
  const order = await approvedOrder(ctx, [1, 2]);
  for (const id of order.itemIds) {
    // The floor's own steps belong to production; the items are put there directly.
    await ctx.database.db
      .update(orderItems)
      .set({ status: 'IN_TRANSIT' })
      .where(eq(orderItems.id, id));
  }
  const call = as(ctx, order.seller.session);
  return { ...order, call };
}

/** A photo uploaded as the caller (an ISSUE_IMAGE), its file id. */
export async function photoOf(call: ReturnType<typeof as>): Promise<string> {
  const uploaded = await call.upload('/api/issue-images', await png(40, 30), 'photo.png');
  if (uploaded.status !== 200) throw new Error(`upload: ${JSON.stringify(uploaded.body)}`);
  return uploaded.body.data.id as string;
}
