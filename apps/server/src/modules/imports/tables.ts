import { IMPORT_QUEUE_STATUSES, IMPORT_QUEUE_TYPES, type ImportError } from '@platfox/domain';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';
import { orders } from '../orders/tables';
import { jobs } from '../../platform/jobs/tables';
import { files } from '../../platform/files/tables';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The import queue (spec 03 section 3.5): one row per uploaded spreadsheet, its status
 * PENDING → PROCESSING → FINISHED / FINISHED_WITH_ERRORS / FAIL, the counts and the refused lines.
 * The work itself runs as a job (jobId), so an import outlives a restart.
 */
export const importQueues = pgTable(
  'import_queues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: IMPORT_QUEUE_TYPES }).notNull(),
    status: text('status', { enum: IMPORT_QUEUE_STATUSES }).notNull().default('PENDING'),
    /** The uploaded spreadsheet; none for a store's pulled orders (SHOPIFY_ORDER...), which bring `data`. */
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'restrict' }),
    /** The file's name, or for a store's orders the store's name. */
    fileName: text('file_name').notNull(),
    /**
     * What a store import carries (spec 03 section 3.5's `data`): the store and the orders a pull
     * brought (webhooks are the stores' inbox, store_webhook_inbox, since issue 30).
     */
    data: jsonb('data').$type<Record<string, unknown>>(),
    /** A report file, when one is made (none yet: the errors are kept in `errors`). */
    resultFileId: uuid('result_file_id').references(() => files.id, { onDelete: 'set null' }),
    errors: jsonb('errors').$type<ImportError[]>().notNull().default([]),
    /** Why the whole file failed (FAIL). */
    message: text('message'),
    totalLines: integer('total_lines').notNull().default(0),
    createdLines: integer('created_lines').notNull().default(0),
    failedLines: integer('failed_lines').notNull().default(0),
    createdOrders: integer('created_orders').notNull().default(0),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
  },
  (table) => [
    index('import_queues_owner_created_idx').on(table.ownerId, table.createdAt),
    index('import_queues_created_idx').on(table.createdAt),
  ],
);
export type ImportQueueRow = typeof importQueues.$inferSelect;

/**
 * The orders an import has created, by the file's order reference. Written in the transaction
 * that creates the order, so a re-run after a restart skips what was done: the primary key
 * refuses a second order for the same reference.
 */
export const importQueueOrders = pgTable(
  'import_queue_orders',
  {
    importQueueId: uuid('import_queue_id')
      .notNull()
      .references(() => importQueues.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lines: integer('lines').notNull(),
  },
  (table) => [primaryKey({ columns: [table.importQueueId, table.reference] })],
);
