import type { AppTypeStatus, SettingKey, UserSettingType } from '@platfox/domain';
import {
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

/**
 * The admin's settings (spec 03 section 3.5's config keys), one row a key once set: a key with no
 * row has never been set and reads as its default (SETTING_DEFINITIONS). Keys that live in a
 * purpose-built table (PACKING_SLIP_SIZE in order_settings) have no row here: the settings store
 * reads them through that table's source.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey().$type<SettingKey>(),
  value: text('value').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type SettingRow = typeof settings.$inferSelect;

/** Every change of a setting, written in the change's transaction: who, before and after. */
export const settingChanges = pgTable(
  'setting_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().$type<SettingKey>(),
    /** The stored text before (null: never set, it read as its default). */
    before: text('before'),
    after: text('after').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('setting_changes_key_idx').on(table.key, table.changedAt)],
);

/**
 * Order settings an admin changes (key-value): `overDueDays` for the overdue lists, the packing
 * slip's size and designated creators (moved from orders: issue 30; the table is unchanged).
 */
export const orderSettings = pgTable('order_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * App types (spec 03 section 7.2's apps/types): option lists an admin keeps for the app to read
 * instead of words fixed in the code. The key is what the code asks for, so it never changes.
 */
export const appTypes = pgTable(
  'app_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').notNull().$type<AppTypeStatus>().default('ACTIVE'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('app_types_key_idx').on(table.key)],
);
export type AppTypeRow = typeof appTypes.$inferSelect;

/** A type's options: the value a record stores (unique within the type) and the label shown. */
export const appTypeOptions = pgTable(
  'app_type_options',
  {
    typeId: uuid('type_id')
      .notNull()
      .references(() => appTypes.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    label: text('label').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [primaryKey({ columns: [table.typeId, table.value] })],
);

/**
 * A seller's general settings (spec 03 section 3.5's Config with user setting types MAIN and
 * FORWARD): one row per seller and type, its value the type's schema (USER_SETTING_SCHEMAS) as
 * JSON. A type with no row reads as its default.
 */
export const sellerConfigs = pgTable(
  'seller_configs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull().$type<UserSettingType>(),
    value: jsonb('value').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('seller_configs_seller_type_idx').on(table.sellerId, table.type)],
);

/** Every change of a seller's setting, written in the change's transaction: before and after. */
export const sellerConfigChanges = pgTable(
  'seller_config_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull().$type<UserSettingType>(),
    /** The value before (null: never saved, it read as its default). */
    before: jsonb('before'),
    after: jsonb('after').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('seller_config_changes_seller_idx').on(table.sellerId, table.changedAt)],
);
