import { TRACE_TARGETS, TRACE_TYPES } from '@platfox/domain';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Who did what to which order or item, from where: every status change writes one. */
export const traceLogs = pgTable(
  'trace_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** What was acted on (TRACE_TARGETS): an order, an item, a transaction, a user, an issue. */
    target: text('target', { enum: TRACE_TARGETS }).notNull(),
    targetId: uuid('target_id').notNull(),
    orderId: uuid('order_id'),
    /**
     * The kind of change (TRACE_TYPES). Most rows are status changes, written by the one flow
     * (moveItems); the default keeps those writers short, the others name their type.
     */
    type: text('type', { enum: TRACE_TYPES }).notNull().default('STATUS'),
    description: text('description').notNull(),
    ip: text('ip'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('trace_logs_order_idx').on(table.orderId, table.createdAt),
    index('trace_logs_target_idx').on(table.targetId, table.createdAt),
    // /a/trace-logs: newest first, and narrowed by actor.
    index('trace_logs_created_idx').on(table.createdAt),
    index('trace_logs_actor_idx').on(table.actorId, table.createdAt),
  ],
);
