import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness';
import type { Database } from '../db';
import { createBoss, inTransaction } from './boss';

/**
 * What issue 17's scheduled and retried work needs of pg-boss, on the database the tests run on
 * (PGlite in memory, or PostgreSQL with DATABASE_URL): retries with backoff, one job per store at
 * a time, a failed state kept for the store's page, a schedule per store, and jobs queued inside
 * the caller's transaction. Jobs are fetched by hand, so each step is the test's own.
 */
let database: Database;
let boss: PgBoss;
beforeAll(async () => {
  database = await createTestDatabase();
  boss = createBoss(database, { supervise: false, schedule: false });
  boss.on('error', (error) => console.error(error));
  await boss.start();
});
afterAll(async () => {
  await boss.stop({ graceful: true });
  await database.close();
});

/** Fetches the queue's next job once it may run (after its backoff delay). */
async function nextJob(name: string) {
  for (;;) {
    const [job] = await boss.fetch<{ storeId: string }>(name);
    if (job) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('pg-boss on the app database', () => {
  it('retries a failed push with a growing delay until it succeeds', async () => {
    await boss.createQueue('push-tracking', { retryLimit: 5, retryDelay: 1, retryBackoff: true });
    const id = await boss.send('push-tracking', { storeId: 'store-a' });
    const attempts: Date[] = [];
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const job = await nextJob('push-tracking');
      attempts.push(new Date());
      await boss.fail('push-tracking', job.id, { status: 503 });
      const waiting = await boss.getJobById('push-tracking', id!);
      // retryCount counts the retries begun; the delay doubles with it (half of it is jitter).
      expect(waiting).toMatchObject({ state: 'retry', retryCount: attempt });
      const delay = waiting!.startAfter.getTime() - attempts[attempt]!.getTime();
      expect(delay).toBeGreaterThanOrEqual(2 ** attempt * 500 - 100);
    }
    const last = await nextJob('push-tracking');
    await boss.complete('push-tracking', last.id, { fulfilmentId: 'f-1' });
    expect(await boss.getJobById('push-tracking', id!)).toMatchObject({
      state: 'completed',
      retryCount: 2,
      output: { fulfilmentId: 'f-1' },
    });
  });

  it('keeps one pull per store queued or running: a second one is refused, another store is not', async () => {
    await boss.createQueue('store-pull', { policy: 'exclusive' });
    const first = await boss.send('store-pull', { storeId: 'a' }, { singletonKey: 'a' });
    expect(first).toEqual(expect.any(String));
    expect(await boss.send('store-pull', { storeId: 'a' }, { singletonKey: 'a' })).toBeNull();
    expect(await boss.send('store-pull', { storeId: 'b' }, { singletonKey: 'b' })).toEqual(
      expect.any(String),
    );
    const running = await boss.fetch<{ storeId: string }>('store-pull', { batchSize: 10 });
    expect(running.map((job) => job.data.storeId).sort()).toEqual(['a', 'b']);
    // While a's pull runs, another is still refused; once it is done, the next one is taken.
    expect(await boss.send('store-pull', { storeId: 'a' }, { singletonKey: 'a' })).toBeNull();
    await boss.complete('store-pull', first!);
    expect(await boss.send('store-pull', { storeId: 'a' }, { singletonKey: 'a' })).toEqual(
      expect.any(String),
    );
  });

  it('keeps a job that ran out of retries as failed, with a copy in the dead-letter queue', async () => {
    await boss.createQueue('webhook-failed');
    await boss.createQueue('webhook', { retryLimit: 0, deadLetter: 'webhook-failed' });
    const id = await boss.send('webhook', { storeId: 'store-c' });
    const job = await nextJob('webhook');
    await boss.fail('webhook', job.id, { status: 500 });
    expect(await boss.getJobById('webhook', id!)).toMatchObject({
      state: 'failed',
      output: { status: 500 },
    });
    const [dead] = await boss.fetch<{ storeId: string }>('webhook-failed');
    expect(dead?.data).toEqual({ storeId: 'store-c' });
  });

  it('keeps a schedule per store', async () => {
    await boss.createQueue('store-poll');
    await boss.schedule('store-poll', '*/5 * * * *', { storeId: 'a' }, { key: 'a' });
    await boss.schedule('store-poll', '*/15 * * * *', { storeId: 'b' }, { key: 'b' });
    await boss.schedule('store-poll', '*/10 * * * *', { storeId: 'a' }, { key: 'a' });
    const schedules = await boss.getSchedules('store-poll');
    expect(schedules.map(({ key, cron }) => [key, cron]).sort()).toEqual([
      ['a', '*/10 * * * *'],
      ['b', '*/15 * * * *'],
    ]);
  });

  it("queues a job inside the caller's transaction: none when it rolls back", async () => {
    await boss.createQueue('order-in');
    const kept = await database.db.transaction((tx) =>
      boss.send('order-in', { storeId: 'kept' }, { db: inTransaction(tx) }),
    );
    await database.db
      .transaction(async (tx) => {
        await boss.send('order-in', { storeId: 'dropped' }, { db: inTransaction(tx) });
        throw new Error('the order was refused');
      })
      .catch(() => undefined);
    const jobs = await boss.fetch<{ storeId: string }>('order-in', { batchSize: 10 });
    expect(jobs.map((job) => [job.id, job.data.storeId])).toEqual([[kept, 'kept']]);
  });
});
