import { ACCOUNT_TYPES, JOB_STATUSES } from '@platfox/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userKeys } from '../db/user-keys';

/**
 * The background job queue (DESIGN.md "Long work ... runs as jobs"): kept in the same database,
 * so a job outlives the process that queued it. A worker holds a job by a lease (locked_by,
 * locked_until); a job whose worker died is taken again once its lease has run out.
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
    /** Claims so far; a job that keeps killing its worker stops after max_attempts. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    // What idle workers look for; partial, so finished jobs piling up do not slow the claim.
    index('jobs_pending_idx')
      .on(table.runAfter, table.createdAt)
      .where(sql`${table.status} = 'PENDING'`),
    index('jobs_lease_idx')
      .on(table.lockedUntil)
      .where(sql`${table.status} = 'PROCESSING'`),
    index('jobs_owner_idx').on(table.ownerId, table.createdAt),
  ],
);
export type JobRow = typeof jobs.$inferSelect;
