import type { AccountType, JobProgressEvent } from '@platfox/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bearer, createTestApp, signIn, type TestContext } from '../../test/harness';
import { users } from '../../modules/accounts/tables';
import { useBoss } from './boss-runtime';
import { declareJob } from './declare';
import { ProgressJobs, type JobRun } from './progress-jobs';
import { claimJob } from './store';
import { jobs } from './tables';

let ctx: TestContext;
let sellerId: string;
beforeAll(async () => {
  // No background worker: the runtimes in these tests run exactly what they are told to.
  ctx = await createTestApp({ jobConcurrency: 0 });
  const [seller] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'seller@demo.test'));
  sellerId = seller!.id;
});
afterAll(() => ctx.close());

const silent = pino({ level: 'silent' }) as FastifyBaseLogger;

type Sent = { type: AccountType; userId: string; payload: JobProgressEvent };

/** A runtime of its own on the app's pg-boss, with live events kept in memory. */
function runtime(
  options: { concurrency?: number; pollMs?: number; progressIntervalMs?: number } = {},
) {
  const sent: Sent[] = [];
  const live = {
    emitToUser: (type: AccountType, userId: string, _event: string, payload: unknown) => {
      sent.push({ type, userId, payload: payload as JobProgressEvent });
    },
  };
  const progressJobs = new ProgressJobs(ctx.database.db, live, silent, useBoss(ctx.app, ctx), {
    concurrency: 0,
    pollMs: 500,
    ...options,
  });
  return { progressJobs, sent };
}

/** Each test declares its own job, so runtimes of other tests never take its work. */
let kinds = 0;
const declared = (limit = 2) =>
  declareJob({
    name: `test-${++kinds}-${Date.now()}`,
    payload: z.looseObject({}),
    retry: { limit, delaySeconds: 0 },
    runs: 'queued',
    reportsProgress: true,
  });

async function row(id: string) {
  const [found] = await ctx.database.db.select().from(jobs).where(eq(jobs.id, id));
  return found!;
}

/** The pg-boss jobs of a record, oldest first. */
async function bossJobsOf(recordId: string) {
  const rows = await ctx.database.db.execute(
    sql`select id, state, retry_count as "retryCount" from pgboss.job
        where data->>'recordId' = ${recordId} order by created_on`,
  );
  return (rows as unknown as { rows: { id: string; state: string; retryCount: number }[] }).rows;
}

async function pendingCount(): Promise<number> {
  const [found] = await ctx.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(eq(jobs.status, 'PENDING'));
  return found?.n ?? 0;
}

