import { integer, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { files } from '../../platform/files/tables';
import { users } from '../accounts/tables';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A seller's packing-slip signature: one current picture per seller (unique seller_id), drawn on
 * every slip of the seller's orders at 1.6 times its width. The pixel size and density are read
 * from the picture's bytes at upload; a replacement drops the old file.
 */
export const packingSlipSignatures = pgTable(
  'packing_slip_signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    dpi: integer('dpi').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('packing_slip_signatures_seller_unique').on(table.sellerId)],
);
export type PackingSlipSignatureRow = typeof packingSlipSignatures.$inferSelect;
