import type { AccountType, JobProgressEvent } from '@platfox/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestContext } from '../../test/harness';
import { users } from '../../modules/accounts/tables';
import { JobQueue, type JobHandler } from './queue';
import { jobs } from './tables';

let ctx: TestContext;
let sellerId: string;
beforeAll(async () => {
  // No background worker: the queues in these tests claim exactly what they are told to.
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

/** A queue of its own on the test database, with live events kept in memory. */
function queue(options: { workerId?: string; leaseMs?: number; progressIntervalMs?: number } = {}) {
  const sent: Sent[] = [];
  const live = {
    emitToUser: (type: AccountType, userId: string, _event: string, payload: unknown) => {
      sent.push({ type, userId, payload: payload as JobProgressEvent });
    },
  };
  const jobQueue = new JobQueue(ctx.database.db, live, silent, {
    concurrency: 0,
    pollMs: 20,
    ...options,
  });
  return { jobQueue, sent };
}

/** Each test uses its own kind, so queues of other tests never pick its jobs. */
let kinds = 0;
const newKind = () => `test-${++kinds}-${Date.now()}`;

async function row(id: string) {
  const [found] = await ctx.database.db.select().from(jobs).where(eq(jobs.id, id));
  return found!;
}

/** Jobs of other tests, still waiting, would be claimed (and failed) by a queue without their
 * handler: every test finishes what it queued. */
async function pendingCount(): Promise<number> {
  const [found] = await ctx.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(eq(jobs.status, 'PENDING'));
  return found?.n ?? 0;
}

describe('job queue', () => {
  it('runs a job once and keeps its result', async () => {
    const { jobQueue } = queue();
    const kind = newKind();
    let runs = 0;
    jobQueue.register(kind, async ({ job }) => {
      runs += 1;
      return { result: { echoed: job.payload.text } };
    });
    const job = await jobQueue.enqueue({ kind, payload: { text: 'hello' } });
    expect((await row(job.id)).status).toBe('PENDING');
    await jobQueue.runUntilIdle();
    await jobQueue.runUntilIdle();
    const done = await row(job.id);
    expect(runs).toBe(1);
    expect(done.status).toBe('FINISHED');
    expect(done.result).toEqual({ echoed: 'hello' });
    expect(done.attempts).toBe(1);
    expect(done.lockedBy).toBeNull();
    expect(done.finishedAt).toBeInstanceOf(Date);
  });

  it('reports progress to the owner live, throttled, ending on the latest value', async () => {
    const { jobQueue, sent } = queue({ progressIntervalMs: 40 });
    const kind = newKind();
    jobQueue.register(kind, async ({ reportProgress }) => {
      for (let done = 1; done <= 200; done += 1) {
        reportProgress(done, 200);
        if (done % 20 === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return { result: { rows: 200 } };
    });
    const job = await jobQueue.enqueue({
      kind,
      payload: {},
      owner: { id: sellerId, type: 'SELLER' },
    });
    await jobQueue.runUntilIdle();
    const events = sent.filter((item) => item.payload.jobId === job.id);
    expect(events.every((item) => item.userId === sellerId && item.type === 'SELLER')).toBe(true);
    // About 100 ms of work at one report per 40 ms: a handful of events, not 200.
    expect(events.length).toBeGreaterThan(1);
    expect(events.length).toBeLessThan(15);
    const last = events.at(-1)!.payload;
    expect(last).toMatchObject({ status: 'FINISHED', done: 200, total: 200, kind });
    expect(last.result).toEqual({ rows: 200 });
    const stored = await row(job.id);
    expect([stored.progressDone, stored.progressTotal]).toEqual([200, 200]);
  });

  it('marks a job whose handler throws as FAIL with the error', async () => {
    const { jobQueue, sent } = queue();
    const kind = newKind();
    jobQueue.register(kind, async ({ reportProgress }) => {
      reportProgress(3, 10);
      throw new Error('The printer caught fire');
    });
    const job = await jobQueue.enqueue({
      kind,
      payload: {},
      owner: { id: sellerId, type: 'SELLER' },
    });
    await jobQueue.runUntilIdle();
    const failed = await row(job.id);
    expect(failed.status).toBe('FAIL');
    expect(failed.error).toBe('The printer caught fire');
    expect(failed.progressDone).toBe(3);
    expect(sent.at(-1)?.payload).toMatchObject({
      status: 'FAIL',
      error: 'The printer caught fire',
    });
  });

  it('takes over a job whose worker died once its lease has run out, not before', async () => {
    const { jobQueue } = queue({ workerId: 'survivor' });
    const kind = newKind();
    const ranBy: string[] = [];
    jobQueue.register(kind, async ({ job }) => {
      ranBy.push(job.id);
    });
    // Two jobs held by a process that died: one lease ran out a second ago, one still runs.
    const [expired, held] = await ctx.database.db
      .insert(jobs)
      .values([
        {
          kind,
          payload: {},
          status: 'PROCESSING',
          attempts: 1,
          lockedBy: 'dead-worker',
          lockedUntil: sql`now() - interval '1 second'`,
          startedAt: sql`now() - interval '2 minutes'`,
        },
        {
          kind,
          payload: {},
          status: 'PROCESSING',
          attempts: 1,
          lockedBy: 'busy-worker',
          lockedUntil: sql`now() + interval '1 minute'`,
        },
      ])
      .returning();
    await jobQueue.runUntilIdle();
    expect(ranBy).toEqual([expired!.id]);
    const taken = await row(expired!.id);
    expect(taken.status).toBe('FINISHED');
    expect(taken.attempts).toBe(2);
    const untouched = await row(held!.id);
    expect(untouched.status).toBe('PROCESSING');
    expect(untouched.lockedBy).toBe('busy-worker');
    // Tidy up, so no later queue sees it once its lease runs out.
    await ctx.database.db.delete(jobs).where(eq(jobs.id, held!.id));
  });

  it('gives up on a job that keeps killing its worker', async () => {
    const { jobQueue } = queue();
    const kind = newKind();
    let runs = 0;
    jobQueue.register(kind, async () => {
      runs += 1;
    });
    const [stuck] = await ctx.database.db
      .insert(jobs)
      .values({
        kind,
        payload: {},
        status: 'PROCESSING',
        attempts: 3,
        maxAttempts: 3,
        lockedBy: 'dead-worker',
        lockedUntil: sql`now() - interval '1 second'`,
      })
      .returning();
    await jobQueue.runUntilIdle();
    expect(runs).toBe(0);
    const failed = await row(stuck!.id);
    expect(failed.status).toBe('FAIL');
    expect(failed.error).toBe('The job was interrupted too many times');
  });

  it('never lets two workers run the same job, even when they claim at the same time', async () => {
    const first = queue({ workerId: 'worker-a' }).jobQueue;
    const second = queue({ workerId: 'worker-b' }).jobQueue;
    const kind = newKind();
    const runs: { id: string; worker: string }[] = [];
    const handler =
      (worker: string): JobHandler =>
      async ({ job }) => {
        runs.push({ id: job.id, worker });
        await new Promise((resolve) => setTimeout(resolve, 5));
      };
    first.register(kind, handler('worker-a'));
    second.register(kind, handler('worker-b'));
    const queued = await Promise.all(
      Array.from({ length: 16 }, (_, index) => first.enqueue({ kind, payload: { index } })),
    );
    await Promise.all([first.runUntilIdle(), second.runUntilIdle(), second.runUntilIdle()]);
    expect(runs).toHaveLength(16);
    expect(new Set(runs.map((run) => run.id))).toEqual(new Set(queued.map((job) => job.id)));
    for (const job of queued) expect((await row(job.id)).status).toBe('FINISHED');
    expect(await pendingCount()).toBe(0);
  });

  it('wakes an idle worker at once when a job is queued in the same process', async () => {
    const { jobQueue } = queue();
    const slowPoll = new JobQueue(ctx.database.db, { emitToUser: () => undefined }, silent, {
      concurrency: 1,
      pollMs: 60_000,
    });
    const kind = newKind();
    const finished = new Promise<void>((resolve) => {
      slowPoll.register(kind, async () => resolve());
    });
    jobQueue.register(kind, async () => undefined);
    slowPoll.start();
    // Let the worker find nothing and go idle for a minute.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await slowPoll.enqueue({ kind, payload: {} });
    await finished;
    expect(Date.now() - started).toBeLessThan(5_000);
    await slowPoll.stop();
  });
});

describe('the app queue', () => {
  it('stops its workers on app.close(), giving a running job back to the queue', async () => {
    const other = await createTestApp({ jobConcurrency: 1, jobPollMs: 20 });
    const kind = newKind();
    let hasStarted!: () => void;
    const started = new Promise<void>((resolve) => (hasStarted = resolve));
    other.app.jobs.register(kind, ({ signal }) => {
      hasStarted();
      return new Promise((_, reject) => {
        signal.addEventListener('abort', () => reject(new Error('stopped')), { once: true });
      });
    });
    const job = await other.app.jobs.enqueue({ kind, payload: {} });
    await started;
    const closing = Date.now();
    await other.app.close();
    // The handler noticed the abort: close did not sit out the grace period.
    expect(Date.now() - closing).toBeLessThan(2_000);
    const [after] = await other.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(after?.status).toBe('PENDING');
    expect(after?.lockedBy).toBeNull();
    expect(after?.attempts).toBe(0);
    await other.database.close();
  });
});

describe('GET /api/jobs/:id', () => {
  it("answers the owner and admins with the job's permission; anyone else's reads as not found", async () => {
    const kind = newKind();
    ctx.app.jobs.register(kind, async ({ reportProgress }) => {
      reportProgress(5, 5);
      return { result: { fileId: 'x' } };
    });
    const job = await ctx.app.jobs.enqueue({
      kind,
      payload: {},
      owner: { id: sellerId, type: 'SELLER' },
      readPermission: 'IMPORT_QUEUE_ACCESS',
    });
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
