import type { JobWithMetadata, PgBoss, Queue, SendOptions, WorkOptions } from 'pg-boss';
import { z } from 'zod';
import type { JobContext, JobOutcome } from './progress-jobs';

/**
 * Background work is declared once, like an endpoint (docs/recipes.md, "A job"): its name, the
 * zod schema of its payload, its retry policy and how it runs. A module's `jobs.ts` holds its
 * declarations and the workers that bind them to its services; the composition root (app.ts)
 * registers every module's workers in one call (`registerJobs`). Sending goes through the
 * declaration too (`sendJob`), so a payload is checked when it is queued and again when it runs.
 */
export type JobRetry = {
  /** Attempts after the first. */
  limit: number;
  /** Delay before the first retry, in seconds. */
  delaySeconds: number;
  /** Whether the delay doubles at each retry (up to maxDelaySeconds). */
  backoff?: boolean;
  maxDelaySeconds?: number;
};

/**
 * How a job runs: `queued`, as many at once as workers take; `exclusive`, one at a time (per
 * singleton key: one pull per store); `cron`, on a schedule, one at a time.
 */
export type JobRuns = 'queued' | 'exclusive' | 'cron';

export type JobDeclaration<S extends z.ZodType = z.ZodType> = {
  name: string;
  payload: S;
  retry: JobRetry;
  runs: JobRuns;
  /**
   * A job someone watches (an export, an import, a mass download): it has a job record with its
   * owner, progress and outcome, read by GET /api/jobs/:id and sent live as `job_progress`.
   */
  reportsProgress?: boolean;
  /** How long one attempt may run before pg-boss takes it for dead and retries it. */
  expireInSeconds?: number;
};

export type JobPayload<J extends JobDeclaration> = z.infer<J['payload']>;

export function declareJob<S extends z.ZodType>(declaration: JobDeclaration<S>): JobDeclaration<S> {
  return declaration;
}

/**
 * A job that makes a file someone asked for (an export, a backup, a mass download): queued,
 * watched (reportsProgress), and retried only when its worker died (a crash, a lost lease); a
 * failure of the work itself is told at once, as the job's outcome.
 */
export function declareFileJob<S extends z.ZodType>(
  declaration: Pick<JobDeclaration<S>, 'name' | 'payload'>,
): JobDeclaration<S> {
  return {
    ...declaration,
    retry: { limit: 2, delaySeconds: 0 },
    runs: 'queued',
    reportsProgress: true,
  };
}

/** A pg-boss job as a worker receives it: its payload parsed by the declaration. */
export type ParsedJob<P> = JobWithMetadata<P>;

/** A declaration bound to the handler that runs it on pg-boss. */
export type BossWorker = {
  runtime: 'boss';
  job: JobDeclaration;
  work: (jobs: ParsedJob<unknown>[], boss: PgBoss) => Promise<void>;
  fetch?: Pick<WorkOptions, 'batchSize' | 'pollingIntervalSeconds'> & {
    burstWhenBatchFull?: boolean;
  };
  /** The retry policy from the configuration, when it overrides the declaration's. */
  retry?: JobRetry;
  /** The schedule of a `cron` job (from the configuration). */
  cron?: string;
  /** Runs once every queue of the app has its workers (recovery, relays). */
  afterStart?: (boss: PgBoss) => Promise<void>;
};

/**
 * What a progress-reporting job's handler is given besides its payload: its job record, a
 * progress reporter (throttled) and a stop signal (the process is stopping: the job goes back to
 * pg-boss for another worker).
 */
export type ProgressContext = JobContext;
export type ProgressOutcome = JobOutcome;

/** A progress-reporting declaration bound to its handler. */
export type ProgressWorker = {
  runtime: 'progress';
  job: JobDeclaration;
  run: (payload: unknown, context: ProgressContext) => Promise<ProgressOutcome>;
};

export type JobWorker = BossWorker | ProgressWorker;

/** Binds a declaration to a pg-boss handler, typed by the declaration's payload. */
export function bossWorker<S extends z.ZodType>(
  job: JobDeclaration<S>,
  binding: Omit<BossWorker, 'runtime' | 'job' | 'work'> & {
    work: (jobs: ParsedJob<z.infer<S>>[], boss: PgBoss) => Promise<void>;
  },
): BossWorker {
  if (job.reportsProgress) throw new Error(`Job ${job.name} reports progress: use progressWorker`);
  return { ...binding, runtime: 'boss', job, work: binding.work as BossWorker['work'] };
}

/** Binds a progress-reporting declaration to its handler. */
export function progressWorker<S extends z.ZodType>(
  job: JobDeclaration<S>,
  run: (payload: z.infer<S>, context: ProgressContext) => Promise<ProgressOutcome>,
): ProgressWorker {
  if (!job.reportsProgress) throw new Error(`Job ${job.name} does not report progress`);
  return { runtime: 'progress', job, run: run as ProgressWorker['run'] };
}

/** The pg-boss queue a declaration describes. */
export function queueOptionsOf(
  job: JobDeclaration,
  retry: JobRetry = job.retry,
): Omit<Queue, 'name'> {
  return {
    policy: job.runs === 'queued' ? 'standard' : 'exclusive',
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    ...(retry.backoff ? { retryBackoff: true } : {}),
    ...(retry.maxDelaySeconds ? { retryDelayMax: retry.maxDelaySeconds } : {}),
    ...(job.expireInSeconds ? { expireInSeconds: job.expireInSeconds } : {}),
  };
}

/** Queues a job on pg-boss, its payload checked by the declaration's schema first. */
export function sendJob<S extends z.ZodType>(
  boss: PgBoss,
  job: JobDeclaration<S>,
  payload: z.input<S>,
  options: SendOptions = {},
): Promise<string | null> {
  job.payload.parse(payload);
  return boss.send(job.name, payload as object, options);
}

/** Queues several jobs at once (`boss.insert`), each payload checked. */
export async function insertJobs<S extends z.ZodType>(
  boss: PgBoss,
  job: JobDeclaration<S>,
  items: { data: z.input<S>; startAfter?: Date }[],
  options: Pick<SendOptions, 'db'> = {},
): Promise<void> {
  await boss.insert(
    job.name,
    items.map((item) => {
      job.payload.parse(item.data);
      return { ...item, data: item.data as object };
    }),
    options,
  );
}

/**
 * The payload of a job that acts as the account that asked for it: the request's body, checked by
 * its own schema, and the account's id (the job reads the account as it is when it runs).
 */
export function actorPayload<S extends z.ZodType<Record<string, unknown>>>(body: S) {
  return z.looseObject({ actorId: z.string().uuid() }).transform((value, context) => {
    const { actorId, ...rest } = value;
    const parsed = body.safeParse(rest);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      }
      return z.NEVER;
    }
    return { ...parsed.data, actorId };
  });
}
