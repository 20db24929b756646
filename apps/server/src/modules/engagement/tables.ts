import {
  BADGE_TYPES,
  ENGAGEMENT_CONDITION_TYPES,
  EVENT_LAYOUTS,
  EVENT_MODES,
  EVENT_STATUSES,
  GROUP_STATUSES,
  MILESTONE_TYPES,
} from '@platfox/domain';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';
import { advancedFilterRules } from '../advanced-filters/tables';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A named set of merchants (spec 03 section 3.4): events, milestones and badges aim at it. */
export const sellerGroups = pgTable(
  'seller_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    key: text('key').notNull(),
    status: text('status', { enum: GROUP_STATUSES }).notNull().default('ACTIVATED'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('seller_groups_key_unique').on(table.key),
    index('seller_groups_created_idx').on(table.createdAt),
  ],
);
export type SellerGroupRow = typeof sellerGroups.$inferSelect;

export const sellerGroupMembers = pgTable(
  'seller_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => sellerGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    // A seller's groups (the session's User.group, an event's audience).
    index('seller_group_members_user_idx').on(table.userId),
  ],
);

/** A medal (spec 03 section 3.4 badge types); its picture is a catalogue image. */
export const badges = pgTable(
  'badges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type', { enum: BADGE_TYPES }).notNull(),
    imageId: uuid('image_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('badges_created_idx').on(table.createdAt)],
);
export type BadgeRow = typeof badges.$inferSelect;

/**
 * An event (spec 03 section 3.4): a window, an audience (everyone, or named sellers, networks,
 * groups), coupons that come with it, an e-mail, milestones and, for a contest, a ranking.
 */
export const engagementEvents = pgTable(
  'engagement_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    mode: text('mode', { enum: EVENT_MODES }).notNull(),
    status: text('status', { enum: EVENT_STATUSES }).notNull(),
    fromDate: at('from_date').notNull(),
    toDate: at('to_date').notNull(),
    isAppliedToAllMember: boolean('is_applied_to_all_member').notNull().default(false),
    userIds: uuid('user_ids').array().notNull().default([]),
    networkIds: uuid('network_ids').array().notNull().default([]),
    groupIds: uuid('group_ids').array().notNull().default([]),
    /** Coupon ids (the API speaks codes); badge coupons, held by the event's badge holders. */
    couponIds: uuid('coupon_ids').array().notNull().default([]),
    emailSubject: text('email_subject'),
    emailContent: text('email_content'),
    emailLayout: text('email_layout', { enum: EVENT_LAYOUTS }),
    contestCondition: text('contest_condition', { enum: ENGAGEMENT_CONDITION_TYPES }),
    winnerCount: integer('winner_count').notNull().default(3),
    /** Set at the first activation: the content is locked from then on. */
    activatedAt: at('activated_at'),
    /** When a contest's winners were fixed (after its end). */
    finalisedAt: at('finalised_at'),
    mailJobId: uuid('mail_job_id'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // The events running now (the item-completion check reads these on every completion).
    index('engagement_events_active_idx').on(table.status, table.toDate, table.fromDate),
    index('engagement_events_created_idx').on(table.createdAt),
  ],
);
export type EngagementEventRow = typeof engagementEvents.$inferSelect;

export const eventMilestones = pgTable(
  'event_milestones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => engagementEvents.id, { onDelete: 'cascade' }),
    type: text('type', { enum: MILESTONE_TYPES }).notNull(),
    conditionType: text('condition_type', { enum: ENGAGEMENT_CONDITION_TYPES }).notNull(),
    conditionValue: bigint('condition_value', { mode: 'number' }).notNull(),
    mileStoneNo: integer('milestone_no').notNull(),
    badgeId: uuid('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'restrict' }),
    badgeValidPeriod: integer('badge_valid_period').notNull().default(0),
    /** A rule on the merchant's history they must also meet (restrict: a named rule stays). */
    advancedFilterConditionId: uuid('advanced_filter_condition_id').references(
      () => advancedFilterRules.id,
      { onDelete: 'restrict' },
    ),
  },
  (table) => [
    index('event_milestones_event_idx').on(table.eventId, table.mileStoneNo),
    index('event_milestones_advanced_filter_idx').on(table.advancedFilterConditionId),
  ],
);
export type MilestoneRow = typeof eventMilestones.$inferSelect;

/**
 * A badge a seller holds, from one milestone: unique per milestone and seller, so two orders
 * completing at the same moment award it once (the second insert does nothing).
 */
export const badgeAwards = pgTable(
  'badge_awards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    milestoneId: uuid('milestone_id')
      .notNull()
      .references(() => eventMilestones.id, { onDelete: 'cascade' }),
    badgeId: uuid('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'restrict' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => engagementEvents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    awardedAt: at('awarded_at').notNull().defaultNow(),
    /** null: held for good. */
    validUntil: at('valid_until'),
    /** When the seller was told (one process claims it, however many heard the commit). */
    notifiedAt: at('notified_at'),
  },
  (table) => [
    uniqueIndex('badge_awards_milestone_user_unique').on(table.milestoneId, table.userId),
    index('badge_awards_user_idx').on(table.userId, table.awardedAt),
    index('badge_awards_badge_idx').on(table.badgeId),
  ],
);

/**
 * A seller's running totals in one event, added to as their items complete inside its window:
 * milestones compare against them and a contest's leaderboard sorts them, so neither sums the
 * order items on a request.
 */
export const eventProgress = pgTable(
  'event_progress',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => engagementEvents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    completedItems: bigint('completed_items', { mode: 'number' }).notNull().default(0),
    /** Cents. */
    completedValue: bigint('completed_value', { mode: 'number' }).notNull().default(0),
    /** When the seller last moved: on a tie, who got there first ranks first. */
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId] }),
    index('event_progress_items_idx').on(table.eventId, table.completedItems, table.updatedAt),
    index('event_progress_value_idx').on(table.eventId, table.completedValue, table.updatedAt),
  ],
);

/** A contest's places as fixed when it ended. */
export const contestWinners = pgTable(
  'contest_winners',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => engagementEvents.id, { onDelete: 'cascade' }),
    place: integer('place').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: bigint('score', { mode: 'number' }).notNull(),
    /** What the place carries, for the record (the leaderboard rows as they were). */
    snapshot: jsonb('snapshot').$type<{ name: string }>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.place] })],
);
