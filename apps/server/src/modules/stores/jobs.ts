import type { JobWithMetadata, PgBoss, Queue } from 'pg-boss';
import type { DbTx } from '../../platform/db';
import { inTransaction } from '../../platform/jobs/boss';
import type { BossRuntime } from '../../platform/jobs/boss-runtime';

/** The store platform's queues on pg-boss (docs/areas/decisions.md, issue 17). */
export const STORE_QUEUES = {
  /** A store order a webhook brought: its inbox row, ingested in one transaction. */
  orderImport: 'store-order-import',
  /** A pull of one store's products and orders; one at a time per store (exclusive + key). */
  pull: 'store-pull',
  /** One tracking code pushed back to its store, retried with backoff (one job per push). */
  trackingPush: 'store-tracking-push',
} as const;
export type StoreQueue = (typeof STORE_QUEUES)[keyof typeof STORE_QUEUES];

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
  pullCron: string;
};

/**
 * The store platform's queues and workers on the app's one pg-boss (platform/jobs/boss-runtime),
 * which the stores start when they need it: the first store connected, the first webhook of a
 * connected store, or the app's start when a connected store exists. An app without stores and
 * with scheduled work off (most tests) never starts it and pays nothing.
 */
export class StoreJobs {
  constructor(
    private readonly runtime: BossRuntime,
    private readonly handlers: StoreJobHandlers,
    private readonly options: StoreJobOptions,
  ) {
    runtime.onStart((boss) => this.setUp(boss));
  }

  /** The started boss with the store queues and workers. */
  started(): Promise<PgBoss> {
    return this.runtime.started();
  }

  private async setUp(boss: PgBoss): Promise<void> {
    const queues: [StoreQueue, Omit<Queue, 'name'>][] = [
      [STORE_QUEUES.orderImport, { retryLimit: 5, retryDelay: 5, retryBackoff: true }],
      [
        STORE_QUEUES.pull,
        { policy: 'exclusive', retryLimit: 3, retryDelay: 30, retryBackoff: true },
      ],
      [
        STORE_QUEUES.trackingPush,
        {
          policy: 'exclusive',
          retryLimit: this.options.pushRetryLimit,
          retryDelay: this.options.pushRetryDelaySeconds,
          retryBackoff: true,
          retryDelayMax: 3600,
        },
      ],
    ];
    for (const [name, options] of queues) {
      if (!(await boss.getQueue(name))) {
        await boss.createQueue(name, options);
      } else {
        // A queue's policy is fixed at creation; its retries follow the configuration.
        const { policy: _policy, ...retries } = options;
        await boss.updateQueue(name, retries);
      }
    }
    // Webhooks come in bursts: up to 20 imports per fetch, fetched again at once while batches
    // come full (one at a time per half-second poll made 2 orders/s on PostgreSQL), and ingested
    // together (one transaction per store). A batch that fails is tried again one job at a time,
    // so one bad order fails (and is retried) alone; what the batch finished is skipped.
    // A job queued before the inbox (issue 30) names its row importQueueId: the migration moved
    // the row into the inbox under the same id.
    await boss.work<{ inboxId: string } | { importQueueId: string }>(
      STORE_QUEUES.orderImport,
      { batchSize: 20, pollingIntervalSeconds: 0.5, burstWhenBatchFull: true },
      async (jobs) => {
        const ids = jobs.map((job) =>
          'inboxId' in job.data ? job.data.inboxId : job.data.importQueueId,
        );
        try {
          await this.handlers.orderImport(ids);
          return;
        } catch (error) {
          if (ids.length === 1) throw error;
        }
        let failure: unknown;
        for (const id of ids) {
          await this.handlers.orderImport([id]).catch((error: unknown) => {
            failure ??= error;
          });
        }
        if (failure !== undefined) throw failure;
      },
    );
    await boss.work<{ storeId: string }>(
      STORE_QUEUES.pull,
      { pollingIntervalSeconds: 0.5 },
      async ([job]) => this.handlers.pull(job!.data),
    );
    await boss.work(
      STORE_QUEUES.trackingPush,
      { pollingIntervalSeconds: 0.5, includeMetadata: true },
      async ([job]: JobWithMetadata<{ pushId: string }>[]) =>
        this.handlers.trackingPush(job!.data, isLastAttempt(job!)),
    );
    await this.handlers.recover();
  }

  /** Queues a job in the caller's transaction (start the boss first: `await started()`). */
  async sendIn(tx: DbTx, queue: StoreQueue, data: object, key?: string): Promise<string | null> {
    const boss = await this.started();
    return boss.send(queue, data, {
      db: inTransaction(tx),
      ...(key ? { singletonKey: key } : {}),
    });
  }

  async send(queue: StoreQueue, data: object, key?: string): Promise<string | null> {
    const boss = await this.started();
    return boss.send(queue, data, key ? { singletonKey: key } : {});
  }

  /** A pull of the store on the schedule (one schedule per store, by its id). */
  async schedulePull(storeId: string): Promise<void> {
    const boss = await this.started();
    await boss.schedule(STORE_QUEUES.pull, this.options.pullCron, { storeId }, { key: storeId });
  }

  async unschedulePull(storeId: string): Promise<void> {
    await this.runtime.current()?.unschedule(STORE_QUEUES.pull, storeId);
  }
}

function isLastAttempt(job: JobWithMetadata<unknown>): boolean {
  return job.retryCount >= job.retryLimit;
}
