import { UPLOAD_FILE_TYPES } from '@platfox/domain';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userKeys } from '../db/user-keys';

/**
 * Stored files (exports today; uploads later). The row is what downloads are checked against:
 * the content sits in the file store under a generated key, never reached by a name from outside.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => userKeys.id, { onDelete: 'cascade' }),
    /** The name the download is given (shown to people, never used as a path). */
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    /**
     * The admin permission of what the file belongs to (a deposit's proof: DEPOSIT_DETAIL_ACCESS,
     * an export: its list's): besides its owner and root, only admins holding it may read it.
     */
    readPermission: text('read_permission'),
    /**
     * What an upload is for (spec 03 section 3.3's UploadFileType), set by the upload that checked
     * its content: a call that names a file by id (an issue's photos) accepts only its own type, so
     * a deposit proof or an export cannot be passed off as a photo. Null for files the app makes.
     */
    type: text('type', { enum: UPLOAD_FILE_TYPES }),
    /**
     * A short-lived download link (SHA-256 of its token): the browser downloads the file itself,
     * natively, without the bearer token. A new link replaces the previous one.
     */
    linkTokenHash: text('link_token_hash').unique(),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('files_owner_idx').on(table.ownerId, table.createdAt)],
);
export type FileRow = typeof files.$inferSelect;
