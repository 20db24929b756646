import { STAFF_ROLES, TIMEKEEPING_TYPES } from '@platfox/domain';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_time_logs_staff_idx').on(table.staffId, table.createdAt)],
);
