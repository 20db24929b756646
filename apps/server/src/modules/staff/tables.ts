import { JOB_TYPES, STAFF_ROLES, TIMEKEEPING_TYPES, WORK_SHIFT_TYPES } from '@platfox/domain';
import { boolean, index, integer, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';

/**
 * A printer's work shift (issue 33): FIXED from a local start time to an end time (an end before
 * the start ends the next day), or FLEXIBLE, a number of hours a day worked whenever.
 */
export const workShifts = pgTable(
  'work_shifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    printerId: uuid('printer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: WORK_SHIFT_TYPES }).notNull(),
    /** HH:MM, local to the station; FIXED only. */
    startTime: text('start_time'),
    endTime: text('end_time'),
    /** FLEXIBLE only. */
    hoursPerDay: real('hours_per_day'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('work_shifts_printer_idx').on(table.printerId, table.name)],
);

/** A processing staff member working on a printer account; signs in by scanning a QR code. */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    printerId: uuid('printer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    role: text('role', { enum: STAFF_ROLES }).notNull().default('USER'),
    /** The value the staff QR code carries: a prefix, an underscore, then the staff id. */
    code: text('code').notNull().unique(),
    /** A disabled member cannot check in or act on the floor (spec 03: staff are activated or disabled). */
    isActive: boolean('is_active').notNull().default(true),
    jobType: text('job_type', { enum: JOB_TYPES }).notNull().default('FULL-TIME'),
    workShiftId: uuid('work_shift_id').references(() => workShifts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('staff_printer_idx').on(table.printerId),
    // The printer's staff list, by name (data-lists).
    index('staff_printer_name_idx').on(table.printerId, table.fullName),
  ],
);

/** Check-in, check-out and break records of a staff member. */
export const staffTimeLogs = pgTable(
  'staff_time_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    type: text('type', { enum: TIMEKEEPING_TYPES }).notNull(),
    timezoneOffset: integer('timezone_offset').notNull().default(0),
    /** The printer account whose station recorded it (spec 03's userId). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A check-in whose member was reminded past their shift's end (HR_STAFF_REMINDER), once. */
    hasReminderChecked: boolean('has_reminder_checked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_time_logs_staff_idx').on(table.staffId, table.createdAt)],
);

/**
 * The printer's own settings of the floor (issue 33): where its mails go (the spec's mail config
 * keys) and its time keeping (VALIDATION_TIME_KEEPING_MACHINE, HR_STAFF_REMINDER). No row: the
 * defaults (no addresses, check-in from anywhere, no reminder).
 */
export const printerFloorSettings = pgTable('printer_floor_settings', {
  printerId: uuid('printer_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  generalMail: text('general_mail').array().notNull().default([]),
  receiveExportMails: text('receive_export_mails').array().notNull().default([]),
  supportMail: text('support_mail').array().notNull().default([]),
  stationIps: text('station_ips').array().notNull().default([]),
  reminderMinutes: integer('reminder_minutes'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
