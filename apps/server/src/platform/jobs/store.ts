import type { AccountType, JobStatus, Permission } from '@platfox/domain';
import { and, asc, eq, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, DbTx } from '../db';
import { jobs, type JobRow } from './tables';

/**
 * The queue's SQL. Times come from the database's clock (now()), never a process's, so workers on
 * several machines agree on when a lease has run out.
 */

export type NewJob = {
  kind: string;
  payload: Record<string, unknown>;
  owner?: { id: string; type: AccountType } | undefined;
  /** The admin permission of what the job works on; none: its owner and root only. */
  readPermission?: Permission | null;
  runAfter?: Date | undefined;
  maxAttempts?: number | undefined;
};

export async function insertJob(db: Db | DbTx, job: NewJob): Promise<JobRow> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload,
      ownerId: job.owner?.id ?? null,
      ownerType: job.owner?.type ?? null,
      readPermission: job.readPermission ?? null,
      ...(job.runAfter ? { runAfter: job.runAfter } : {}),
      ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
    })
    .returning();
  if (!row) throw new Error('The job was not stored');
  return row;
}

const leaseEnd = (leaseMs: number) => sql`now() + make_interval(secs => ${leaseMs / 1000})`;

/**
 * Takes the oldest job that may run: a waiting one, or one whose lease ran out (its worker died).
 * FOR UPDATE SKIP LOCKED lets concurrent claims pass over each other's row instead of waiting, so
 * two workers never take the same job; on PGlite claims are simply serialised.
 */
export async function claimJob(
  db: Db,
  workerId: string,
  leaseMs: number,
): Promise<JobRow | undefined> {
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        or(
          and(eq(jobs.status, 'PENDING'), lte(jobs.runAfter, sql`now()`)),
          and(eq(jobs.status, 'PROCESSING'), lt(jobs.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(jobs.runAfter), asc(jobs.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) return undefined;
    const [claimed] = await tx
      .update(jobs)
      .set({
        status: 'PROCESSING',
        lockedBy: workerId,
        lockedUntil: leaseEnd(leaseMs),
        attempts: sql`${jobs.attempts} + 1`,
        startedAt: sql`coalesce(${jobs.startedAt}, now())`,
      })
      .where(eq(jobs.id, next.id))
      .returning();
    return claimed;
  });
}

/** The job while this worker still holds it; a job taken over by another worker is not touched. */
const heldBy = (id: string, workerId: string) =>
  and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'PROCESSING'));

/** Keeps the lease of a running job and records its progress; false when the lease was lost. */
export async function renewLease(
  db: Db,
  id: string,
  workerId: string,
  leaseMs: number,
  progress?: { done: number; total: number },
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      lockedUntil: leaseEnd(leaseMs),
      ...(progress ? { progressDone: progress.done, progressTotal: progress.total } : {}),
    })
    .where(heldBy(id, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Ends a job: finished (with or without errors) or failed. */
export async function endJob(
  db: Db,
  id: string,
  workerId: string,
  end: {
    status: Extract<JobStatus, 'FINISHED' | 'FINISHED_WITH_ERRORS' | 'FAIL'>;
    result?: Record<string, unknown> | null;
    error?: string | null;
    progress?: { done: number; total: number };
  },
): Promise<JobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({
      status: end.status,
      result: end.result ?? null,
      error: end.error ?? null,
      ...(end.progress
        ? { progressDone: end.progress.done, progressTotal: end.progress.total }
        : {}),
      lockedBy: null,
      lockedUntil: null,
      finishedAt: sql`now()`,
    })
    .where(heldBy(id, workerId))
    .returning();
  return row;
}

/** Gives a job back to the queue (its worker is stopping): another worker or a restart takes it. */
export async function releaseJob(db: Db, id: string, workerId: string): Promise<void> {
  await db
    .update(jobs)
    // A clean stop is not a failed attempt: it does not count towards max_attempts.
    .set({
      status: 'PENDING',
      lockedBy: null,
      lockedUntil: null,
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
    })
    .where(heldBy(id, workerId));
}

export async function findJob(db: Db, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}
