import type { AdvancedFilterCondition } from '@platfox/domain';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An advanced filter rule (/a/advanced-filters, issue 35): a name and conditions that all must
 * hold. The conditions are json checked by the domain's advancedFilterConditionSchema on write;
 * a rule is read whole when a coupon is checked, never queried by condition.
 */
export const advancedFilterRules = pgTable(
  'advanced_filter_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    conditions: jsonb('conditions').$type<AdvancedFilterCondition[]>().notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('advanced_filter_rules_name_unique').on(table.name),
    index('advanced_filter_rules_created_idx').on(table.createdAt),
  ],
);
export type AdvancedFilterRuleRow = typeof advancedFilterRules.$inferSelect;
