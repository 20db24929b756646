import { CART_STATUSES, CART_UNIT_STATES } from '@platfox/domain';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';
import { orderItems, orderItemUnits } from '../order-items/tables';
import { orders } from '../orders/tables';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Cart picking (issue 32): a printer's cart of numbered bins, one order per bin, and the units
 * of those orders in walk order. A cart is its printer's alone; closing it releases what was not
 * picked, so the units go back to the to-pick list and onto the next cart.
 */
export const pickingCarts = pgTable(
  'picking_carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    printerId: uuid('printer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CART_STATUSES }).notNull().default('OPEN'),
    createdAt: at('created_at').notNull().defaultNow(),
    closedAt: at('closed_at'),
  },
  (table) => [index('picking_carts_printer_status_idx').on(table.printerId, table.status)],
);

export const pickingCartBins = pgTable(
  'picking_cart_bins',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => pickingCarts.id, { onDelete: 'cascade' }),
    bin: integer('bin').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.cartId, table.bin] }),
    uniqueIndex('picking_cart_bins_cart_order_unique').on(table.cartId, table.orderId),
  ],
);

export const pickingCartUnits = pgTable(
  'picking_cart_units',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => pickingCarts.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => orderItemUnits.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    bin: integer('bin').notNull(),
    /** The unit's step in the walk, from 1. */
    step: integer('step').notNull(),
    /** The storage area the walk was planned by (kept: a later move of stock leaves it be). */
    storageAreaName: text('storage_area_name'),
    state: text('state', { enum: CART_UNIT_STATES }).notNull().default('PLANNED'),
    scannedAt: at('scanned_at'),
  },
  (table) => [
    primaryKey({ columns: [table.cartId, table.unitId] }),
    // A unit waits on one open cart at most; the plan skips orders with a unit waiting on one.
    uniqueIndex('picking_cart_units_planned_unit_unique')
      .on(table.unitId)
      .where(sql`${table.state} = 'PLANNED'`),
    index('picking_cart_units_planned_order_idx')
      .on(table.orderId)
      .where(sql`${table.state} = 'PLANNED'`),
  ],
);
