import { and, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { orderItemActionLogs } from './tables';

export type ProcessCounts = { today: number; lastHour: number };

/**
 * Units each staff member moved on the floor since `today` and since `lastHour` (issue 33's staff
 * statistics): the actions log's unit rows (an item-wide change, such as tracking, has no unit).
 * One index-only range a member (order_item_action_logs_staff_idx, which holds only unit rows).
 */
export async function staffProcessCounts(
  db: Db,
  staffIds: readonly string[],
  since: { today: Date; lastHour: Date },
): Promise<Map<string, ProcessCounts>> {
  const counts = new Map<string, ProcessCounts>();
  if (staffIds.length === 0) return counts;
  const from = since.today < since.lastHour ? since.today : since.lastHour;
  const rows = await db
    .select({
      staffId: orderItemActionLogs.staffId,
      today: sql<number>`count(*) filter (where ${orderItemActionLogs.createdAt} >= ${since.today.toISOString()}::timestamptz)::int`,
      lastHour: sql<number>`count(*) filter (where ${orderItemActionLogs.createdAt} >= ${since.lastHour.toISOString()}::timestamptz)::int`,
    })
    .from(orderItemActionLogs)
    .where(
      and(
        inArray(orderItemActionLogs.staffId, [...staffIds]),
        gte(orderItemActionLogs.createdAt, from),
        isNotNull(orderItemActionLogs.qtyIndex),
      ),
    )
    .groupBy(orderItemActionLogs.staffId);
  for (const row of rows) {
    if (row.staffId) counts.set(row.staffId, { today: row.today, lastHour: row.lastHour });
  }
  return counts;
}
