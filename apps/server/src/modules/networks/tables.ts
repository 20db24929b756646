import { NETWORK_ACTIVITY_KINDS, NETWORK_MEMBER_STATUSES, NETWORK_STATUSES } from '@platfox/domain';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A seller network (spec 03 section 3.4). The owner is unique: a seller creates one network. The
 * code is generated (NETWORK_CODE_ALPHABET) and unique; others join with it.
 */
export const networks = pgTable(
  'networks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rulesDescription: text('rules_description').notNull().default(''),
    /** ACTIVE, or BLOCKED by an admin (NETWORK_STATUSES says what a block holds back). */
    status: text('status', { enum: NETWORK_STATUSES }).notNull().default('ACTIVE'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('networks_code_unique').on(table.code),
    uniqueIndex('networks_owner_unique').on(table.ownerId),
    index('networks_created_idx').on(table.createdAt),
  ],
);
export type NetworkRow = typeof networks.$inferSelect;

/**
 * A seller's place in a network. `user_id` is unique: a seller belongs to one network at a time,
 * so a coupon's network audience is one indexed lookup. A declined or kicked member's row is
 * deleted (the activities keep what happened).
 */
export const networkMembers = pgTable(
  'network_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    networkId: uuid('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: NETWORK_MEMBER_STATUSES }).notNull().default('PENDING'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('network_members_user_unique').on(table.userId),
    index('network_members_network_idx').on(table.networkId, table.status),
  ],
);
export type NetworkMemberRow = typeof networkMembers.$inferSelect;

/** The network's activities: who created, joined, approved, blocked, declined or kicked whom. */
export const networkActivities = pgTable(
  'network_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    networkId: uuid('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NETWORK_ACTIVITY_KINDS }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    memberId: uuid('member_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('network_activities_network_idx').on(table.networkId, table.createdAt)],
);
