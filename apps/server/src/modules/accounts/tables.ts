import { ACCOUNT_TYPES, USER_STATUSES } from '@platfox/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export type StoredAddress = {
  street: string | null;
  street2: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  country: string | null;
  phone: string | null;
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: ACCOUNT_TYPES }).notNull(),
    /** Stored lower-cased and trimmed; unique among accounts. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    isVerified: boolean('is_verified').notNull().default(false),
    status: text('status', { enum: USER_STATUSES }).notNull().default('OFFLINE'),
    address: jsonb('address').$type<StoredAddress>(),
    /** Integer cents; changes only together with a ledger row. */
    currentBalance: bigint('current_balance', { mode: 'number' }).notNull().default(0),
    isAllowUploadFtp: boolean('is_allow_upload_ftp').notNull().default(false),
    isEnabledStaffManagement: boolean('is_enabled_staff_management').notNull().default(false),
    isAllowExportSpecialFile: boolean('is_allow_export_special_file').notNull().default(false),
    isAllowPickSingleItem: boolean('is_allow_pick_single_item').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    index('users_type_status_idx').on(table.type, table.status),
  ],
);
export type UserRow = typeof users.$inferSelect;

/** Granted permissions, one row a permission string (RESOURCE_ACTION). */
export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.permission] })],
);
