import { and, eq, exists, gte, inArray, isNotNull, not, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db';
import type { Live } from '../../platform/live';
import type { Mailer } from '../../platform/mail';
import { writeNotifications } from '../notifications/index';
import { printerFloorSettings, staff, staffTimeLogs, workShifts } from './tables';
import { shiftStart } from './time-totals';

export type ShiftTimes = {
  type: 'FIXED' | 'FLEXIBLE';
  startTime: string | null;
  endTime: string | null;
  hoursPerDay: number | null;
};

const DAY_MS = 86_400_000;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * When the shift of a check-in ends: a FLEXIBLE shift its hours after the check-in; a FIXED one
 * at its end time on the station's clock, the first such time after the check-in (a night shift
 * checked in at 21:55 ends at 06:00 the next morning).
 */
export function shiftEnd(checkIn: Date, timezoneOffset: number, shift: ShiftTimes): Date | null {
  if (shift.type === 'FLEXIBLE') {
    return shift.hoursPerDay == null
      ? null
      : new Date(checkIn.getTime() + shift.hoursPerDay * 3_600_000);
  }
  if (!shift.endTime) return null;
  const local = checkIn.getTime() - timezoneOffset * 60_000;
  const midnight = Math.floor(local / DAY_MS) * DAY_MS;
  let end = midnight + minutesOf(shift.endTime) * 60_000;
  if (end <= local) end += DAY_MS;
  return new Date(end + timezoneOffset * 60_000);
}

/**
 * HR_STAFF_REMINDER (issue 33): staff still checked in the printer's reminder minutes past their
 * shift's end are named to the printer, once a check-in: a notification, and a mail to the
 * printer's GENERAL_MAIL addresses. Only printers that set the reminder, only staff with a shift.
 */
export async function remindOverdueStaff(
  db: Db,
  live: Live,
  mailer: Mailer,
  now = new Date(),
): Promise<number> {
  const later = alias(staffTimeLogs, 'later_log');
  const open = await db
    .select({
      id: staffTimeLogs.id,
      at: staffTimeLogs.createdAt,
      timezoneOffset: staffTimeLogs.timezoneOffset,
      staffId: staff.id,
      fullName: staff.fullName,
      printerId: staff.printerId,
      type: workShifts.type,
      startTime: workShifts.startTime,
      endTime: workShifts.endTime,
      hoursPerDay: workShifts.hoursPerDay,
      reminderMinutes: printerFloorSettings.reminderMinutes,
      mails: printerFloorSettings.generalMail,
    })
    .from(staffTimeLogs)
    .innerJoin(staff, eq(staff.id, staffTimeLogs.staffId))
    .innerJoin(workShifts, eq(workShifts.id, staff.workShiftId))
    .innerJoin(printerFloorSettings, eq(printerFloorSettings.printerId, staff.printerId))
    .where(
      and(
        eq(staffTimeLogs.type, 'checkin'),
        not(staffTimeLogs.hasReminderChecked),
        isNotNull(printerFloorSettings.reminderMinutes),
        gte(staffTimeLogs.createdAt, shiftStart(now)),
        not(
          exists(
            db
              .select({ one: sql`1` })
              .from(later)
              .where(
                and(
                  eq(later.staffId, staffTimeLogs.staffId),
                  sql`${later.createdAt} > ${staffTimeLogs.createdAt}`,
                  inArray(later.type, ['checkin', 'checkout']),
                ),
              ),
          ),
        ),
      ),
    );
  let reminded = 0;
  for (const row of open) {
    const end = shiftEnd(row.at, row.timezoneOffset, row);
    if (!end || now.getTime() < end.getTime() + (row.reminderMinutes ?? 0) * 60_000) continue;
    const endText = new Date(end.getTime() - row.timezoneOffset * 60_000)
      .toISOString()
      .slice(11, 16);
    const title = `${row.fullName} is still checked in`;
    const description = `Their shift ended at ${endText}. Check them out, or ask them to.`;
    const delivery = await db.transaction(async (tx) => {
      const [marked] = await tx
        .update(staffTimeLogs)
        .set({ hasReminderChecked: true })
        .where(and(eq(staffTimeLogs.id, row.id), not(staffTimeLogs.hasReminderChecked)))
        .returning({ id: staffTimeLogs.id });
      if (!marked) return null;
      return writeNotifications(tx, live, {
        userIds: [row.printerId],
        type: 'OTHERS',
        title,
        description,
      });
    });
    if (!delivery) continue;
    delivery.push();
    reminded += 1;
    for (const to of row.mails) {
      await mailer.send({
        to,
        kind: 'STAFF',
        subject: title,
        text: description,
        html: `<p>${escapeHtml(description)}</p>`,
      });
    }
  }
  return reminded;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!,
  );
