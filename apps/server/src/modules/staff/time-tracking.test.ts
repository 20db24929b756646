import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { as, newAdmin } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { notifications } from '../notifications/tables';
import { remindOverdueStaff, shiftEnd } from './reminders';
import { staffTimeLogs } from './tables';
import { newOwner } from './test-fixtures';

/* Time tracking (issue 33): logs, totals per date, the station rule, the reminder, the export. */

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof newOwner>>;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await newOwner(ctx);
});
afterAll(() => ctx.close());

const create = async (fullName: string, workShiftId?: string) => {
  const created = await owner.call('POST', '/api/printer/human-resources', {
    fullName,
    role: 'USER',
    jobType: 'FULL-TIME',
    ...(workShiftId ? { workShiftId } : {}),
  });
  return created.body.data as { id: string; code: string };
};
const logs = (staffId: string, entries: [string, string, number][]) =>
  ctx.database.db.insert(staffTimeLogs).values(
    entries.map(([type, at, timezoneOffset]) => ({
      staffId,
      type: type as 'checkin',
      timezoneOffset,
      createdAt: new Date(at),
    })),
  );
const timeLog = (code: string, type: string, remoteAddress?: string) =>
  owner.call('POST', '/api/printer/time-logs', { code, type, timezoneOffset: 0 }, remoteAddress);

describe('time tracking', () => {
  it('sums each local date, across midnight and timezone offsets, as worked out by hand', async () => {
    const night = await create('Nia Night');
    // UTC+7: in 22:00 local on 2 Feb (15:00Z), lunch 02:00-02:30 local, out 06:30 local 3 Feb.
    // UTC-5: in 21:00 local on 3 Feb (02:00Z on 4 Feb), a break 15 min, out 23:15 local.
    await logs(night.id, [
      ['checkin', '2026-02-02T15:00:00Z', -420],
      ['lunch', '2026-02-02T19:00:00Z', -420],
      ['working', '2026-02-02T19:30:00Z', -420],
      ['checkout', '2026-02-02T23:30:00Z', -420],
      ['checkin', '2026-02-04T02:00:00Z', 300],
      ['break', '2026-02-04T03:00:00Z', 300],
      ['working', '2026-02-04T03:15:00Z', 300],
      ['checkout', '2026-02-04T04:15:00Z', 300],
    ]);
    const answer = await owner.call(
      'GET',
      `/api/printer/staff-log?from=2026-02-01&to=2026-02-28&staffId=${night.id}`,
    );
    expect(answer.status).toBe(200);
    expect(
      answer.body.data.days.map((day: Record<string, unknown>) => [
        day.date,
        day.duration,
        day.workDuration,
        day.breakDuration,
        day.breakTimes,
        day.lunchDuration,
      ]),
    ).toEqual([
      ['2026-02-02', 510, 480, 0, 0, 30],
      ['2026-02-03', 135, 120, 15, 1, 0],
    ]);
    // The 3 Feb session is outside a range that ends on 2 Feb.
    const narrow = await owner.call(
      'GET',
      `/api/printer/staff-log?from=2026-02-02&to=2026-02-02&staffId=${night.id}`,
    );
    expect(narrow.body.data.days.map((day: { date: string }) => day.date)).toEqual(['2026-02-02']);

    const sheet = await owner.call(
      'GET',
      `/api/printer/staff-log/export?from=2026-02-01&to=2026-02-28&staffId=${night.id}`,
    );
    expect(sheet.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(sheet.raw.rawPayload as never);
    const rows = book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]!.slice(1, 6)).toEqual([
      'Staff',
      'Date',
      'Work shift',
      'First check-in',
      'Last check-out',
    ]);
    // Times as the station's clock showed them; hours with 2 decimals.
    expect(rows[1]!.slice(1, 11)).toEqual([
      'Nia Night',
      '2026-02-02',
      undefined,
      '2026-02-02 22:00',
      '2026-02-03 06:30',
      8.5,
      8,
      0,
      0,
      30,
    ]);
  });

  it('takes breaks, lunch and back to work in order only', async () => {
    const member = await create('Bea Break');
    expect((await timeLog(member.code, 'break')).status).toBe(400);
    expect((await timeLog(member.code, 'checkin')).status).toBe(200);
    expect((await timeLog(member.code, 'working')).status).toBe(400);
    expect((await timeLog(member.code, 'lunch')).status).toBe(200);
    expect((await timeLog(member.code, 'break')).status).toBe(400);
    expect((await timeLog(member.code, 'working')).status).toBe(200);
    const out = await timeLog(member.code, 'checkout');
    expect(out.status).toBe(200);
    expect(out.body.data.hasCheckedIn).toBe(false);
  });

  it('accepts check-in only from a station the printer named', async () => {
    const member = await create('Sol Station');
    const set = await owner.call('PUT', '/api/printer/setting/time-keeping', {
      VALIDATION_TIME_KEEPING_MACHINE: ['10.20.30.40'],
      HR_STAFF_REMINDER: null,
    });
    expect(set.status).toBe(200);
    const elsewhere = await timeLog(member.code, 'checkin', '192.0.2.9');
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.message).toMatch(/time-keeping station/);
    expect((await timeLog(member.code, 'checkin', '10.20.30.40')).status).toBe(200);
    // Check-out is not held to the station: the day's hours must close.
    expect((await timeLog(member.code, 'checkout', '192.0.2.9')).status).toBe(200);
    const bad = await owner.call('PUT', '/api/printer/setting/time-keeping', {
      VALIDATION_TIME_KEEPING_MACHINE: ['not an address'],
      HR_STAFF_REMINDER: -1,
    });
    expect(bad.status).toBe(400);
    await owner.call('PUT', '/api/printer/setting/time-keeping', {
      VALIDATION_TIME_KEEPING_MACHINE: [],
      HR_STAFF_REMINDER: null,
    });
  });

  it('sends the live figures with a time log', async () => {
    const member = await create('Liv Live');
    const sent = vi.spyOn(ctx.app.live, 'emitToUser');
    await timeLog(member.code, 'checkin');
    await vi.waitFor(() =>
      expect(sent).toHaveBeenCalledWith(
        'PRINTER',
        owner.id,
        'human_resource_stats_updated',
        expect.objectContaining({
          staffId: member.id,
          type: 'checkin',
          stats: expect.objectContaining({ hasCheckedIn: true, todayProcesses: 0 }),
        }),
      ),
    );
    sent.mockRestore();
  });

  it("lets an admin with the permission read every printer's time tracking", async () => {
    const admin = as(ctx, await newAdmin(ctx, ['PRINTER_STAFF_ACCESS']));
    const read = await admin.get(
      `/api/admin/staff-time-tracking?from=2026-02-01&to=2026-02-28&printerId=${owner.id}`,
    );
    expect(read.status).toBe(200);
    expect(read.body.data.days.map((day: { fullName: string }) => day.fullName)).toContain(
      'Nia Night',
    );
  });
});

