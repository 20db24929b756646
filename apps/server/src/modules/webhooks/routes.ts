import { webhookEndpoints as endpoints } from '@platfox/domain';
import { actorOf } from '../../platform/access';
import { ok, serve } from '../../platform/serve';
import type { App } from '../../platform/types';
import type { Services } from '../../services';

/**
 * The sellers' outbound webhooks: the endpoints here, the delivery log as the data-list model
 * `webhook-delivery`. The service and the dispatcher that sends what the outbox records are made
 * once by app.ts (`createWebhooks`), which registers the delivery job (jobs.ts) on pg-boss.
 */
export function webhookRoutes(app: App, { webhooks: { service: webhooks } }: Services): void {
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
