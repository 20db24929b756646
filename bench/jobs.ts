import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';
import pino from 'pino';
import { z } from 'zod';
import { ProgressJobs } from '../apps/server/src/platform/jobs';
import { createBoss } from '../apps/server/src/platform/jobs/boss';
import { startedBoss } from '../apps/server/src/platform/jobs/boss-runtime';
import { declareJob } from '../apps/server/src/platform/jobs/declare';
import type { Figures } from './lib/server';
import {
  isPostgresReachable,
  pgliteDatabase,
  postgresDatabase,
  type BenchDatabase,
} from './lists/database';

/**
 * Issue 17's job-library evaluation, kept as issue 30 left it: pg-boss on the same database,
 * PGlite on disk and PostgreSQL, plain and as the watched jobs run on it (ProgressJobs: a record
 * written with each pg-boss job, claimed and ended around the handler). Start-up added by pg-boss (its schema on a database
 * that has none, then a start on one that has it), 1,000 small jobs queued one by one and run by
 * the background workers, and the latency from queuing one job to its handler starting.
 * BENCH_JOBS scales the run.
 */
const JOBS = Number(process.env.BENCH_JOBS ?? 1000);
const LATENCY_SAMPLES = Number(process.env.BENCH_JOB_LATENCY_SAMPLES ?? 20);
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const silent = pino({ level: 'silent' }) as FastifyBaseLogger;
const KIND = 'bench-job';
const BATCH = 10;

type Run = { queueMs: number; runMs: number; latency: number[] };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? 0;
const perSecond = (count: number, ms: number) => ((count * 1000) / ms).toFixed(0);

/** Resolves when `count` calls of the returned tick have happened. */
function counter(count: number) {
  let seen = 0;
  let done!: () => void;
  const all = new Promise<void>((resolve) => (done = resolve));
  return {
    all,
    tick: () => {
      seen += 1;
      if (seen === count) done();
    },
  };
}

async function watchedJobs(bench: BenchDatabase, concurrency: number): Promise<Run> {
  const pgBoss = createBoss(bench.database, bossOptions);
  await pgBoss.start();
  const boss = startedBoss(pgBoss);
  const jobs = new ProgressJobs(bench.database.db, { emitToUser: () => undefined }, silent, boss, {
    concurrency,
    pollMs: 500,
  });
  const job = declareJob({
    name: 'bench-watched-job',
    payload: z.looseObject({}),
    retry: { limit: 0, delaySeconds: 0 },
    runs: 'queued',
    reportsProgress: true,
  });
  let onRun: () => void = () => undefined;
  jobs.register(job, async () => onRun());
  await boss.ready();
  const latency: number[] = [];
  for (let i = 0; i < LATENCY_SAMPLES; i += 1) {
    const started = new Promise<void>((resolve) => (onRun = resolve));
    const sent = performance.now();
    await jobs.send(job, { i });
    await started;
    latency.push(performance.now() - sent);
  }
  await jobs.stop();
  const queued = performance.now();
  for (let i = 0; i < JOBS; i += 1) await jobs.send(job, { i });
  const queueMs = performance.now() - queued;
  const { all, tick } = counter(JOBS);
  onRun = tick;
  const running = performance.now();
  jobs.start();
  await all;
  const runMs = performance.now() - running;
  await jobs.stop();
  await pgBoss.stop({ graceful: true });
  return { queueMs, runMs, latency };
}

