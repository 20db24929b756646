import type { PgBoss } from 'pg-boss';
import type { BossRuntime } from './boss-runtime';
import { queueOptionsOf, type BossWorker, type JobWorker } from './declare';
import type { ProgressJobs } from './progress-jobs';

/**
 * Registers every module's job workers, from the composition root (app.ts), all on pg-boss:
 * progress-reporting jobs through ProgressJobs (which keeps their records), the others as plain
 * pg-boss queues with their workers and schedules, set up when pg-boss starts, in the order given.
 * A name declared twice is refused at start.
 */
export function registerJobs(
  runtimes: { boss: BossRuntime; jobs: ProgressJobs },
  workers: readonly JobWorker[],
): void {
  const names = new Set<string>();
  for (const worker of workers) {
    if (names.has(worker.job.name)) throw new Error(`Job ${worker.job.name} is declared twice`);
    names.add(worker.job.name);
  }
  const onBoss: BossWorker[] = [];
  for (const worker of workers) {
    if (worker.runtime === 'boss') {
      onBoss.push(worker);
      continue;
    }
    runtimes.jobs.register(worker.job, worker.run);
  }
  if (onBoss.length === 0) return;
  runtimes.boss.onStart((boss) => startBossWorkers(boss, onBoss));
}

/** Sets up each worker's queue, worker and schedule on a started pg-boss, then their starts. */
export async function startBossWorkers(boss: PgBoss, workers: readonly JobWorker[]): Promise<void> {
  const onBoss = workers.filter((worker): worker is BossWorker => worker.runtime === 'boss');
  for (const worker of onBoss) await startWorker(boss, worker);
  for (const worker of onBoss) await worker.afterStart?.(boss);
}

async function startWorker(boss: PgBoss, worker: BossWorker): Promise<void> {
  const { job } = worker;
  const options = queueOptionsOf(job, worker.retry);
  if (!(await boss.getQueue(job.name))) {
    await boss.createQueue(job.name, options);
  } else {
    // A queue's policy is fixed at creation; its retries follow the declaration and configuration.
    const { policy: _policy, ...retries } = options;
    await boss.updateQueue(job.name, retries);
  }
  await boss.work(
    job.name,
    { pollingIntervalSeconds: 0.5, ...worker.fetch, includeMetadata: true },
    async (jobs) => {
      const parsed = jobs.map((one) => ({ ...one, data: job.payload.parse(one.data) }));
      await worker.work(parsed, boss);
    },
  );
  if (job.runs === 'cron') {
    if (!worker.cron) throw new Error(`Job ${job.name} runs on a schedule but was given none`);
    await boss.schedule(job.name, worker.cron);
  }
}
