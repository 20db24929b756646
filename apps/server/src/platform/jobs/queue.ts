import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { JobProgressEvent, JobStatus } from '@platfox/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, DbTx } from '../db';
import type { Live } from '../live';
import type { JobDeclaration } from './declare';
import { ProgressThrottle } from './progress';
import { claimJob, endJob, findJob, insertJob, releaseJob, renewLease, type NewJob } from './store';
import type { JobRow } from './tables';

/** What a handler is given: its job, a progress reporter (throttled) and a stop signal. */
export type JobContext = {
  job: JobRow;
  reportProgress: (done: number, total: number) => void;
  /** Aborted when the process stops: the job goes back to the queue for another worker. */
  signal: AbortSignal;
};

/** A handler's outcome; throwing fails the job with the error's message. */
export type JobOutcome = { result?: Record<string, unknown>; hasErrors?: boolean } | void;
export type JobHandler = (context: JobContext) => Promise<JobOutcome>;

export type JobQueueOptions = {
  /** Workers run in this process (0: none in the background; runUntilIdle still runs jobs). */
  concurrency: number;
  pollMs: number;
  /** How long a claim holds a job without news from its worker; renewed while it runs. */
  leaseMs?: number;
  /** Least time between two progress reports of a job. */
  progressIntervalMs?: number;
  workerId?: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's job queue (tests run jobs to the end with runUntilIdle). */
    jobs: JobQueue;
  }
}

const DEFAULT_LEASE_MS = 60_000;
const DEFAULT_PROGRESS_INTERVAL_MS = 250;
/** How long stop() waits for running handlers to notice the abort before it gives up on them. */
const STOP_GRACE_MS = 5_000;

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error || 'The job failed');

/**
 * The job queue (see store.ts for its SQL): handlers by kind, a few workers per process that
 * claim jobs, run them and record how they ended. Workers poll on a short interval and are woken
 * at once when this process queues a job.
 */
export class JobQueue {
  readonly workerId: string;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly leaseMs: number;
  private readonly progressIntervalMs: number;
  private readonly loops: Promise<void>[] = [];
  private readonly controllers = new Set<AbortController>();
  /** Every claim-and-run under way, background or not: runUntilIdle waits for them. */
  private readonly inFlight = new Set<Promise<boolean>>();
  private wakers = new Set<() => void>();
  private isRunning = false;
  private isStopping = false;

  constructor(
    private readonly db: Db,
    private readonly live: Pick<Live, 'emitToUser'>,
    private readonly logger: FastifyBaseLogger,
    private readonly options: JobQueueOptions,
  ) {
    this.workerId =
      options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.progressIntervalMs = options.progressIntervalMs ?? DEFAULT_PROGRESS_INTERVAL_MS;
  }

