import { SHIPMENT_TRACKER_IMAGE_KINDS, SHIPMENT_TRACKER_STATUSES } from '@platfox/domain';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';
import { orderItems } from '../order-items/tables';
import { files } from '../../platform/files/tables';
import { staff } from '../staff/tables';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One scanned (or, for MISSED, never scanned) parcel of a printer; see the domain schema. */
export const shipmentTrackers = pgTable(
  'shipment_trackers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    printerId: uuid('printer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trackCode: text('track_code').notNull(),
    status: text('status', { enum: SHIPMENT_TRACKER_STATUSES }).notNull(),
    // The matched item and its order; kept as plain ids of what was matched when the item goes.
    orderItemId: uuid('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    shipmentOrderId: uuid('shipment_order_id'),
    description: text('description'),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('shipment_trackers_printer_code_idx').on(table.printerId, table.trackCode),
    index('shipment_trackers_created_idx').on(table.createdAt),
  ],
);
export type ShipmentTrackerRow = typeof shipmentTrackers.$inferSelect;

export const shipmentTrackerImages = pgTable(
  'shipment_tracker_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackerId: uuid('tracker_id')
      .notNull()
      .references(() => shipmentTrackers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SHIPMENT_TRACKER_IMAGE_KINDS }).notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('shipment_tracker_images_tracker_idx').on(table.trackerId, table.createdAt)],
);
