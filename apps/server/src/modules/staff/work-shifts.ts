import { HR_MESSAGES, type WorkShift, type WorkShiftBody } from '@platfox/domain';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { HttpError, notFound } from '../../platform/errors';
import type { Actor } from '../auth/index';
import { mayManageStaff } from './service';
import { staff, workShifts } from './tables';

type ShiftRow = typeof workShifts.$inferSelect;

const toShift = (row: ShiftRow, staffCount: number): WorkShift => ({
  id: row.id,
  name: row.name,
  type: row.type,
  startTime: row.startTime,
  endTime: row.endTime,
  hoursPerDay: row.hoursPerDay,
  staffCount,
  createdAt: row.createdAt.toISOString(),
  printerId: row.printerId,
});

/** What the type keeps: a fixed shift has times, a flexible one hours (never both). */
const valuesOf = (body: WorkShiftBody) =>
  body.type === 'FIXED'
    ? {
        name: body.name,
        type: body.type,
        startTime: body.startTime!,
        endTime: body.endTime!,
        hoursPerDay: null,
      }
    : {
        name: body.name,
        type: body.type,
        startTime: null,
        endTime: null,
        hoursPerDay: body.hoursPerDay!,
      };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The printer's work shifts (issue 33), assigned to staff on the staff screen. */
export class WorkShiftService {
  constructor(private readonly db: Db) {}

  /** One printer's shifts, or every printer's (admins), by name, with how many staff each has. */
  async listWhere(where: SQL | undefined): Promise<WorkShift[]> {
    const rows = await this.db
      .select({ shift: workShifts, staffCount: count(staff.id) })
      .from(workShifts)
      .leftJoin(staff, eq(staff.workShiftId, workShifts.id))
      .where(where)
      .groupBy(workShifts.id)
      .orderBy(asc(workShifts.name), asc(workShifts.id));
    return rows.map((row) => toShift(row.shift, row.staffCount));
  }

  async list(actor: Actor): Promise<WorkShift[]> {
    await mayManageStaff(this.db, actor);
    return this.listWhere(eq(workShifts.printerId, actor.id));
  }

  async create(actor: Actor, body: WorkShiftBody): Promise<WorkShift> {
    await mayManageStaff(this.db, actor);
    const [row] = await this.db
      .insert(workShifts)
      .values({ printerId: actor.id, ...valuesOf(body) })
      .returning();
    return toShift(row!, 0);
  }

  async update(actor: Actor, id: string, body: WorkShiftBody): Promise<WorkShift> {
    await mayManageStaff(this.db, actor);
    const [row] = await this.db
      .update(workShifts)
      .set(valuesOf(body))
      .where(this.own(actor, id))
      .returning();
    if (!row) throw notFound(HR_MESSAGES.shiftNotFound);
    const [shift] = await this.listWhere(eq(workShifts.id, row.id));
    return shift!;
  }

  /** A shift still assigned stays (409): its staff would lose their shift unseen. */
  async remove(actor: Actor, id: string): Promise<void> {
    await mayManageStaff(this.db, actor);
    await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(workShifts).where(this.own(actor, id)).for('update');
      if (!row) throw notFound(HR_MESSAGES.shiftNotFound);
      const [assigned] = await tx
        .select({ count: count() })
        .from(staff)
        .where(eq(staff.workShiftId, row.id));
      if ((assigned?.count ?? 0) > 0) throw new HttpError(409, HR_MESSAGES.shiftInUse);
      await tx.delete(workShifts).where(eq(workShifts.id, row.id));
    });
  }

  /** The printer's own shift: another printer's id (or no id at all) is not found. */
  private own(actor: Actor, id: string): SQL {
    const safe = UUID.test(id) ? id : '00000000-0000-0000-0000-000000000000';
    return and(eq(workShifts.id, safe), eq(workShifts.printerId, actor.id))!;
  }

  /** Whether the printer owns the shift (assigning a shift of another printer is refused). */
  async isOwn(actor: Actor, id: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: workShifts.id })
      .from(workShifts)
      .where(this.own(actor, id));
    return row !== undefined;
  }
}
