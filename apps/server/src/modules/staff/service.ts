import {
  HR_MESSAGES,
  STAFF_QR_FORMAT_MESSAGE,
  type TimekeepingType,
  parseStaffQrValue,
  type Staff,
  type staffByCodeBodySchema,
  type timeLogBodySchema,
} from '@platfox/domain';
import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db';
import { badRequest, forbidden, notFound, unauthorized } from '../../platform/errors';
import type { Live } from '../../platform/live';
import { ok } from '../../platform/serve';
import type { Actor } from '../auth/index';
import { findUserRow } from '../accounts/index';
import { staff, staffTimeLogs } from './tables';
import { MAX_SHIFT_MS, shiftStart } from './time-totals';
import type { StaffFigures } from './figures';
import { isStation } from './floor-settings';

type StaffByCodeBody = z.infer<typeof staffByCodeBodySchema>;
type TimeLogBody = z.infer<typeof timeLogBodySchema>;
type StaffRow = typeof staff.$inferSelect;

export const STAFF_NOT_FOUND = 'Staff not found';
export const CHECKED_IN_ONLY = 'Checked in staff access only, please check in';
export const STAFF_MANAGEMENT_DISABLED = 'Staff management is not enabled for this account';
export const STAFF_DISABLED = 'This staff member is disabled; ask the owner to activate them';

const DAY_MS = 24 * 3600_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ATTENDANCE_TYPES = ['checkin', 'checkout'] as const;

export { MAX_SHIFT_MS };

/**
 * The instant the local day containing `now` began, for an offset as Date#getTimezoneOffset
 * gives it (UTC minus local, in minutes).
 */
export function startOfLocalDay(now: Date, timezoneOffset = 0): Date {
  const offsetMs = timezoneOffset * 60_000;
  const localMs = now.getTime() - offsetMs;
  return new Date(Math.floor(localMs / DAY_MS) * DAY_MS + offsetMs);
}

/** The management screens are for printers that switched staff management on (spec 01 section 4). */
export async function mayManageStaff(db: Db, actor: Actor): Promise<void> {
  const printer = await findUserRow(db, actor.id);
  if (!printer) throw unauthorized();
  if (!printer.isEnabledStaffManagement) throw forbidden(STAFF_MANAGEMENT_DISABLED);
}

const toStaff = (row: StaffRow, hasCheckedIn: boolean): Staff => ({
  id: row.id,
  fullName: row.fullName,
  email: row.email,
  phone: row.phone,
  role: row.role,
  hasCheckedIn,
  isActive: row.isActive,
});

/** The printer floor's staff: scanning a staff code, check-in and check-out (spec 01 section 4). */
export class StaffService {
  constructor(
    private readonly db: Db,
    private readonly live: Pick<Live, 'emitToUser'>,
    private readonly figures?: Pick<StaffFigures, 'announce'>,
  ) {}

  /** Who a scanned code (or an id) is, among the printer's own staff, and whether they are in. */
  async byCode(actor: Actor, body: StaffByCodeBody) {
    const staffId = body.type === 'code' ? parseStaffQrValue(body.codeOrId) : body.codeOrId;
    const refused = (message: string) => ({
      valid: false,
      hasCheckedIn: false,
      message,
      staff: null,
    });
    if (staffId === null) return refused(`${STAFF_QR_FORMAT_MESSAGE} ${body.codeOrId}`);
    const row = await this.findOwn(actor, staffId);
    if (!row) return refused(STAFF_NOT_FOUND);
    if (!row.isActive) return refused(STAFF_DISABLED);
    const checkedIn = await this.checkedIn([row.id]);
    const hasCheckedIn = checkedIn.has(row.id);
    return {
      valid: true,
      hasCheckedIn,
      message: hasCheckedIn ? 'OK' : CHECKED_IN_ONLY,
      staff: toStaff(row, hasCheckedIn),
    };
  }