  register(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`Job kind ${kind} has two handlers`);
    this.handlers.set(kind, handler);
  }

  /**
   * Queues a job, inside the caller's transaction when given one (it then becomes visible at
   * commit, and an idle worker finds it at its next poll).
   */
  async enqueue(job: NewJob, tx?: DbTx): Promise<JobRow> {
    const row = await insertJob(tx ?? this.db, job);
    this.wake();
    return row;
  }

  /** Queues a declared job (declare.ts): its payload checked, its attempts from its retries. */
  send<S extends z.ZodType>(
    job: JobDeclaration<S>,
    payload: z.input<S>,
    options: Pick<NewJob, 'owner' | 'readPermission'> = {},
    tx?: DbTx,
  ): Promise<JobRow> {
    job.payload.parse(payload);
    const stored = payload as Record<string, unknown>;
    return this.enqueue(
      { kind: job.name, payload: stored, maxAttempts: job.retry.limit + 1, ...options },
      tx,
    );
  }

  find(id: string): Promise<JobRow | undefined> {
    return findJob(this.db, id);
  }

  /** Whether background workers run here: running, none (concurrency 0), or stopped. */
  workerState(): 'running' | 'none' | 'stopped' {
    if (this.options.concurrency === 0) return 'none';
    return this.isRunning ? 'running' : 'stopped';
  }

  start(): void {
    if (this.isRunning) return;
    this.isRunning = true;
    this.isStopping = false;
    for (let i = 0; i < this.options.concurrency; i += 1) this.loops.push(this.loop());
  }

  /** Stops the workers; running jobs are asked to stop and go back to the queue. */
  async stop(): Promise<void> {
    this.isRunning = false;
    this.isStopping = true;
    this.wake();
    for (const controller of this.controllers) controller.abort();
    const settled = Promise.allSettled([...this.loops, ...this.inFlight]);
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise((resolve) => (timer = setTimeout(resolve, STOP_GRACE_MS)));
    await Promise.race([settled, grace]);
    clearTimeout(timer);
    this.loops.length = 0;
  }

  /**
   * Runs every job that may run now, and waits for those other workers of this process are
   * running, until none is left: tests use it to finish a job deterministically.
   */
  async runUntilIdle(): Promise<void> {
    for (;;) {
      if (await this.runNext()) continue;
      const others = [...this.inFlight];
      if (others.length === 0) return;
      await Promise.allSettled(others);
    }
  }

  private wake(): void {
    const wakers = this.wakers;
    this.wakers = new Set();
    for (const wake of wakers) wake();
  }

  private async loop(): Promise<void> {
    while (this.isRunning) {
      const didRun = await this.runNext().catch((err: unknown) => {
        this.logger.error({ err }, 'job worker failed to claim a job');
        return false;
      });
      if (!didRun && this.isRunning) await this.idle();
    }
  }

  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.options.pollMs);
      timer.unref();
      const wakers = this.wakers;
      function done() {
        clearTimeout(timer);
        wakers.delete(done);
        resolve();
      }
      wakers.add(done);
    });
  }

  private runNext(): Promise<boolean> {
    const run = this.claimAndRun();
    this.inFlight.add(run);
    const forget = () => this.inFlight.delete(run);
    run.then(forget, forget);
    return run;
  }

  private async claimAndRun(): Promise<boolean> {
    if (this.isStopping) return false;
    const job = await claimJob(this.db, this.workerId, this.leaseMs);
    if (!job) return false;
    await this.execute(job);
    return true;
  }

  private async execute(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.kind);
    if (!handler)
      return this.end(job, 'FAIL', { error: `No handler for jobs of kind ${job.kind}` });
    if (job.attempts > job.maxAttempts) {
      return this.end(job, 'FAIL', { error: 'The job was interrupted too many times' });
    }
    if (this.isStopping) {
      // Claimed while stop() was under way: give it back rather than start it.
      await releaseJob(this.db, job.id, this.workerId);
      return;
    }
    const controller = new AbortController();
    this.controllers.add(controller);
    const progress = new ProgressThrottle(this.progressIntervalMs, async (value) => {
      await renewLease(this.db, job.id, this.workerId, this.leaseMs, value);
      this.emit(job, 'PROCESSING', value);
    });
    // A long job keeps its lease: without news for leaseMs, another worker would take it over.
    const heartbeat = setInterval(
      () => void renewLease(this.db, job.id, this.workerId, this.leaseMs).catch(() => undefined),
      Math.max(1000, this.leaseMs / 3),
    );
    heartbeat.unref();
    this.emit(job, 'PROCESSING', { done: job.progressDone, total: job.progressTotal });
    try {
      const outcome = await handler({
        job,
        reportProgress: (done, total) => progress.report(done, total),
        signal: controller.signal,
      });
      await progress.stop();
      await this.end(job, outcome?.hasErrors ? 'FINISHED_WITH_ERRORS' : 'FINISHED', {
        result: outcome?.result ?? null,
        progress: progress.current,
      });
    } catch (error) {
      await progress.stop();
      if (controller.signal.aborted && this.isStopping) {
        await releaseJob(this.db, job.id, this.workerId).catch(() => undefined);
        return;
      }
      this.logger.warn({ err: error, jobId: job.id, kind: job.kind }, 'job failed');
      await this.end(job, 'FAIL', { error: messageOf(error), progress: progress.current });
    } finally {
      clearInterval(heartbeat);
      this.controllers.delete(controller);
    }
  }

  private async end(
    job: JobRow,
    status: Extract<JobStatus, 'FINISHED' | 'FINISHED_WITH_ERRORS' | 'FAIL'>,
    details: {
      result?: Record<string, unknown> | null;
      error?: string;
      progress?: { done: number; total: number };
    },
  ): Promise<void> {
    const row = await endJob(this.db, job.id, this.workerId, { status, ...details });
    if (!row) {
      // The lease ran out and another worker took the job: its outcome is the one that counts.
      this.logger.warn({ jobId: job.id }, 'job lease lost before the job ended');
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
