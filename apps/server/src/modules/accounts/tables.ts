import { ACCOUNT_TYPES, USER_STATUSES } from '@platfox/domain';
import { sql } from 'drizzle-orm';
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

export type StoredAddress = {
  street: string | null;
  street2: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  country: string | null;
  phone: string | null;
};

/** A named permission set root gives to admins; assigning it copies its permissions to the user. */
export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    /** Permission strings (AREA_ACTION), sorted. */
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('user_roles_name_unique').on(sql`lower(${table.name})`)],
);
export type UserRoleRow = typeof userRoles.$inferSelect;

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
    /** The role root last assigned; a role in use cannot be deleted. */
    roleId: uuid('role_id').references(() => userRoles.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    index('users_type_status_idx').on(table.type, table.status),
    index('users_role_idx').on(table.roleId),
    index('users_created_idx').on(table.createdAt),
    // An admin's user list: the managed types, newest first (data-lists).
    index('users_type_created_idx').on(table.type, table.createdAt),
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

export const ACCOUNT_TOKEN_PURPOSES = [
  'email_verification',
  'password_reset',
  'owner_pin',
  'feature',
  // The second proof a sign-in gives once the account's attempts pass its limit (auth/).
  'sign_in_code',
] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * Secrets mailed to or handed to a user: e-mail verification and password reset links (single
 * use), the printer owner's PIN (single use, a few attempts) and feature tokens (reusable until
 * they expire). Only the SHA-256 is stored.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Guesses made at a PIN; each is counted before it is checked. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_tokens_user_idx').on(table.userId, table.purpose)],
);
