import { webhookEndpoints as endpoints } from '@platfox/domain';
import { actorOf } from '../../platform/access';
import { useBoss } from '../../platform/jobs/boss-runtime';
import { ok, serve } from '../../platform/serve';
import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { WebhookDispatcher } from './dispatcher';
import { SecretBox } from './secret-box';
import { WebhookService } from './service';

/**
 * The sellers' outbound webhooks: the endpoints here, the delivery log as the data-list model
 * `webhook-delivery`, and the dispatcher that sends what the outbox records, on the app's
 * pg-boss (started with the app unless scheduled work is off).
 */
export function webhookRoutes(app: App, services: Services): void {
  const { database, config } = services;
  const box = config.webhookSecretKey ? new SecretBox(config.webhookSecretKey) : null;
  const dispatcher = new WebhookDispatcher(
    database.db,
    box,
    { allowPrivateHosts: config.webhookAllowsPrivateHosts, retryBaseMs: config.webhookRetryBaseMs },
    app.log,
  );
  const boss = useBoss(app, services);
  boss.onStart((started) => dispatcher.start(started));
  app.addHook('preClose', () => dispatcher.stop());
  const webhooks = new WebhookService(database.db, {
    box,
    allowPrivateHosts: config.webhookAllowsPrivateHosts,
    onQueued: () => dispatcher.kick(),
  });

  serve(app, endpoints.getSellerWebhooks, async (request) =>
    ok(await webhooks.list(actorOf(request))),
  );
  serve(app, endpoints.postSellerWebhooks, async (request) =>
    ok(await webhooks.create(actorOf(request), request.body)),
  );
  serve(app, endpoints.putSellerWebhooksOne, async (request) =>
    ok(await webhooks.update(actorOf(request), request.params.id, request.body)),
  );
  serve(app, endpoints.deleteSellerWebhooksOne, (request) =>
    webhooks.remove(actorOf(request), request.params.id),
  );
  serve(app, endpoints.postSellerWebhooksRotateSecret, async (request) =>
    ok(await webhooks.rotateSecret(actorOf(request), request.params.id)),
  );
  serve(app, endpoints.postSellerWebhooksTest, async (request) =>
    ok(await webhooks.sendTest(actorOf(request), request.params.id)),
  );
  serve(app, endpoints.getSellerWebhookDelivery, async (request) =>
    ok(await webhooks.delivery(actorOf(request), request.params.id)),
  );
  serve(app, endpoints.postSellerWebhookDeliveryResend, async (request) =>
    ok(await webhooks.resend(actorOf(request), request.params.id)),
  );
}
