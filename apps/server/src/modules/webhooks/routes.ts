import { webhookEndpoints as endpoints } from '@platfox/domain';
import { actorOf } from '../../platform/access';
import { serve, serveAs } from '../../platform/serve';
import type { App } from '../../platform/types';
import type { Services } from '../../services';

/**
 * The sellers' outbound webhooks: the endpoints here, the delivery log as the data-list model
 * `webhook-delivery`. The service and the dispatcher that sends what the outbox records are made
 * once by app.ts (`createWebhooks`), which registers the delivery job (jobs.ts) on pg-boss.
 */
export function webhookRoutes(app: App, { webhooks: { service: webhooks } }: Services): void {
  serveAs(app, endpoints.getSellerWebhooks, (actor) => webhooks.list(actor));
  serveAs(app, endpoints.postSellerWebhooks, (actor, request) =>
    webhooks.create(actor, request.body),
  );
  serveAs(app, endpoints.putSellerWebhooksOne, (actor, request) =>
    webhooks.update(actor, request.params.id, request.body),
  );
  serve(app, endpoints.deleteSellerWebhooksOne, (request) =>
    webhooks.remove(actorOf(request), request.params.id),
  );
  serveAs(app, endpoints.postSellerWebhooksRotateSecret, (actor, request) =>
    webhooks.rotateSecret(actor, request.params.id),
  );
  serveAs(app, endpoints.postSellerWebhooksTest, (actor, request) =>
    webhooks.sendTest(actor, request.params.id),
  );
  serveAs(app, endpoints.getSellerWebhookDelivery, (actor, request) =>
    webhooks.delivery(actor, request.params.id),
  );
  serveAs(app, endpoints.postSellerWebhookDeliveryResend, (actor, request) =>
    webhooks.resend(actor, request.params.id),
  );
}
