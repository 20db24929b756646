import type { AccountType, JobStatus, Permission } from '@platfox/domain';
import { and, eq, like, or, sql } from 'drizzle-orm';
import type { Db, DbTx } from '../db';
import { jobs, type JobRow } from './tables';

/**
 * The job records' SQL: what a watched job (an export, an import, a mass download) has done so
 * far, for its owner and GET /api/jobs/:id. pg-boss runs the job; the record only tells. A
 * record is held by the worker and pg-boss job that run it (locked_by), so a stale attempt never
 * writes over a newer one. Times come from the database's clock (now()).
 */

export type NewJob = {
  kind: string;
  payload: Record<string, unknown>;
  owner?: { id: string; type: AccountType } | undefined;
  /** The admin permission of what the job works on; none: its owner and root only. */
  readPermission?: Permission | null;
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
      ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
    })
    .returning();
  if (!row) throw new Error('The job was not stored');
  return row;
}

/**
 * Takes a record for a worker and the pg-boss job it runs (locked_by `<worker>/<pg-boss job
 * id>`): a waiting one, or one the same pg-boss job held on an attempt whose worker died (pg-boss
 * retries a job under its own id, maybe in another process). Any other pg-boss job finds
 * nothing: the record is someone else's, or ended.
 */
export async function claimJob(
  db: Db,
  id: string,
  worker: string,
  bossJobId: string,
): Promise<JobRow | undefined> {
  const [claimed] = await db
    .update(jobs)
    .set({
      status: 'PROCESSING',
      lockedBy: holderOf(worker, bossJobId),
      attempts: sql`${jobs.attempts} + 1`,
      startedAt: sql`coalesce(${jobs.startedAt}, now())`,
    })
    .where(
      and(
        eq(jobs.id, id),
        or(
          eq(jobs.status, 'PENDING'),
          and(eq(jobs.status, 'PROCESSING'), like(jobs.lockedBy, `%/${bossJobId}`)),
        ),
      ),
    )
    .returning();
  return claimed;
}

/** Who holds a record: the worker (host, process, instance) and the pg-boss job it runs. */
export const holderOf = (worker: string, bossJobId: string) => `${worker}/${bossJobId}`;

/** The record while `holder` still holds it. */
const heldBy = (id: string, holder: string) =>
  and(eq(jobs.id, id), eq(jobs.lockedBy, holder), eq(jobs.status, 'PROCESSING'));

/** Records a running job's progress; false when the record is no longer this holder's. */
export async function recordProgress(
  db: Db,
  id: string,
  holder: string,
  progress: { done: number; total: number },
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ progressDone: progress.done, progressTotal: progress.total })
    .where(heldBy(id, holder))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Ends a job: finished (with or without errors) or failed. */
export async function endJob(
  db: Db,
  id: string,
  holder: string,
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
      finishedAt: sql`now()`,
    })
    .where(heldBy(id, holder))
    .returning();
  return row;
}

/** Gives a record back (its worker is stopping): the pg-boss job sent in its place takes it. */
export async function releaseJob(db: Db | DbTx, id: string, holder: string): Promise<void> {
  await db
    .update(jobs)
    // A clean stop is not a failed attempt: it does not count towards max_attempts.
    .set({
      status: 'PENDING',
      lockedBy: null,
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
    })
    .where(heldBy(id, holder));
}

export async function findJob(db: Db, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}
