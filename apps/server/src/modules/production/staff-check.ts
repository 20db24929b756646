import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { badRequest, HttpError } from '../../platform/errors';
import type { Actor } from '../auth/service';
import { CHECKED_IN_ONLY, STAFF_NOT_FOUND, startOfLocalDay } from '../staff/service';
import { staff } from '../staff/tables';

/**
 * The staff member a printer's change is recorded with: one of the printer's own staff whose
 * latest check-in or check-out today is a check-in (spec 03 section 6: "Checked in staff access
 * only, please check in"), by the staff module's rule. Another printer's staff reads as not found.
 * One round trip, because every scan asks it.
 */
export async function checkedInStaff(
  db: Db,
  actor: Actor,
  staffId: string,
  timezoneOffset: number | undefined,
): Promise<{ id: string; fullName: string }> {
  const since = startOfLocalDay(new Date(), timezoneOffset).toISOString();
  // Written out with table names: inside a subquery drizzle would leave the columns unqualified,
  // and "id" would then name the time log's own id.
  const latest = sql<string | null>`(
    select log.type from staff_time_logs log
    where log.staff_id = staff.id
      and log.type in ('checkin', 'checkout')
      and log.created_at >= ${since}::timestamptz
    order by log.created_at desc
    limit 1
  )`;
  const [row] = await db
    .select({ id: staff.id, fullName: staff.fullName, latest })
    .from(staff)
    .where(and(eq(staff.id, staffId), eq(staff.printerId, actor.id)));
  if (!row) throw badRequest(STAFF_NOT_FOUND, { staffId: STAFF_NOT_FOUND });
  if (row.latest !== 'checkin') throw new HttpError(403, CHECKED_IN_ONLY);
  return { id: row.id, fullName: row.fullName };
}
