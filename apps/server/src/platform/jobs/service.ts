import { serialiseDate, type Job } from '@platfox/domain';
import type { Actor } from '../actor';
import { notFound } from '../errors';
import { canReadOwned } from '../files/service';
import type { ProgressJobs } from './progress-jobs';
import type { JobRow } from './tables';

export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    progress: { done: row.progressDone, total: row.progressTotal },
    result: row.result ?? null,
    error: row.error ?? null,
    createdAt: row.createdAt.toISOString(),
    startedAt: serialiseDate(row.startedAt),
    finishedAt: serialiseDate(row.finishedAt),
  };
}

/** Whether the actor may read a job: the same rule as for stored files. */
export function canReadJob(actor: Actor, row: Pick<JobRow, 'ownerId' | 'readPermission'>): boolean {
  return canReadOwned(actor, row);
}

/** A job as the actor may read it; someone else's job reads as not found, like a made-up id. */
export async function readJob(queue: ProgressJobs, actor: Actor, id: string): Promise<Job> {
  const row = await queue.find(id);
  if (!row || !canReadJob(actor, row)) throw notFound();
  return toJob(row);
}
