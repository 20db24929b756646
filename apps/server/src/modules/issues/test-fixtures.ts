import { eq } from 'drizzle-orm';
import { as } from '../../test/fixtures';
import type { TestContext } from '../../test/harness';
import { png } from '../catalog/test-fixtures';
import { FileService, createFileStore } from '../../platform/files';
import { approvedOrder } from '../orders/test-fixtures';
import { orderItems } from '../order-items/tables';
import { IssueService } from './service';

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

/**
 * Runs the auto-close as the schedule would, a day past the setting from now (the issues that
 * waited that long for the seller); answers how many it closed.
 */
export function autoCloseLater(ctx: TestContext): Promise<number> {
  const days = ctx.config.issueAutoCloseDays;
  const service = new IssueService(
    ctx.database.db,
    ctx.app.live,
    new FileService(ctx.database.db, createFileStore(ctx.config)),
    days,
  );
  return service.autoClose(new Date(Date.now() + (days + 1) * 24 * 3600_000));
}
