import { TRACKING_CODE_STATUSES } from '@platfox/domain';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';
import { orderItems } from '../order-items/tables';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Tracking codes of an item: several per item (a split parcel, a reshipment). The newest is also
 * written on the item (trackingCode, trackingCarrierCode) for lists and the seller's view. The
 * local tracking number is for admins only (spec 02 section 4.8).
 */
export const orderItemTrackingCodes = pgTable(
  'order_item_tracking_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    trackingCode: text('tracking_code').notNull(),
    carrierCode: text('carrier_code').notNull(),
    localTrackingNumber: text('local_tracking_number'),
    status: text('status', { enum: TRACKING_CODE_STATUSES }).notNull().default('UNKNOWN'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('order_item_tracking_codes_item_code_unique').on(
      table.orderItemId,
      table.trackingCode,
    ),
    index('order_item_tracking_codes_code_idx').on(table.trackingCode),
  ],
);
export type TrackingCodeRow = typeof orderItemTrackingCodes.$inferSelect;
