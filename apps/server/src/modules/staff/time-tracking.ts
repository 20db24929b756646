import type { StaffDay, TimeTrackingQuery } from '@platfox/domain';
import type ExcelJSTypes from 'exceljs';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { onFirstUse } from '../../platform/on-first-use';
import type { Actor } from '../auth/index';
import { mayManageStaff } from './service';
import { staff, workShifts } from './tables';
import { timeLogsByStaff } from './time-logs';
import { dayTotals, MAX_SHIFT_MS, sessionsOf } from './time-totals';

const exceljs = onFirstUse<typeof ExcelJSTypes>('exceljs');

const DAY_MS = 86_400_000;
/** The widest offsets a station may have (UTC-14 to UTC+14). */
const OFFSET_MS = 14 * 3_600_000;

type Range = Pick<TimeTrackingQuery, 'from' | 'to' | 'staffId'>;
type Page = { page: number; pageSize: number };

/**
 * Time tracking (issue 33; spec 03 section 3.1): per staff member and local date, the sessions
 * begun that date summed: duration, work, breaks (time and count) and lunch, with the member's
 * shift. Paged by staff member, so a month of 500 staff reads a page's logs, not the floor's.
 */
export class TimeTrackingService {
  constructor(private readonly db: Db) {}

  async forPrinter(actor: Actor, query: TimeTrackingQuery) {
    await mayManageStaff(this.db, actor);
    return this.totals(eq(staff.printerId, actor.id), query, query);
  }

  forAdmin(query: TimeTrackingQuery) {
    return this.totals(
      query.printerId ? eq(staff.printerId, query.printerId) : undefined,
      query,
      query,
    );
  }

  async totals(scope: SQL | undefined, range: Range, page: Page, now = new Date()) {
    const where = and(scope, range.staffId ? eq(staff.id, range.staffId) : undefined);
    const [counted] = await this.db.select({ count: count() }).from(staff).where(where);
    const members = await this.db
      .select({
        id: staff.id,
        fullName: staff.fullName,
        printerId: staff.printerId,
        workShift: workShifts.name,
      })
      .from(staff)
      .leftJoin(workShifts, eq(workShifts.id, staff.workShiftId))
      .where(where)
      .orderBy(asc(staff.fullName), asc(staff.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize);
    const days = await this.daysOf(members, range, now);
    return { days, staffTotal: counted?.count ?? 0, page: page.page, pageSize: page.pageSize };
  }

  /** Every day of the range for the scope, for the payroll spreadsheet. */
  async spreadsheet(scope: SQL | undefined, range: Range, now = new Date()): Promise<Buffer> {
    const workbook = new (exceljs().Workbook)();
    const sheet = workbook.addWorksheet('Time tracking');
    sheet.columns = [
      { header: 'Staff', key: 'fullName', width: 28 },
      { header: 'Date', key: 'date', width: 12 },
      { header: 'Work shift', key: 'workShift', width: 18 },
      { header: 'First check-in', key: 'firstCheckIn', width: 17 },
      { header: 'Last check-out', key: 'lastCheckOut', width: 17 },
      { header: 'Duration (h)', key: 'duration', width: 13, style: { numFmt: '0.00' } },
      { header: 'Worked (h)', key: 'workDuration', width: 12, style: { numFmt: '0.00' } },
      { header: 'Break (min)', key: 'breakDuration', width: 12, style: { numFmt: '0.00' } },
      { header: 'Breaks', key: 'breakTimes', width: 8 },
      { header: 'Lunch (min)', key: 'lunchDuration', width: 12, style: { numFmt: '0.00' } },
      { header: 'Note', key: 'note', width: 22 },
    ];
    sheet.getRow(1).font = { bold: true };
    for (let page = 1; ; page += 1) {
      const { days } = await this.totals(scope, range, { page, pageSize: 100 }, now);
      for (const day of days) {
        sheet.addRow({
          ...day,
          firstCheckIn: localTime(day.firstCheckIn, day.timezoneOffset),
          lastCheckOut: day.lastCheckOut ? localTime(day.lastCheckOut, day.timezoneOffset) : '',
          duration: hours(day.duration),
          workDuration: hours(day.workDuration),
          note: day.isOpen ? 'Still checked in' : day.isMissingCheckout ? 'No check-out' : '',
        });
      }
      const [counted] = await this.db
        .select({ count: count() })
        .from(staff)
        .where(and(scope, range.staffId ? eq(staff.id, range.staffId) : undefined));
      if (page * 100 >= (counted?.count ?? 0)) break;
    }
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  async spreadsheetForPrinter(actor: Actor, range: Range) {
    await mayManageStaff(this.db, actor);
    return this.spreadsheet(eq(staff.printerId, actor.id), range);
  }

  private async daysOf(
    members: readonly {
      id: string;
      fullName: string;
      printerId: string;
      workShift: string | null;
    }[],
    range: Range,
    now: Date,
  ): Promise<StaffDay[]> {
    if (members.length === 0) return [];
    // A session belongs to its check-in's local date: it may begin up to 14 hours either side of
    // the UTC date and run up to the longest shift past the range's end.
    const from = new Date(Date.parse(range.from) - OFFSET_MS);
    const to = new Date(Date.parse(range.to) + DAY_MS + OFFSET_MS + MAX_SHIFT_MS);
    const byStaff = await timeLogsByStaff(
      this.db,
      members.map((member) => member.id),
      from,
      to,
    );
    return members.flatMap((member) =>
      dayTotals(sessionsOf(byStaff.get(member.id) ?? [], now))
        .filter((day) => day.date >= range.from && day.date <= range.to)
        .map((day) => ({
          ...day,
          staffId: member.id,
          fullName: member.fullName,
          printerId: member.printerId,
          workShift: member.workShift,
          firstCheckIn: day.firstCheckIn.toISOString(),
          lastCheckOut: day.lastCheckOut?.toISOString() ?? null,
        })),
    );
  }
}

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/** "YYYY-MM-DD HH:MM" as the station's clock showed it. */
const localTime = (iso: string, timezoneOffset: number) =>
  new Date(Date.parse(iso) - timezoneOffset * 60_000).toISOString().slice(0, 16).replace('T', ' ');
