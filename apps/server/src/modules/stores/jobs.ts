import type { PgBoss } from 'pg-boss';
import { z } from 'zod';
import type { DbTx } from '../../platform/db';
import { inTransaction } from '../../platform/jobs/boss';
import type { BossRuntime } from '../../platform/jobs/boss-runtime';
import {
  bossWorker,
  declareJob,
  sendJob,
  type JobDeclaration,
  type JobWorker,
} from '../../platform/jobs/declare';

/** The store platform's jobs on pg-boss (docs/areas/decisions.md, issue 17). */

/**
 * A store order a webhook brought: its inbox row, ingested in one transaction. A job queued before
 * the inbox (issue 30) names its row importQueueId: the migration moved the row into the inbox
 * under the same id.
 */
export const storeOrderImportJob = declareJob({
  name: 'store-order-import',
  payload: z.union([
    z.object({ inboxId: z.string().uuid() }),
    z.object({ importQueueId: z.string().uuid() }),
  ]),
  retry: { limit: 5, delaySeconds: 5, backoff: true },
  runs: 'queued',
});

/** A pull of one store's products and orders; one at a time per store (exclusive + key). */
export const storePullJob = declareJob({
  name: 'store-pull',
  payload: z.object({ storeId: z.string().uuid() }),
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  runs: 'exclusive',
});

/** One tracking code pushed back to its store, retried with backoff (one job per push). */
export const storeTrackingPushJob = declareJob({
  name: 'store-tracking-push',
  payload: z.object({ pushId: z.string().uuid() }),
  // The configuration's STORE_PUSH_RETRY_* replace these (storeJobs).
  retry: { limit: 8, delaySeconds: 30, backoff: true, maxDelaySeconds: 3600 },
  runs: 'exclusive',
});

export type StoreJobHandlers = {
  /** Received webhook orders, by their inbox rows: a batch, or one to isolate a failure. */
  orderImport: (inboxIds: string[]) => Promise<void>;
  pull: (data: { storeId: string }) => Promise<void>;
  /** `isLastAttempt`: pg-boss will not retry a throw of this attempt. */
  trackingPush: (data: { pushId: string }, isLastAttempt: boolean) => Promise<void>;
  /** Queued work the boss was not told of (a crash between a commit and its send): sent again. */
  recover: () => Promise<void>;
};

export type StoreJobOptions = {
  /** Retries of a tracking push, and the first delay (seconds; it doubles, capped at an hour). */
  pushRetryLimit: number;
  pushRetryDelaySeconds: number;
};

/** The store jobs' workers, registered by app.ts with every module's (platform/jobs/register). */
export function storeJobs(handlers: StoreJobHandlers, options: StoreJobOptions): JobWorker[] {
  return [
    // Webhooks come in bursts: up to 20 imports per fetch, fetched again at once while batches
    // come full (one at a time per half-second poll made 2 orders/s on PostgreSQL), and ingested
    // together (one transaction per store). A batch that fails is tried again one job at a time,
    // so one bad order fails (and is retried) alone; what the batch finished is skipped.
    bossWorker(storeOrderImportJob, {
      fetch: { batchSize: 20, pollingIntervalSeconds: 0.5, burstWhenBatchFull: true },
      work: async (jobs) => {
        const ids = jobs.map((job) =>
          'inboxId' in job.data ? job.data.inboxId : job.data.importQueueId,
        );
        try {
          await handlers.orderImport(ids);
          return;
        } catch (error) {
          if (ids.length === 1) throw error;
        }
        let failure: unknown;
        for (const id of ids) {
          await handlers.orderImport([id]).catch((error: unknown) => {
            failure ??= error;
          });
        }
        if (failure !== undefined) throw failure;
      },
    }),
    bossWorker(storePullJob, { work: async ([job]) => handlers.pull(job!.data) }),
    bossWorker(storeTrackingPushJob, {
      retry: {
        ...storeTrackingPushJob.retry,
        limit: options.pushRetryLimit,
        delaySeconds: options.pushRetryDelaySeconds,
      },
      work: async ([job]) => handlers.trackingPush(job!.data, job!.retryCount >= job!.retryLimit),
      afterStart: () => handlers.recover(),
    }),
  ];
}

/**
 * Sends the store jobs on the app's one pg-boss (platform/jobs/boss-runtime), which the stores
 * start when they need it: the first store connected, the first webhook of a connected store, or
 * the app's start when a connected store exists. An app without stores and with scheduled work
 * off (most tests) never starts it and pays nothing.
 */
export class StoreJobs {
  constructor(
    private readonly runtime: BossRuntime,
    private readonly options: { pullCron: string },
  ) {}

  /** The started boss with every queue and worker. */
  started(): Promise<PgBoss> {
    return this.runtime.started();
  }

  /** Queues a job in the caller's transaction (start the boss first: `await started()`). */
  async sendIn<S extends z.ZodType>(
    tx: DbTx,
    job: JobDeclaration<S>,
    data: z.input<S>,
    key?: string,
  ): Promise<string | null> {
    const boss = await this.started();
    return sendJob(boss, job, data, {
      db: inTransaction(tx),
      ...(key ? { singletonKey: key } : {}),
    });
  }

  async send<S extends z.ZodType>(
    job: JobDeclaration<S>,
    data: z.input<S>,
    key?: string,
  ): Promise<string | null> {
    const boss = await this.started();
    return sendJob(boss, job, data, key ? { singletonKey: key } : {});
  }

  /** A pull of the store on the schedule (one schedule per store, by its id). */
  async schedulePull(storeId: string): Promise<void> {
    const boss = await this.started();
    const data = storePullJob.payload.parse({ storeId });
    await boss.schedule(storePullJob.name, this.options.pullCron, data, { key: storeId });
  }

  async unschedulePull(storeId: string): Promise<void> {
    await this.runtime.current()?.unschedule(storePullJob.name, storeId);
  }
}
