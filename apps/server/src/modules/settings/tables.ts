import type { SettingKey } from '@platfox/domain';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/index';

/**
 * The admin's settings (spec 03 section 3.5's config keys), one row a key once set: a key with no
 * row has never been set and reads as its default where it is used.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey().$type<SettingKey>(),
  value: text('value').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type SettingRow = typeof settings.$inferSelect;