describe('watched jobs on pg-boss', () => {
  it('runs a job once and keeps its result', async () => {
    const { progressJobs } = runtime();
    const job0 = declared();
    let runs = 0;
    progressJobs.register(job0, async (payload) => {
      runs += 1;
      return { result: { echoed: payload.text } };
    });
    const job = await progressJobs.send(job0, { text: 'hello' });
    expect((await row(job.id)).status).toBe('PENDING');
    await progressJobs.runUntilIdle();
    await progressJobs.runUntilIdle();
    const done = await row(job.id);
    expect(runs).toBe(1);
    expect(done.status).toBe('FINISHED');
    expect(done.result).toEqual({ echoed: 'hello' });
    expect(done.attempts).toBe(1);
    expect(done.lockedBy).toBeNull();
    expect(done.finishedAt).toBeInstanceOf(Date);
    expect((await bossJobsOf(job.id)).map((one) => one.state)).toEqual(['completed']);
  });

  it('refuses a payload its declaration does not accept, before anything is queued', async () => {
    const { progressJobs } = runtime();
    const job0 = declareJob({
      name: `test-${++kinds}-${Date.now()}`,
      payload: z.object({ count: z.number().int() }),
      retry: { limit: 0, delaySeconds: 0 },
      runs: 'queued',
      reportsProgress: true,
    });
    progressJobs.register(job0, async () => undefined);
    const before = await pendingCount();
    await expect(progressJobs.send(job0, { count: 'many' as unknown as number })).rejects.toThrow();
    expect(await pendingCount()).toBe(before);
  });

  it('reports progress to the owner live, throttled, ending on the latest value', async () => {
    const { progressJobs, sent } = runtime({ progressIntervalMs: 40 });
    const job0 = declared();
    progressJobs.register(job0, async (_payload, { reportProgress }) => {
      for (let done = 1; done <= 200; done += 1) {
        reportProgress(done, 200);
        if (done % 20 === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return { result: { rows: 200 } };
    });
    const job = await progressJobs.send(job0, {}, { owner: { id: sellerId, type: 'SELLER' } });
    await progressJobs.runUntilIdle();
    const events = sent.filter((item) => item.payload.jobId === job.id);
    expect(events.every((item) => item.userId === sellerId && item.type === 'SELLER')).toBe(true);
    // About 100 ms of work at one report per 40 ms: a handful of events, not 200.
    expect(events.length).toBeGreaterThan(1);
    expect(events.length).toBeLessThan(15);
    const last = events.at(-1)!.payload;
    expect(last).toMatchObject({ status: 'FINISHED', done: 200, total: 200, kind: job0.name });
    expect(last.result).toEqual({ rows: 200 });
    const stored = await row(job.id);
    expect([stored.progressDone, stored.progressTotal]).toEqual([200, 200]);
  });

  it('marks a job whose handler throws as FAIL with the error, and does not retry it', async () => {
    const { progressJobs, sent } = runtime();
    const job0 = declared();
    let runs = 0;
    progressJobs.register(job0, async (_payload, { reportProgress }) => {
      runs += 1;
      reportProgress(3, 10);
      throw new Error('The printer caught fire');
    });
    const job = await progressJobs.send(job0, {}, { owner: { id: sellerId, type: 'SELLER' } });
    await progressJobs.runUntilIdle();
    await progressJobs.runUntilIdle();
    expect(runs).toBe(1);
    const failed = await row(job.id);
    expect(failed.status).toBe('FAIL');
    expect(failed.error).toBe('The printer caught fire');
    expect(failed.progressDone).toBe(3);
    expect(sent.at(-1)?.payload).toMatchObject({
      status: 'FAIL',
      error: 'The printer caught fire',
    });
  });

  it('runs a job again once pg-boss retries it after its worker died; another pg-boss job for it finds nothing', async () => {
    const { progressJobs } = runtime();
    const job0 = declared();
    const ran: string[] = [];
    progressJobs.register(job0, async (_payload, { job }) => {
      ran.push(job.id);
    });
    const job = await progressJobs.send(job0, {});
    const boss = await progressJobs.ready(job0);
    // A worker took it and died: pg-boss fails the attempt when its heartbeat stops.
    const [taken] = await boss.fetch<{ recordId: string }>(job0.name);
    expect(await claimJob(ctx.database.db, job.id, 'dead-worker', taken!.id)).toMatchObject({
      status: 'PROCESSING',
      attempts: 1,
    });
    // A stray pg-boss job for the same record (say, a hand-back whose old attempt lived on).
    await boss.send(job0.name, { recordId: job.id });
    await boss.fail(job0.name, taken!.id);
    await progressJobs.runUntilIdle();
    expect(ran).toEqual([job.id]);
    const done = await row(job.id);
    expect(done.status).toBe('FINISHED');
    expect(done.attempts).toBe(2);
    expect((await bossJobsOf(job.id)).map((one) => one.state)).toEqual(['completed', 'completed']);
  });

  it('gives up on a job that keeps killing its worker', async () => {
    const { progressJobs } = runtime();
    const job0 = declared(1);
    let runs = 0;
    progressJobs.register(job0, async () => {
      runs += 1;
    });
    const job = await progressJobs.send(job0, {});
    const boss = await progressJobs.ready(job0);
    // Two attempts (the declaration's one try and one retry) died in their workers.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const [taken] = await boss.fetch<{ recordId: string }>(job0.name);
      await claimJob(ctx.database.db, job.id, 'dead-worker', taken!.id);
      await boss.fail(job0.name, taken!.id);
    }
    await progressJobs.runUntilIdle();
    expect(runs).toBe(0);
    const failed = await row(job.id);
    expect(failed.status).toBe('FAIL');
    expect(failed.error).toBe('The job was interrupted too many times');
  });

  it('never lets two runtimes run the same job, even when they fetch at the same time', async () => {
    const first = runtime().progressJobs;
    const second = runtime().progressJobs;
    const job0 = declared();
    const runs: { id: string; worker: string }[] = [];
    const handler =
      (worker: string): JobRun =>
      async (_payload, { job }) => {
        runs.push({ id: job.id, worker });
        await new Promise((resolve) => setTimeout(resolve, 5));
      };
    first.register(job0, handler('worker-a'));
    second.register(job0, handler('worker-b'));
    const queued = await Promise.all(
      Array.from({ length: 16 }, (_, index) => first.send(job0, { index })),
    );
    await Promise.all([first.runUntilIdle(), second.runUntilIdle(), second.runUntilIdle()]);
    expect(runs).toHaveLength(16);
    expect(new Set(runs.map((run) => run.id))).toEqual(new Set(queued.map((job) => job.id)));
    for (const job of queued) expect((await row(job.id)).status).toBe('FINISHED');
  });

  it('wakes an idle worker at once when a job is queued in the same process', async () => {
    const { progressJobs: slowPoll } = runtime({ concurrency: 1, pollMs: 60_000 });
    const job0 = declared();
    const finished = new Promise<void>((resolve) => {
      slowPoll.register(job0, async () => resolve());
    });
    await slowPoll.ready(job0);
    // Let the worker find nothing and go idle for a minute.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await slowPoll.send(job0, {});
    await finished;
    expect(Date.now() - started).toBeLessThan(5_000);
    await slowPoll.stop();
  });
});

describe('the app runtime', () => {
  it('stops its workers on app.close(), giving a running job back to pg-boss', async () => {
    const other = await createTestApp({ jobConcurrency: 1, jobPollMs: 20 });
    const job0 = declared();
    let hasStarted!: () => void;
    const started = new Promise<void>((resolve) => (hasStarted = resolve));
    other.app.jobs.register(job0, (_payload, { signal }) => {
      hasStarted();
      return new Promise((_, reject) => {
        signal.addEventListener('abort', () => reject(new Error('stopped')), { once: true });
      });
    });
    const job = await other.app.jobs.send(job0, {});
    await started;
    const closing = Date.now();
    await other.app.close();
    // The handler noticed the abort: close did not sit out the grace period.
    expect(Date.now() - closing).toBeLessThan(2_000);
    const [after] = await other.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(after?.status).toBe('PENDING');
    expect(after?.lockedBy).toBeNull();
    expect(after?.attempts).toBe(0);
    // The stopped attempt is done with; a new pg-boss job waits to run the record.
    const handed = await other.database.db.execute(
      sql`select state from pgboss.job where data->>'recordId' = ${job.id} order by created_on`,
    );
    const states = (handed as unknown as { rows: { state: string }[] }).rows.map(
      (one) => one.state,
    );
    expect(states).toEqual(['completed', 'created']);
    await other.database.close();
  });
});

describe('GET /api/jobs/:id', () => {
  it("answers the owner and admins with the job's permission; anyone else's reads as not found", async () => {
    const job0 = declared();
    const kind = job0.name;
    ctx.app.jobs.register(job0, async (_payload, { reportProgress }) => {
      reportProgress(5, 5);
      return { result: { fileId: 'x' } };
    });
    const job = await ctx.app.jobs.send(
      job0,
      {},
      { owner: { id: sellerId, type: 'SELLER' }, readPermission: 'IMPORT_QUEUE_ACCESS' },
    );
    await ctx.app.jobs.runUntilIdle();

    const seller = await signIn(ctx.app, 'seller@demo.test');
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/api/jobs/${job.id}`,
      headers: bearer(seller),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({
      id: job.id,
      kind,
      status: 'FINISHED',
      progress: { done: 5, total: 5 },
      result: { fileId: 'x' },
      error: null,
    });

    const printer = await signIn(ctx.app, 'printer@demo.test');
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: `/api/jobs/${job.id}`,
      headers: bearer(printer),
    });
    expect(foreign.statusCode).toBe(404);

    const admin = await signIn(ctx.app, 'admin@demo.test');
    const staff = await ctx.app.inject({
      method: 'GET',
      url: `/api/jobs/${job.id}`,
      headers: bearer(admin),
    });
    expect(staff.statusCode).toBe(200);
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
