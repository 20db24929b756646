import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { JobProgressEvent, JobStatus } from '@platfox/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Job, PgBoss } from 'pg-boss';
import type { z } from 'zod';
import type { Db, DbTx } from '../db';
import type { Live } from '../live';
import { inTransaction } from './boss';
import type { BossRuntime } from './boss-runtime';
import { queueOptionsOf, type JobDeclaration } from './declare';
import { ProgressThrottle } from './progress';
import {
  claimJob,
  endJob,
  findJob,
  holderOf,
  insertJob,
  recordProgress,
  releaseJob,
  type NewJob,
} from './store';
import type { JobRow } from './tables';

/** What a handler is given: its job record, a progress reporter (throttled) and a stop signal. */
export type JobContext = {
  job: JobRow;
  reportProgress: (done: number, total: number) => void;
  /** Aborted when the process stops: the job goes back to pg-boss for another worker. */
  signal: AbortSignal;
};

/** A handler's outcome; throwing fails the job with the error's message (no retry). */
export type JobOutcome = { result?: Record<string, unknown>; hasErrors?: boolean } | void;
export type JobRun<P = unknown> = (payload: P, context: JobContext) => Promise<JobOutcome>;

export type ProgressJobsOptions = {
  /** Jobs this process runs at once per queue (0: none in the background; runUntilIdle still runs them). */
  concurrency: number;
  pollMs: number;
  /** Least time between two progress reports of a job. */
  progressIntervalMs?: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's watched jobs (tests run them to the end with runUntilIdle). */
    jobs: ProgressJobs;
  }
}

/** A watched job's pg-boss data: its record, which holds the payload, owner and progress. */
type RecordRef = { recordId: string };
type Registered = { job: JobDeclaration; run: JobRun; ready?: Promise<void>; isReady: boolean };

const DEFAULT_PROGRESS_INTERVAL_MS = 250;
/** pg-boss takes a job whose worker sent no heartbeat for this long as dead, and retries it. */
const HEARTBEAT_SECONDS = 30;
/** A watched job may run for hours (a large import); its heartbeat, not this, finds a dead one. */
const DEFAULT_EXPIRE_SECONDS = 4 * 60 * 60;
/** How long stop() waits for running handlers to notice the abort before it gives up on them. */
const STOP_GRACE_MS = 5_000;

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error || 'The job failed');

/**
 * The jobs a user watches (exports, imports, packing-slip mass downloads), on the app's pg-boss
 * like every other job. Each also has a record in the `jobs` table, written in the same
 * transaction as its pg-boss job: its owner, progress and outcome, read by GET /api/jobs/:id and
 * sent live as `job_progress`. pg-boss decides who runs a job and retries one whose worker died
 * (its heartbeat stopped); a handler that throws fails the record without a retry.
 */
export class ProgressJobs {
  private readonly registered = new Map<string, Registered>();
  private readonly workerIds = new Map<string, string>();
  private readonly controllers = new Set<AbortController>();
  /** Every run under way, background or not: stop() and runUntilIdle wait for them. */
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly progressIntervalMs: number;
  /** This runtime in a record's locked_by: which process runs it (operators, the fleet test). */
  readonly workerId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private isStopping = false;

  constructor(
    private readonly db: Db,
    private readonly live: Pick<Live, 'emitToUser'>,
    private readonly logger: FastifyBaseLogger,
    private readonly boss: BossRuntime,
    private readonly options: ProgressJobsOptions,
  ) {
    this.progressIntervalMs = options.progressIntervalMs ?? DEFAULT_PROGRESS_INTERVAL_MS;
  }

  /** Binds a declared job to its handler; its queue and workers start with pg-boss. */
  register<S extends z.ZodType>(job: JobDeclaration<S>, run: JobRun<z.infer<S>>): void {
    if (this.registered.has(job.name)) throw new Error(`Job ${job.name} has two handlers`);
    const entry: Registered = { job, run: run as JobRun, isReady: false };
    this.registered.set(job.name, entry);
    this.boss.onStart((boss) => {
      entry.ready = this.startQueue(boss, entry);
      return entry.ready;
    });
  }

  /**
   * Starts pg-boss when it has not started and waits for this job's queue. A caller that sends
   * inside its own transaction calls it first: on the embedded database pg-boss's start could not
   * run beside the open transaction.
   */
  async ready(job: JobDeclaration): Promise<PgBoss> {
    const boss = await this.boss.started();
    const entry = this.entryOf(job.name);
    await entry.ready;
    return boss;
  }

