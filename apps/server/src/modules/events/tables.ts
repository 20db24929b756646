import { EVENT_LAYOUTS, EVENT_NOTICE_AUDIENCES } from '@platfox/domain';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';

/**
 * An event notice shown to sellers (spec 02 section 4.11): a pinned banner, a pop-up or a sidebar
 * item between two instants. The content is HTML sanitised before it is stored.
 */
export const eventNotices = pgTable(
  'event_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    layout: text('layout', { enum: EVENT_LAYOUTS }).notNull(),
    fromDate: timestamp('from_date', { withTimezone: true }).notNull(),
    toDate: timestamp('to_date', { withTimezone: true }).notNull(),
    audience: text('audience', { enum: EVENT_NOTICE_AUDIENCES }).notNull(),
    /** The chosen sellers when the audience is USERS; empty otherwise. */
    userIds: uuid('user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A seller's cached notices are refreshed when this changes. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The notices active now: those not ended yet, then the start is checked on few rows.
    index('event_notices_to_date_idx').on(table.toDate, table.fromDate),
  ],
);
export type EventNoticeRow = typeof eventNotices.$inferSelect;