describe('HR_STAFF_REMINDER', () => {
  it('ends a fixed shift on the station clock, a night shift the next morning', () => {
    const fixed = {
      type: 'FIXED' as const,
      startTime: '22:00',
      endTime: '06:00',
      hoursPerDay: null,
    };
    // 21:55 local at UTC+7 is 14:55Z; 06:00 local next day is 23:00Z.
    expect(shiftEnd(new Date('2026-03-01T14:55:00Z'), -420, fixed)?.toISOString()).toBe(
      '2026-03-01T23:00:00.000Z',
    );
    const flexible = {
      type: 'FLEXIBLE' as const,
      startTime: null,
      endTime: null,
      hoursPerDay: 6.5,
    };
    expect(shiftEnd(new Date('2026-03-01T08:00:00Z'), 0, flexible)?.toISOString()).toBe(
      '2026-03-01T14:30:00.000Z',
    );
  });

  it('reminds the printer once of a member still in past the shift end', async () => {
    const shift = await owner.call('POST', '/api/printer/work-shifts', {
      name: 'Short',
      type: 'FLEXIBLE',
      hoursPerDay: 1,
    });
    const member = await create('Rex Late', shift.body.data.id);
    const early = await create('Ivy Early', shift.body.data.id);
    const now = Date.now();
    await logs(member.id, [['checkin', new Date(now - 2 * 3_600_000).toISOString(), 0]]);
    await logs(early.id, [['checkin', new Date(now - 30 * 60_000).toISOString(), 0]]);
    await owner.call('PUT', '/api/printer/setting/email', {
      GENERAL_MAIL: ['floor-lead@printer.test'],
      RECEIVE_EXPORT_MAILS: [],
      SUPPORT_MAIL: [],
    });
    // Off until the printer sets it.
    expect(await remindOverdueStaff(ctx.database.db, ctx.app.live, ctx.mailer)).toBe(0);
    await owner.call('PUT', '/api/printer/setting/time-keeping', {
      VALIDATION_TIME_KEEPING_MACHINE: [],
      HR_STAFF_REMINDER: 30,
    });
    expect(await remindOverdueStaff(ctx.database.db, ctx.app.live, ctx.mailer)).toBe(1);
    expect(await remindOverdueStaff(ctx.database.db, ctx.app.live, ctx.mailer)).toBe(0);
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.id));
    expect(told.map((row) => row.title)).toEqual(['Rex Late is still checked in']);
    expect(ctx.mailer.last('floor-lead@printer.test').subject).toBe('Rex Late is still checked in');
  });
});
