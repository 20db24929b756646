import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestContext } from '../../test/harness';
import { declareJob } from './declare';

/*
 * Issue 29, item 3: a shutdown with a job running stops the workers and hands the job back
 * before the live channel (Redis) closes, so the job's last event goes out and the job is not
 * left to wait for its lease.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ jobConcurrency: 1, jobPollMs: 50 });
});
afterAll(() => ctx.database.close());

it('closing the app stops the workers and hands their job back, then closes the live channel', async () => {
  const { app } = ctx;
  const steps: string[] = [];
  let started!: () => void;
  const isRunning = new Promise<void>((resolve) => (started = resolve));
  const shutdownJob = declareJob({
    name: 'shutdown-test',
    payload: z.object({}),
    retry: { limit: 2, delaySeconds: 0 },
    runs: 'queued',
    reportsProgress: true,
  });
  app.jobs.register(shutdownJob, async (_payload, { signal }) => {
    started();
    await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
    throw new Error('stopped');
  });
  const stopJobs = app.jobs.stop.bind(app.jobs);
  app.jobs.stop = async () => {
    steps.push('job workers stopping');
    await stopJobs();
    steps.push('job workers stopped');
  };
  const closeLive = app.live.close;
  app.live.close = async () => {
    steps.push('live channel closed');
    await closeLive();
  };
  const job = await app.jobs.send(shutdownJob, {});
  await isRunning;

  await app.close();

  expect(steps).toEqual(['job workers stopping', 'job workers stopped', 'live channel closed']);
  const after = await app.jobs.find(job.id);
  expect(after).toMatchObject({ status: 'PENDING', lockedBy: null, attempts: 0 });
});
