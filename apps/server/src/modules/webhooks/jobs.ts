import { z } from 'zod';
import { bossWorker, declareJob, type JobWorker } from '../../platform/jobs/declare';
import type { WebhookDispatcher } from './dispatcher';

/**
 * One attempt of one outbound delivery (dispatcher.ts). HTTP failures are retried by the
 * dispatcher's own schedule (schedule.ts); pg-boss's retries cover a worker that died mid-job
 * (its attempt expired).
 */
export const webhookDeliveryJob = declareJob({
  name: 'webhook-delivery',
  payload: z.object({ deliveryId: z.string().uuid(), attempt: z.number().int().min(0) }),
  retry: { limit: 5, delaySeconds: 5 },
  runs: 'queued',
  expireInSeconds: 60,
});

// A job costs one read here (the send runs in its lane), so batches can be large: fewer polls
// when many endpoints have work (the isolation bench: 200 jobs a second).
export function webhookJobs(dispatcher: WebhookDispatcher, { batchSize = 100 } = {}): JobWorker[] {
  return [
    bossWorker(webhookDeliveryJob, {
      fetch: { batchSize, pollingIntervalSeconds: 0.5, burstWhenBatchFull: true },
      work: (jobs, boss) => dispatcher.work(jobs, boss),
      afterStart: async (boss) => dispatcher.start(boss),
    }),
  ];
}