async function bossQueue(boss: PgBoss, concurrency: number, pollSeconds: number): Promise<Run> {
  await boss.createQueue(KIND, { notify: true });
  let onRun: () => void = () => undefined;
  const work = () =>
    boss.work(
      KIND,
      {
        localConcurrency: concurrency,
        // One job per fetch waits a polling interval between jobs: a worker drains a backlog
        // only by fetching batches back to back.
        batchSize: BATCH,
        burstWhenBatchFull: true,
        pollingIntervalSeconds: pollSeconds,
      },
      async (batch) => {
        for (const _job of batch) onRun();
      },
    );
  const latency: number[] = [];
  await work();
  for (let i = 0; i < LATENCY_SAMPLES; i += 1) {
    const started = new Promise<void>((resolve) => (onRun = resolve));
    const sent = performance.now();
    await boss.send(KIND, { i });
    await started;
    latency.push(performance.now() - sent);
  }
  await boss.offWork(KIND, { wait: true });
  const queued = performance.now();
  for (let i = 0; i < JOBS; i += 1) await boss.send(KIND, { i });
  const queueMs = performance.now() - queued;
  const { all, tick } = counter(JOBS);
  onRun = tick;
  const running = performance.now();
  await work();
  await all;
  const runMs = performance.now() - running;
  await boss.offWork(KIND, { wait: true });
  return { queueMs, runMs, latency };
}

function describe(label: string, run: Run): Figures {
  return {
    [`${label}: ${JOBS} jobs queued one by one`]: `${run.queueMs.toFixed(0)} ms (${perSecond(JOBS, run.queueMs)}/s)`,
    [`${label}: ${JOBS} jobs run by the workers`]: `${run.runMs.toFixed(0)} ms (${perSecond(JOBS, run.runMs)}/s)`,
    [`${label}: queued to handler, p50 / p95 of ${LATENCY_SAMPLES}`]: `${median(run.latency).toFixed(1)} ms / ${p95(run.latency).toFixed(1)} ms`,
  };
}

const bossOptions = { supervise: false, schedule: false } as const;

async function timedStart(boss: PgBoss): Promise<number> {
  const started = performance.now();
  await boss.start();
  return performance.now() - started;
}

async function benchOne(open: () => Promise<BenchDatabase>): Promise<Figures> {
  const bench = await open();
  const concurrency = bench.database.driver === 'pglite' ? 1 : 2;
  try {
    const figures: Figures = {};
    Object.assign(
      figures,
      describe(`jobs on ${bench.label}, watched jobs`, await watchedJobs(bench, concurrency)),
    );
    // pg-boss as the app would run it: on the app's connection(s), with maintenance and cron on.
    const first = createBoss(bench.database);
    const freshMs = await timedStart(first);
    await first.stop({ graceful: true });
    const again = createBoss(bench.database, { useListenNotify: true });
    const existingMs = await timedStart(again);
    figures[`jobs on ${bench.label}, pg-boss start: new schema / existing schema`] =
      `${freshMs.toFixed(0)} ms / ${existingMs.toFixed(0)} ms`;
    // Its LISTEN/NOTIFY works in process on PGlite; on the app's pool there is no listener, so
    // workers find jobs by polling (0.5 s, pg-boss's least).
    Object.assign(
      figures,
      describe(`jobs on ${bench.label}, pg-boss`, await bossQueue(again, concurrency, 0.5)),
    );
    await again.stop({ graceful: true });
    if (bench.url) {
      // pg-boss with a pool of its own: a held connection LISTENs, so workers are woken at once.
      const own = new PgBoss({
        connectionString: bench.url,
        max: 3,
        useListenNotify: true,
        ...bossOptions,
      });
      await own.start();
      Object.assign(
        figures,
        describe(
          `jobs on ${bench.label}, pg-boss own pool + LISTEN`,
          await bossQueue(own, concurrency, 2),
        ),
      );
      await own.stop({ graceful: true });
    }
    return figures;
  } finally {
    await bench.drop();
  }
}

export async function benchJobs(): Promise<Figures> {
  const figures = await benchOne(pgliteDatabase);
  if (await isPostgresReachable(POSTGRES_URL))
    Object.assign(figures, await benchOne(() => postgresDatabase(POSTGRES_URL)));
  else figures['jobs on PostgreSQL'] = `skipped: no server at ${POSTGRES_URL}`;
  return figures;
}
