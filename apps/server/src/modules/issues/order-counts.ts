import type { PendingTasks } from '@platfox/domain';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import { issueItems, issues } from './tables';

/*
 * Issues' share of what orders count (orders' orderCountHooks, subscribed in src/subscriptions.ts):
 * orders cannot read these tables themselves, as issues read orders'.
 */

/** The items' shares of issue refunds (issue_items.refunded_amount), added to `refunded`. */
export async function addIssueRefunds(
  tx: DbTx,
  itemIds: readonly string[],
  refunded: Map<string, number>,
): Promise<void> {
  const rows = await tx
    .select({
      itemId: issueItems.orderItemId,
      total: sql<string>`coalesce(sum(${issueItems.refundedAmount}), 0)`,
    })
    .from(issueItems)
    .where(inArray(issueItems.orderItemId, [...itemIds]))
    .groupBy(issueItems.orderItemId);
  for (const row of rows) {
    refunded.set(row.itemId, (refunded.get(row.itemId) ?? 0) + Number(row.total));
  }
}

/** The admin's pending-task badge of new issues. */
export async function countNewIssues(db: Db, counts: PendingTasks): Promise<void> {
  const [row] = await db.select({ n: count() }).from(issues).where(eq(issues.status, 'NEW'));
  counts.issue = Number(row?.n ?? 0);
}
