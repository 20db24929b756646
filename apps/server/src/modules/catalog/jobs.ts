import type { PgBoss } from 'pg-boss';
import { z } from 'zod';
import type { DbTx } from '../../platform/db';
import { inTransaction } from '../../platform/jobs/boss';
import type { BossRuntime } from '../../platform/jobs/boss-runtime';
import { bossWorker, declareJob, sendJob, type JobWorker } from '../../platform/jobs/declare';
import type { MockupService } from './mockups';

/** Makes a product's mockup on its product type's background (issue 36): see mockups.ts. */
export const productMockupJob = declareJob({
  name: 'catalog-product-mockup',
  payload: z.object({ productId: z.string().uuid() }),
  // A failed read of the file store is worth a few tries; the job is idempotent.
  retry: { limit: 3, delaySeconds: 5, backoff: true },
  runs: 'queued',
});

export function catalogJobs(mockups: MockupService): JobWorker[] {
  return [
    bossWorker(productMockupJob, {
      work: async (jobs) => {
        for (const job of jobs) await mockups.generate(job.data.productId);
      },
    }),
  ];
}

/**
 * How the product service queues mockups: in the transaction that saves the product, so the job
 * exists only if the product does. pg-boss is started before that transaction opens (on the
 * embedded database it cannot start beside one), and only for a product type with a background:
 * products of other types never start it.
 */
export class MockupQueue {
  constructor(
    private readonly mockups: Pick<MockupService, 'hasBackground'>,
    private readonly boss: Pick<BossRuntime, 'started'>,
  ) {}

  /** The started pg-boss when products of the type get a mockup, else null. */
  async prepare(productTypeId: string): Promise<PgBoss | null> {
    if (!(await this.mockups.hasBackground(productTypeId))) return null;
    return this.boss.started();
  }

  async send(boss: PgBoss, tx: DbTx, productId: string): Promise<void> {
    await sendJob(boss, productMockupJob, { productId }, { db: inTransaction(tx) });
  }
}
