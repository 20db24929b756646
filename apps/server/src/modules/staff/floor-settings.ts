import type { PrinterMailSettings, TimeKeepingSettings } from '@platfox/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import type { Actor } from '../auth/index';
import { mayManageStaff } from './service';
import { printerFloorSettings } from './tables';

type Row = typeof printerFloorSettings.$inferSelect;

async function rowOf(db: Db, printerId: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(printerFloorSettings)
    .where(eq(printerFloorSettings.printerId, printerId));
  return row;
}

async function save(db: Db, printerId: string, values: Partial<Row>): Promise<Row> {
  const [row] = await db
    .insert(printerFloorSettings)
    .values({ printerId, ...values })
    .onConflictDoUpdate({
      target: printerFloorSettings.printerId,
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

const mailOf = (row: Row | undefined): PrinterMailSettings => ({
  GENERAL_MAIL: row?.generalMail ?? [],
  RECEIVE_EXPORT_MAILS: row?.receiveExportMails ?? [],
  SUPPORT_MAIL: row?.supportMail ?? [],
});

const timeKeepingOf = (row: Row | undefined): TimeKeepingSettings => ({
  VALIDATION_TIME_KEEPING_MACHINE: row?.stationIps ?? [],
  HR_STAFF_REMINDER: row?.reminderMinutes ?? null,
});

/** Lower-case and without repeats, so the same address is one entry. */
const distinct = (values: readonly string[]) => [
  ...new Set(values.map((value) => value.trim().toLowerCase())),
];

/**
 * The printer's own floor settings (issue 33), behind owner verification like the HR screens:
 * where its floor mails go (spec 03's mail config keys) and its time keeping.
 */
export class FloorSettingsService {
  constructor(private readonly db: Db) {}

  async mail(actor: Actor): Promise<PrinterMailSettings> {
    await mayManageStaff(this.db, actor);
    return mailOf(await rowOf(this.db, actor.id));
  }

  async setMail(actor: Actor, body: PrinterMailSettings): Promise<PrinterMailSettings> {
    await mayManageStaff(this.db, actor);
    const row = await save(this.db, actor.id, {
      generalMail: distinct(body.GENERAL_MAIL),
      receiveExportMails: distinct(body.RECEIVE_EXPORT_MAILS),
      supportMail: distinct(body.SUPPORT_MAIL),
    });
    return mailOf(row);
  }

  async timeKeeping(actor: Actor): Promise<TimeKeepingSettings> {
    await mayManageStaff(this.db, actor);
    return timeKeepingOf(await rowOf(this.db, actor.id));
  }

  async setTimeKeeping(actor: Actor, body: TimeKeepingSettings): Promise<TimeKeepingSettings> {
    await mayManageStaff(this.db, actor);
    const row = await save(this.db, actor.id, {
      stationIps: distinct(body.VALIDATION_TIME_KEEPING_MACHINE),
      reminderMinutes: body.HR_STAFF_REMINDER,
    });
    return timeKeepingOf(row);
  }
}

/** Where a printer's floor reminders go: its GENERAL_MAIL addresses. */
export async function generalMailOf(db: Db, printerId: string): Promise<string[]> {
  return (await rowOf(db, printerId))?.generalMail ?? [];
}

/** An IPv4 address as IPv6 gives it (::ffff:10.0.0.5) is the same station as 10.0.0.5. */
const plainIp = (ip: string) =>
  ip
    .trim()
    .toLowerCase()
    .replace(/^::ffff:(?=\d+\.)/, '');

/**
 * VALIDATION_TIME_KEEPING_MACHINE: a check-in counts only from one of the printer's stations,
 * known by address (the floor's own network); a printer that names none accepts any.
 */
export async function isStation(
  db: Db,
  printerId: string,
  ip: string | undefined,
): Promise<boolean> {
  const stations = (await rowOf(db, printerId))?.stationIps ?? [];
  if (stations.length === 0) return true;
  return ip !== undefined && stations.map(plainIp).includes(plainIp(ip));
}
