import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';

/** Keys that let a seller's or printer's own software call the API as that account. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The first characters of the key, shown to tell keys apart. */
    prefix: text('prefix').notNull(),
    /** SHA-256 of the key; the key itself is shown once, when it is made. */
    keyHash: text('key_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute, so a busy integration does not write on every call. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('api_keys_user_idx').on(table.userId),
    // The account's key list, newest first (data-lists).
    index('api_keys_user_created_idx').on(table.userId, table.createdAt),
  ],
);
