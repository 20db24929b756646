import { GALLERY_ITEM_STATUSES } from '@platfox/domain';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { files } from '../../platform/files/tables';
import { users } from '../accounts/tables';

/**
 * The seller's gallery (issue 36): images kept to be used as designs later. The original and its
 * thumbnail are stored files owned by the seller; taking an item as a design copies it into the
 * catalogue's images, so deleting an item never takes a design away from a product.
 */
export const galleryItems = pgTable(
  'gallery_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    thumbnailFileId: uuid('thumbnail_file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    dpi: integer('dpi'),
    status: text('status', { enum: GALLERY_ITEM_STATUSES }).notNull().default('ACTIVE'),
    /** At most 3 (spec 03 section 9), lower case, each once. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The seller's grid, newest first; the tag filter uses the array index.
    index('gallery_items_seller_created_idx').on(table.sellerId, table.createdAt),
    index('gallery_items_tags_idx').using('gin', table.tags),
  ],
);
export type GalleryItemRow = typeof galleryItems.$inferSelect;
