import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';

/**
 * A user's saved list queries, per model: they follow the user to another device. The value is
 * the client's own (encrypted JSON of the query); the server keeps it as given.
 */
export const savedFilters = pgTable(
  'data_list_saved_filters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    name: text('name').notNull(),
    value: text('value').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** A default filter the product gives: shown without actions, never renamed or deleted. */
    isHideAction: boolean('is_hide_action').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('saved_filters_user_model_idx').on(table.userId, table.model, table.sortOrder)],
);
export type SavedFilterRow = typeof savedFilters.$inferSelect;
