import {
  NOTIFICATION_CAMPAIGN_AUDIENCES,
  NOTIFICATION_TYPES,
  type NotificationDetails,
} from '@platfox/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';

/**
 * One notification of one recipient (spec 02 section 3.9). Several notifications of one happening
 * share a group id; a recipient's first one of the group is the parent the later ones nest under.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The recipient: every query a user runs is scoped to their own rows. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** What the link points at: a model's collection name and the record ids. */
    details: jsonb('details').$type<NotificationDetails>(),
    groupId: uuid('group_id'),
    parentId: uuid('parent_id').references((): AnyPgColumn => notifications.id, {
      onDelete: 'cascade',
    }),
    /** Who caused it; their name is read by join, so a renamed actor shows the new name. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The panel: a user's notifications newest first (id breaks ties for stable pages). NULLS
    // FIRST is what ORDER BY ... DESC means; Drizzle's plain desc() would write NULLS LAST, an
    // order the planner cannot read the index in.
    index('notifications_user_sent_idx').on(
      table.userId,
      table.sentAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The unread mode and the unread count.
    index('notifications_user_read_sent_id_idx').on(
      table.userId,
      table.isRead,
      table.sentAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // One category (the seller's tracking-update dropdown, the type filter of the data list).
    index('notifications_user_type_sent_id_idx').on(
      table.userId,
      table.type,
      table.sentAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // "Title contains" on a big inbox: trigrams within the owner's rows (pg_trgm with btree_gin),
    // so ILIKE '%...%' visits only matching rows of that user, also as one branch of an OR.
    index('notifications_user_title_trgm_idx').using(
      'gin',
      table.userId,
      table.title.op('gin_trgm_ops'),
    ),
    // A group's children, loaded on expand.
    index('notifications_parent_sent_idx').on(table.parentId, table.sentAt.desc().nullsFirst()),
    // A recipient has one parent per group: later notifications of the group nest under it.
    uniqueIndex('notifications_group_parent_unique')
      .on(table.userId, table.groupId)
      .where(sql`${table.parentId} is null and ${table.groupId} is not null`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

/**
 * A notification an admin sent to many users (/a/notification/create): each recipient holds a
 * notification row whose group id is the campaign's id.
 */
export const notificationCampaigns = pgTable(
  'notification_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    audience: text('audience', { enum: NOTIFICATION_CAMPAIGN_AUDIENCES }).notNull(),
    /** The chosen users when the audience is USERS; empty otherwise. */
    userIds: uuid('user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    recipientsCount: integer('recipients_count').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notification_campaigns_sent_idx').on(
      table.sentAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);
export type NotificationCampaignRow = typeof notificationCampaigns.$inferSelect;