  /**
   * Queues a declared job: its payload checked, its record and its pg-boss job written together,
   * inside the caller's transaction when given one (call ready() before opening it).
   */
  async send<S extends z.ZodType>(
    job: JobDeclaration<S>,
    payload: z.input<S>,
    options: Pick<NewJob, 'owner' | 'readPermission'> = {},
    tx?: DbTx,
  ): Promise<JobRow> {
    job.payload.parse(payload);
    const boss = tx ? this.readyNow(job) : await this.ready(job);
    const write = async (into: DbTx) => {
      const row = await insertJob(into, {
        kind: job.name,
        payload: payload as Record<string, unknown>,
        maxAttempts: job.retry.limit + 1,
        ...options,
      });
      const data: RecordRef = { recordId: row.id };
      await boss.send(job.name, data, { db: inTransaction(into), id: row.id });
      return row;
    };
    const row = tx ? await write(tx) : await this.db.transaction(write);
    // A worker of this process starts it now rather than at its next poll.
    const workerId = this.workerIds.get(job.name);
    if (workerId) boss.notifyWorker(workerId);
    return row;
  }

  find(id: string): Promise<JobRow | undefined> {
    return findJob(this.db, id);
  }

  /** Whether background workers run here: running, none (concurrency 0), or stopped. */
  workerState(): 'running' | 'none' | 'stopped' {
    if (this.options.concurrency === 0) return 'none';
    return this.isStopping ? 'stopped' : 'running';
  }

  /** Starts the workers again after stop() (at first they start with pg-boss). */
  start(): void {
    this.isStopping = false;
    const boss = this.boss.current();
    if (!boss) return;
    for (const entry of this.registered.values()) {
      if (!entry.isReady) continue;
      this.startWorker(boss, entry).catch((err: unknown) =>
        this.logger.error({ err, kind: entry.job.name }, 'job worker did not start'),
      );
    }
  }

  /**
   * Stops this process's workers: running jobs are asked to stop, their records go back to
   * waiting and a new pg-boss job takes each (a clean stop is not a failed attempt). Runs before
   * pg-boss itself stops (app.ts registers it after useBoss).
   */
  async stop(): Promise<void> {
    this.isStopping = true;
    const boss = this.boss.current();
    if (boss) {
      await Promise.all(
        [...this.workerIds.keys()].map((name) =>
          boss.offWork(name, { wait: false }).catch(() => undefined),
        ),
      );
    }
    for (const controller of this.controllers) controller.abort();
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise((resolve) => (timer = setTimeout(resolve, STOP_GRACE_MS)));
    await Promise.race([Promise.allSettled([...this.inFlight]), grace]);
    clearTimeout(timer);
    this.workerIds.clear();
  }

  /**
   * Runs every watched job that may run now, and waits for those this process's workers are
   * running, until none is left: tests use it to finish a job deterministically.
   */
  async runUntilIdle(): Promise<void> {
    const boss = await this.boss.started();
    for (;;) {
      let didRun = false;
      for (const entry of this.registered.values()) {
        await entry.ready;
        const [next] = await boss.fetch<RecordRef>(entry.job.name, { batchSize: 1 });
        if (!next) continue;
        didRun = true;
        await this.track(this.runFetched(boss, entry, next));
      }
      if (didRun) continue;
      const others = [...this.inFlight];
      if (others.length === 0) return;
      await Promise.allSettled(others);
    }
  }

  private entryOf(name: string): Registered {
    const entry = this.registered.get(name);
    if (!entry) throw new Error(`Job ${name} has no handler`);
    return entry;
  }

  private readyNow(job: JobDeclaration): PgBoss {
    const boss = this.boss.current();
    if (!boss || !this.entryOf(job.name).isReady) {
      throw new Error(`Job ${job.name} sent in a transaction before ready(): call it first`);
    }
    return boss;
  }

  private track<T>(run: Promise<T>): Promise<T> {
    this.inFlight.add(run);
    const forget = () => this.inFlight.delete(run);
    run.then(forget, forget);
    return run;
  }

  private async startQueue(boss: PgBoss, entry: Registered): Promise<void> {
    const { job } = entry;
    // One attempt more than the declaration's: the last one only records that it gave up.
    const retries = queueOptionsOf(job, { ...job.retry, limit: job.retry.limit + 1 });
    const options = {
      ...retries,
      expireInSeconds: job.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS,
      heartbeatSeconds: HEARTBEAT_SECONDS,
    };
    if (!(await boss.getQueue(job.name))) {
      await boss.createQueue(job.name, options);
    } else {
      const { policy: _policy, ...rest } = options;
      await boss.updateQueue(job.name, rest);
    }
    await this.startWorker(boss, entry);
    entry.isReady = true;
  }