  /**
   * Records a time log of one of the printer's staff, scanned by QR code at a station: check-in
   * (from a station of the printer's when it names any: VALIDATION_TIME_KEEPING_MACHINE),
   * break or lunch while working, working (back from either), check-out.
   */
  async recordTimeLog(by: { actor: Actor; ip?: string }, body: TimeLogBody) {
    const { actor } = by;
    const staffId = parseStaffQrValue(body.code) ?? (UUID.test(body.code) ? body.code : null);
    if (staffId === null) {
      const message = `${STAFF_QR_FORMAT_MESSAGE} ${body.code}`;
      throw badRequest(message, { code: message });
    }
    const row = await this.findOwn(actor, staffId);
    if (!row) throw notFound(STAFF_NOT_FOUND);
    // A disabled member may still check out, so the day's hours close.
    if (body.type === 'checkin' && !row.isActive) throw forbidden(STAFF_DISABLED);
    if (body.type === 'checkin' && !(await isStation(this.db, actor.id, by.ip))) {
      throw forbidden(HR_MESSAGES.stationRefused);
    }
    const latest = await this.latestState(row.id);
    const isIn = latest !== null && latest !== 'checkout';
    if (body.type === 'checkin' && isIn) {
      throw badRequest(`${row.fullName} has already checked in`);
    }
    if (body.type === 'checkout' && !isIn) throw badRequest(`${row.fullName} has not checked in`);
    if (
      (body.type === 'break' || body.type === 'lunch') &&
      !(latest === 'checkin' || latest === 'working')
    ) {
      throw badRequest(`${row.fullName} ${HR_MESSAGES.notWorking}`);
    }
    if (body.type === 'working' && !(latest === 'break' || latest === 'lunch')) {
      throw badRequest(`${row.fullName} ${HR_MESSAGES.notOnBreak}`);
    }
    await this.db.insert(staffTimeLogs).values({
      staffId: row.id,
      type: body.type,
      timezoneOffset: body.timezoneOffset,
      userId: actor.id,
    });
    // The printer's HR figures (who is in, hours today) moved (spec 03 section 7.7).
    await this.figures?.announce(row.printerId, row.id, body.type, body.timezoneOffset);
    return ok(toStaff(row, body.type !== 'checkout'));
  }

  /** The member's latest time log type of the last MAX_SHIFT_MS (null: none, so not in). */
  private async latestState(staffId: string): Promise<TimekeepingType | null> {
    const [latest] = await this.db
      .select({ type: staffTimeLogs.type })
      .from(staffTimeLogs)
      .where(and(eq(staffTimeLogs.staffId, staffId), gte(staffTimeLogs.createdAt, shiftStart())))
      .orderBy(desc(staffTimeLogs.createdAt))
      .limit(1);
    return latest?.type ?? null;
  }

  /** The printer's staff for the management screen, which the printer must have switched on. */
  async listForManagement(actor: Actor) {
    await this.mayManage(actor);
    const rows = await this.db
      .select()
      .from(staff)
      .where(eq(staff.printerId, actor.id))
      .orderBy(asc(staff.fullName), asc(staff.id));
    const checkedIn = await this.checkedIn(rows.map((row) => row.id));
    return ok(rows.map((row) => toStaff(row, checkedIn.has(row.id))));
  }

  /**
   * Activates or disables one of the printer's staff and tells the printer's sessions by the
   * event of the same name: a station where the disabled member is logged in signs them out.
   * Setting the state a member already has changes nothing and announces nothing.
   */
  async setActive(actor: Actor, staffId: string, isActive: boolean) {
    await this.mayManage(actor);
    const found = await this.findOwn(actor, staffId);
    if (!found) throw notFound(STAFF_NOT_FOUND);
    const [row] = await this.db
      .update(staff)
      .set({ isActive })
      .where(and(eq(staff.id, found.id), eq(staff.isActive, !isActive)))
      .returning();
    if (row) {
      this.live.emitToUser('PRINTER', actor.id, isActive ? 'activated' : 'disabled', {
        staffId: row.id,
        isActive,
      });
    }
    const checkedIn = await this.checkedIn([found.id]);
    return ok(toStaff(row ?? found, checkedIn.has(found.id)));
  }

  private mayManage(actor: Actor): Promise<void> {
    return mayManageStaff(this.db, actor);
  }

  /** Staff of the actor's printer account only: another printer's staff is not found. */
  private async findOwn(actor: Actor, staffId: string): Promise<StaffRow | undefined> {
    if (!UUID.test(staffId)) return undefined;
    const [row] = await this.db
      .select()
      .from(staff)
      .where(and(eq(staff.id, staffId), eq(staff.printerId, actor.id)));
    return row;
  }

  /**
   * The staff among `staffIds` on duty: their latest check-in or check-out of the last
   * MAX_SHIFT_MS is a check-in. A shift, not a calendar day: a night shift checked in at 22:00
   * still checks out at 06:00 and works the station after midnight, and a check-out forgotten
   * stops counting after the longest shift, so the next day's check-in is taken.
   */
  private async checkedIn(staffIds: string[]): Promise<Set<string>> {
    if (staffIds.length === 0) return new Set();
    const latest = await this.db
      .selectDistinctOn([staffTimeLogs.staffId], {
        staffId: staffTimeLogs.staffId,
        type: staffTimeLogs.type,
      })
      .from(staffTimeLogs)
      .where(
        and(
          inArray(staffTimeLogs.staffId, staffIds),
          inArray(staffTimeLogs.type, ATTENDANCE_TYPES),
          gte(staffTimeLogs.createdAt, shiftStart()),
        ),
      )
      .orderBy(staffTimeLogs.staffId, desc(staffTimeLogs.createdAt));
    return new Set(latest.filter((log) => log.type === 'checkin').map((log) => log.staffId));
  }
}
