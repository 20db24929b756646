import { ACCOUNT_TYPES, JOB_STATUSES } from '@platfox/domain';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userKeys } from '../db/user-keys';

/**
 * The record of a watched job (DESIGN.md "Long work ... runs as jobs": an export, an import, a
 * mass download): what its owner sees of it. pg-boss runs it (progress-jobs.ts); the worker
 * running it holds the record (locked_by = `<worker>/<pg-boss job id>`), so a stale attempt
 * writes nothing.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('PENDING'),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: text('error'),
    /** Who queued it: receives its progress live and may read it. None for system jobs. */
    ownerId: uuid('owner_id').references(() => userKeys.id, { onDelete: 'cascade' }),
    ownerType: text('owner_type', { enum: ACCOUNT_TYPES }),
    /** The admin permission of what the job works on: besides its owner and root, who may read it. */
    readPermission: text('read_permission'),
    /** Attempts so far (a clean stop gives one back); one that keeps dying stops after max_attempts. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    /** Its worker and pg-boss job (`<host>:<pid>:<id>/<job id>`); none while waiting or ended. */
    lockedBy: text('locked_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('jobs_owner_idx').on(table.ownerId, table.createdAt)],
);
export type JobRow = typeof jobs.$inferSelect;
