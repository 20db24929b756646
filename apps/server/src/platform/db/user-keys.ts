import { pgTable, uuid } from 'drizzle-orm/pg-core';

/**
 * The users table as the platform's own tables (files, jobs) name it in their owners' foreign
 * keys: its key only. The accounts module declares the table (modules/accounts/tables.ts, which
 * schema.ts exports); this handle lets the platform reference it without importing a module. For
 * foreign keys only: never queried, and never exported from schema.ts (drizzle-kit would see the
 * table twice). user-keys.test.ts holds it to the accounts' table.
 */
export const userKeys = pgTable('users', { id: uuid('id').primaryKey() });
