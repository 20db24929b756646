import { EVENT_LAYOUTS, EVENT_NOTICE_AUDIENCES } from '@platfox/domain';
import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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

/**
 * The pop-up notices a seller has seen, at the version they saw: a pop-up shows once per seller
 * until an admin edits it (a newer updated_at shows it again). Kept on the server, so another
 * browser or a cleared storage does not show it again after every sign-in.
 */
export const eventNoticeViews = pgTable(
  'event_notice_views',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * A notice of the seller's feed: an admin's event notice, or one a module above adds (an
     * engagement event of mode NOTIFY, eventNoticeHooks), hence no foreign key to either table.
     */
    eventNoticeId: uuid('event_notice_id').notNull(),
    /** The notice's updated_at when it was seen. */
    seenVersion: timestamp('seen_version', { withTimezone: true }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.eventNoticeId] })],
);
