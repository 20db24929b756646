import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { rowsOf, type Db, type DbTx } from '../../platform/db';
import { badRequest, HttpError } from '../../platform/errors';
import type { Actor } from '../auth/index';
import { CHECKED_IN_ONLY, STAFF_DISABLED, STAFF_NOT_FOUND } from './service';
import { shiftStart } from './time-totals';

/**
 * The staff member's name, latest check-in or check-out of the current shift and whether they are
 * active; null when not found.
 */
export type StaffOnDuty = [fullName: string, latest: string | null, isActive: boolean] | null;

/**
 * The staff check as a subquery, so a scan asks it in the statement that locks the unit: one of
 * the printer's own staff (another printer's reads as not found) with the latest check-in or
 * check-out since shiftStart (time-totals.ts), the staff module's one rule for who is in. A
 * shift, not a calendar day: a night shift checked in at 22:00 keeps scanning after midnight.
 * Written out with table names: inside a subquery drizzle would leave the columns unqualified.
 */
export function staffOnDuty(actor: Pick<Actor, 'id'>, staffId: string): SQL<StaffOnDuty> {
  return staffOnDutySince(actor.id, staffId, staffShiftSince());
}

/**
 * The earliest check-in of a shift still under way (the staff check's "since"), as the statement
 * takes it.
 */
export const staffShiftSince = () => shiftStart().toISOString();

/** staffOnDuty with its values given, or placeholders for a statement built once. */
export function staffOnDutySince(
  printerId: string | Placeholder,
  staffId: string | Placeholder,
  since: string | Placeholder,
): SQL<StaffOnDuty> {
  return sql<StaffOnDuty>`(
    select json_build_array(member.full_name, (
      select log.type from staff_time_logs log
      where log.staff_id = member.id
        and log.type in ('checkin', 'checkout')
        and log.created_at >= ${since}::timestamptz
      order by log.created_at desc
      limit 1
    ), member.is_active)
    from staff member
    where member.id = ${staffId} and member.printer_id = ${printerId}
  )`;
}

/**
 * The staff member a printer's change is recorded with, from staffOnDuty's answer: checked in
 * (spec 03 section 6: "Checked in staff access only, please check in"), else refused.
 */
export function onDuty(staffId: string, found: StaffOnDuty): { id: string; fullName: string } {
  if (!found) throw badRequest(STAFF_NOT_FOUND, { staffId: STAFF_NOT_FOUND });
  // A member disabled while checked in stops acting at once, not at their next check-in.
  if (found[2] === false) throw new HttpError(403, STAFF_DISABLED);
  if (found[1] !== 'checkin') throw new HttpError(403, CHECKED_IN_ONLY);
  return { id: staffId, fullName: found[0] };
}

/** The staff check on its own, in one round trip. */
export async function checkedInStaff(
  db: Db | DbTx,
  actor: Actor,
  staffId: string,
): Promise<{ id: string; fullName: string }> {
  const result = await db.execute(sql`select ${staffOnDuty(actor, staffId)} as found`);
  const row = rowsOf<{ found: StaffOnDuty | string }>(result)[0];
  // The drivers differ in whether json arrives parsed.
  const found =
    typeof row?.found === 'string' ? (JSON.parse(row.found) as StaffOnDuty) : row?.found;
  return onDuty(staffId, found ?? null);
}
