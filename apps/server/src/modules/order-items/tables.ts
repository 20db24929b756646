import { ORDER_ITEM_STATUSES } from '@platfox/domain';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/index';
import { orderItems } from '../orders/index';
import { staff } from '../staff/index';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One unit of an order item per quantity index (1..quantity), made when the item is approved. The
 * units of an item share its packing-slip code; (code, qty_index) is what a slip carries and a
 * scanner reads, so it is unique.
 */
export const orderItemUnits = pgTable(
  'order_item_units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    qtyIndex: integer('qty_index').notNull(),
    code: text('code').notNull(),
    status: text('status', { enum: ORDER_ITEM_STATUSES }).notNull().default('APPROVED'),
    /** The staff member who last moved the unit. */
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    awaitingStockComingAt: at('awaiting_stock_coming_at'),
    verifiedAt: at('verified_at'),
    /**
     * When the unit's packing slip was last downloaded, and how often: a slip printed before is a
     * reprint, and the printer's downloaded-packing-slip list shows the items printed.
     */
    packingSlipPrintedAt: at('packing_slip_printed_at'),
    packingSlipPrintCount: integer('packing_slip_print_count').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('order_item_units_code_index_unique').on(table.code, table.qtyIndex),
    uniqueIndex('order_item_units_item_index_unique').on(table.orderItemId, table.qtyIndex),
  ],
);
export type OrderItemUnitRow = typeof orderItemUnits.$inferSelect;

/** The item's actions log (spec 02 section 4.13): who moved which unit, when, and why. */
export const orderItemActionLogs = pgTable(
  'order_item_action_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    /** Null for an item-wide change (tracking, shipping hold). */
    qtyIndex: integer('qty_index'),
    action: text('action').notNull(),
    fromStatus: text('from_status', { enum: ORDER_ITEM_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_ITEM_STATUSES }),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    description: text('description'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('order_item_action_logs_item_idx').on(table.orderItemId, table.createdAt)],
);
