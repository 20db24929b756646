import { and, asc, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { staffTimeLogs } from './tables';
import type { TimeLog } from './time-totals';

/**
 * The time logs of some staff members from `from` (and before `to`), each member's in time
 * order: what the live figures and the time-tracking totals make sessions of. One indexed range a
 * member (staff_time_logs_staff_idx).
 */
export async function timeLogsByStaff(
  db: Db,
  staffIds: readonly string[],
  from: Date,
  to?: Date,
): Promise<Map<string, TimeLog[]>> {
  const byStaff = new Map<string, TimeLog[]>();
  if (staffIds.length === 0) return byStaff;
  const logs = await db
    .select({
      staffId: staffTimeLogs.staffId,
      type: staffTimeLogs.type,
      at: staffTimeLogs.createdAt,
      timezoneOffset: staffTimeLogs.timezoneOffset,
    })
    .from(staffTimeLogs)
    .where(
      and(
        inArray(staffTimeLogs.staffId, [...staffIds]),
        gte(staffTimeLogs.createdAt, from),
        to ? lt(staffTimeLogs.createdAt, to) : undefined,
      ),
    )
    .orderBy(asc(staffTimeLogs.staffId), asc(staffTimeLogs.createdAt));
  for (const log of logs) {
    const list = byStaff.get(log.staffId);
    if (list) list.push(log);
    else byStaff.set(log.staffId, [log]);
  }
  return byStaff;
}
