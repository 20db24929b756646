import {
  HR_MESSAGES,
  staffQrValue,
  type HumanResource,
  type HumanResourceBody,
  type StaffStats,
} from '@platfox/domain';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { badRequest, notFound } from '../../platform/errors';
import { findUserRow } from '../accounts/index';
import type { Actor } from '../auth/index';
import type { StaffFigures } from './figures';
import { mayManageStaff, STAFF_NOT_FOUND } from './service';
import { staff, workShifts } from './tables';
import type { WorkShiftService } from './work-shifts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const columns = {
  id: staff.id,
  printerId: staff.printerId,
  fullName: staff.fullName,
  email: staff.email,
  phone: staff.phone,
  role: staff.role,
  jobType: staff.jobType,
  code: staff.code,
  isActive: staff.isActive,
  workShiftId: staff.workShiftId,
  workShiftName: workShifts.name,
  createdAt: staff.createdAt,
};
/** An account's name as people read it, its e-mail when it has none. */
const nameOf = (user: { firstName: string; lastName: string; email: string }) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

/** Empty text is no value: a cleared e-mail or phone is stored as null. */
const orNull = (value: string | null | undefined) => (value ? value : null);

/**
 * The printer's people (issue 33): staff with their job type, shift and QR card value, and their
 * live floor figures. Owner-verified printers manage their own; admins read every printer's.
 */
export class HumanResourceService {
  constructor(
    private readonly db: Db,
    private readonly figures: Pick<StaffFigures, 'of'>,
    private readonly shifts: Pick<WorkShiftService, 'isOwn'>,
  ) {}

  async list(actor: Actor, timezoneOffset: number): Promise<HumanResource[]> {
    await mayManageStaff(this.db, actor);
    return this.read(eq(staff.printerId, actor.id), timezoneOffset);
  }

  /** Every printer's staff, or one printer's; stats by UTC days (admins see every timezone). */
  listForAdmin(printerId: string | undefined): Promise<HumanResource[]> {
    return this.read(printerId ? eq(staff.printerId, printerId) : undefined, 0);
  }

  async create(actor: Actor, body: HumanResourceBody): Promise<HumanResource> {
    await mayManageStaff(this.db, actor);
    await this.checkShift(actor, body.workShiftId);
    // The id is made here because the card's value carries it.
    const id = crypto.randomUUID();
    await this.db
      .insert(staff)
      .values({ id, printerId: actor.id, code: staffQrValue(id), ...this.valuesOf(body) });
    return this.one(actor, id);
  }

  async update(actor: Actor, id: string, body: HumanResourceBody): Promise<HumanResource> {
    await mayManageStaff(this.db, actor);
    await this.checkShift(actor, body.workShiftId);
    const [row] = await this.db
      .update(staff)
      .set(this.valuesOf(body))
      .where(this.own(actor, id))
      .returning({ id: staff.id });
    if (!row) throw notFound(STAFF_NOT_FOUND);
    return this.one(actor, row.id);
  }

  /** The staff whose cards are printed: the given ones (all the printer's), or every active one. */
  async cardsOf(actor: Actor, ids: readonly string[]) {
    await mayManageStaff(this.db, actor);
    const where =
      ids.length > 0
        ? and(eq(staff.printerId, actor.id), inArray(staff.id, [...ids]))
        : and(eq(staff.printerId, actor.id), eq(staff.isActive, true));
    const rows = await this.db
      .select({ id: staff.id, fullName: staff.fullName, code: staff.code, role: staff.role })
      .from(staff)
      .where(where)
      .orderBy(asc(staff.fullName), asc(staff.id));
    if (rows.length < new Set(ids).size) throw notFound(STAFF_NOT_FOUND);
    const printer = await findUserRow(this.db, actor.id);
    return { rows, printerName: printer ? nameOf(printer) : '' };
  }

  private valuesOf(body: HumanResourceBody) {
    return {
      fullName: body.fullName,
      email: orNull(body.email),
      phone: orNull(body.phone),
      role: body.role,
      jobType: body.jobType,
      workShiftId: body.workShiftId ?? null,
    };
  }

  private async checkShift(actor: Actor, workShiftId: string | null | undefined) {
    if (workShiftId && !(await this.shifts.isOwn(actor, workShiftId))) {
      throw badRequest(HR_MESSAGES.shiftNotFound, { workShiftId: HR_MESSAGES.shiftNotFound });
    }
  }

  private own(actor: Actor, id: string): SQL {
    const safe = UUID.test(id) ? id : '00000000-0000-0000-0000-000000000000';
    return and(eq(staff.id, safe), eq(staff.printerId, actor.id))!;
  }

  private async one(actor: Actor, id: string): Promise<HumanResource> {
    const [found] = await this.read(this.own(actor, id), 0);
    if (!found) throw notFound(STAFF_NOT_FOUND);
    return found;
  }

  private async read(where: SQL | undefined, timezoneOffset: number): Promise<HumanResource[]> {
    const rows = await this.db
      .select(columns)
      .from(staff)
      .leftJoin(workShifts, eq(workShifts.id, staff.workShiftId))
      .where(where)
      .orderBy(asc(staff.fullName), asc(staff.id));
    const figures = await this.figures.of(
      rows.map((row) => row.id),
      timezoneOffset,
    );
    const printerNames = new Map<string, string | null>();
    for (const printerId of new Set(rows.map((row) => row.printerId))) {
      const printer = await findUserRow(this.db, printerId);
      printerNames.set(printerId, printer ? nameOf(printer) : null);
    }
    return rows.map((row) => ({
      id: row.id,
      printerId: row.printerId,
      printerName: printerNames.get(row.printerId) ?? null,
      fullName: row.fullName,
      email: row.email,
      phone: row.phone,
      role: row.role,
      jobType: row.jobType,
      code: row.code,
      isActive: row.isActive,
      workShiftId: row.workShiftId,
      workShiftName: row.workShiftName,
      createdAt: row.createdAt.toISOString(),
      hasCheckedIn: figures.get(row.id)?.hasCheckedIn ?? false,
      stats: figures.get(row.id) ?? emptyStats(),
    }));
  }
}

const emptyStats = (): StaffStats => ({
  hasCheckedIn: false,
  lastHourProcesses: 0,
  speedAvg: 0,
  todayProcesses: 0,
  todayWork: 0,
  lastHourCheckPoint: new Date().toISOString(),
  todayCheckPoint: new Date().toISOString(),
});
