import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';
import { uploadTypeItems } from '../catalog/tables';
import { orderItems } from '../order-items/tables';
import { files } from '../../platform/files/tables';
import { staff } from '../staff/tables';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An item's shipping label (spec 02 sections 4.13 and 7): one PDF per item, for the tracking code
 * it was uploaded with; a new upload replaces it. The label preview finds it by that code.
 */
export const orderItemShippingLabels = pgTable(
  'order_item_shipping_labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    trackingCode: text('tracking_code').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('order_item_shipping_labels_item_unique').on(table.orderItemId),
    index('order_item_shipping_labels_code_idx').on(table.trackingCode),
  ],
);
export type ShippingLabelRow = typeof orderItemShippingLabels.$inferSelect;

/** Photos of the completed product taken at check quality, kept on the item. */
export const orderItemCompletedImages = pgTable(
  'order_item_completed_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    qtyIndex: integer('qty_index'),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('order_item_completed_images_item_idx').on(table.orderItemId, table.createdAt)],
);

/**
 * A print design the printer uploaded for one item and print position (mass-upload-print-designs),
 * printed instead of the product's design there. It is the item's own: the seller's product and
 * its other orders keep their designs. A new upload for the same position replaces it.
 */
export const orderItemPrintDesigns = pgTable(
  'order_item_print_designs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    uploadTypeItemId: uuid('upload_type_item_id')
      .notNull()
      .references(() => uploadTypeItems.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The density the file declares, in dots per inch; null when it declares none. */
    dpi: integer('dpi'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('order_item_print_designs_position_unique').on(
      table.orderItemId,
      table.uploadTypeItemId,
    ),
  ],
);
