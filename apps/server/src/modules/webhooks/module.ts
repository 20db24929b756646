import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../platform/db';
import { WebhookDispatcher } from './dispatcher';
import { webhookJobs } from './jobs';
import { SecretBox } from './secret-box';
import { WebhookService } from './service';

/**
 * The webhooks module's parts, made once by app.ts: the endpoints' service, the dispatcher that
 * sends what the outbox records (kicked after a commit that queued deliveries) and its job.
 */
export function createWebhooks({
  database,
  config,
  log,
}: {
  database: Database;
  config: Config;
  log: FastifyBaseLogger;
}) {
  const box = config.webhookSecretKey ? new SecretBox(config.webhookSecretKey) : null;
  const dispatcher = new WebhookDispatcher(
    database.db,
    box,
    { allowPrivateHosts: config.webhookAllowsPrivateHosts, retryBaseMs: config.webhookRetryBaseMs },
    log,
  );
  const service = new WebhookService(database.db, {
    box,
    allowPrivateHosts: config.webhookAllowsPrivateHosts,
    onQueued: () => dispatcher.kick(),
  });
  return { service, dispatcher, jobs: webhookJobs(dispatcher) };
}
export type Webhooks = ReturnType<typeof createWebhooks>;