  private async startWorker(boss: PgBoss, entry: Registered): Promise<void> {
    const { name } = entry.job;
    if (this.options.concurrency === 0 || this.isStopping || this.workerIds.has(name)) return;
    const workerId = await boss.work<RecordRef>(
      name,
      {
        batchSize: 1,
        localConcurrency: this.options.concurrency,
        pollingIntervalSeconds: Math.max(0.5, this.options.pollMs / 1000),
      },
      async ([next]) => {
        if (!next) return;
        await this.track(this.execute(boss, entry, next));
        // A backlog is taken job after job, not one per polling interval (pg-boss's burst mode
        // ignores batches of one): a worker that ended a job looks for the next at once.
        const id = this.workerIds.get(name);
        if (id) boss.notifyWorker(id);
      },
    );
    this.workerIds.set(name, workerId);
  }

  /** A job runUntilIdle fetched: settled on pg-boss here, as a worker would. */
  private async runFetched(boss: PgBoss, entry: Registered, next: Job<RecordRef>): Promise<void> {
    try {
      await this.execute(boss, entry, next);
      await boss.complete(entry.job.name, next.id);
    } catch (error) {
      await boss.fail(entry.job.name, next.id, { message: messageOf(error) });
    }
  }

  private async execute(boss: PgBoss, entry: Registered, next: Job<RecordRef>): Promise<void> {
    const holder = holderOf(this.workerId, next.id);
    const job = await claimJob(this.db, next.data.recordId, this.workerId, next.id);
    // Ended, or held by another pg-boss job (one sent in its place at a clean stop).
    if (!job) return;
    if (job.attempts > job.maxAttempts) {
      return this.end(job, holder, 'FAIL', { error: 'The job was interrupted too many times' });
    }
    if (this.isStopping) return this.handBack(boss, job, holder);
    const controller = new AbortController();
    this.controllers.add(controller);
    const progress = new ProgressThrottle(this.progressIntervalMs, async (value) => {
      if (await recordProgress(this.db, job.id, holder, value)) {
        this.emit(job, 'PROCESSING', value);
      }
    });
    this.emit(job, 'PROCESSING', { done: job.progressDone, total: job.progressTotal });
    try {
      const outcome = await entry.run(entry.job.payload.parse(job.payload), {
        job,
        reportProgress: (done, total) => progress.report(done, total),
        signal: controller.signal,
      });
      await progress.stop();
      await this.end(job, holder, outcome?.hasErrors ? 'FINISHED_WITH_ERRORS' : 'FINISHED', {
        result: outcome?.result ?? null,
        progress: progress.current,
      });
    } catch (error) {
      await progress.stop();
      if (controller.signal.aborted && this.isStopping) {
        await this.handBack(boss, job, holder).catch((err: unknown) =>
          this.logger.error({ err, jobId: job.id }, 'job not handed back'),
        );
        return;
      }
      this.logger.warn({ err: error, jobId: job.id, kind: job.kind }, 'job failed');
      await this.end(job, holder, 'FAIL', { error: messageOf(error), progress: progress.current });
    } finally {
      this.controllers.delete(controller);
    }
  }

  /** Gives a record back and queues a new pg-boss job for it, in one transaction. */
  private async handBack(boss: PgBoss, job: JobRow, holder: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await releaseJob(tx, job.id, holder);
      const data: RecordRef = { recordId: job.id };
      await boss.send(job.kind, data, { db: inTransaction(tx) });
    });
  }

  private async end(
    job: JobRow,
    holder: string,
    status: Extract<JobStatus, 'FINISHED' | 'FINISHED_WITH_ERRORS' | 'FAIL'>,
    details: {
      result?: Record<string, unknown> | null;
      error?: string;
      progress?: { done: number; total: number };
    },
  ): Promise<void> {
    const row = await endJob(this.db, job.id, holder, { status, ...details });
    if (!row) {
      this.logger.warn({ jobId: job.id }, 'job record taken over before the job ended');
      return;
    }
    this.emit(row, status, { done: row.progressDone, total: row.progressTotal });
  }

  /** Tells the owner live; a closed live channel (shutting down) is no reason to fail a job. */
  private emit(job: JobRow, status: JobStatus, progress: { done: number; total: number }): void {
    if (!job.ownerId || !job.ownerType) return;
    const event: JobProgressEvent = {
      jobId: job.id,
      kind: job.kind,
      status,
      done: progress.done,
      total: progress.total,
      result: job.result ?? null,
      error: job.error ?? null,
    };
    try {
      this.live.emitToUser(job.ownerType, job.ownerId, 'job_progress', event);
    } catch (err) {
      this.logger.debug({ err }, 'job progress not sent');
    }
  }
}
