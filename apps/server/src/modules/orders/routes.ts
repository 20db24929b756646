import { orderEndpoints as endpoints } from '@platfox/domain';
import { ok, serve } from '../../platform/serve';
import { actedBy } from '../../platform/access';
import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { type OrderDependencies, OrderService } from './service';

/** The seller's order calls (/s/order/create) and the admin's approve and cancel. */
export function orderRoutes(
  app: App,
  { database, live }: Services,
  above: OrderDependencies,
): void {
  const orders = new OrderService(database.db, live, above);

  serve(app, endpoints.postOrdersEstimate, async (request) =>
    ok(await orders.estimate(actedBy(request), request.body)),
  );

  serve(app, endpoints.postOrders, async (request) =>
    ok(await orders.create(actedBy(request), request.body, request.headers['idempotency-key'])),
  );

  serve(app, endpoints.postOrdersApproveAll, async (request) =>
    ok(await orders.approveAll(actedBy(request))),
  );

  serve(app, endpoints.getOrdersOne, async (request) =>
    ok(await orders.view(actedBy(request), request.params.id)),
  );

  serve(app, endpoints.putOrdersOne, async (request) =>
    ok(await orders.edit(actedBy(request), request.params.id, request.body)),
  );

  serve(app, endpoints.putOrders, async (request) =>
    ok(
      await orders.placeDrafts(actedBy(request), request.body, request.headers['idempotency-key']),
    ),
  );

  serve(app, endpoints.postOrdersPlace, async (request) =>
    ok(
      await orders.place(
        actedBy(request),
        request.params.id,
        request.headers['idempotency-key'],
        request.body?.couponCode,
      ),
    ),
  );

  for (const cancel of [
    endpoints.sellerCancelOrder,
    endpoints.adminCancelOrder,
    endpoints.deleteOrder,
  ]) {
    serve(app, cancel, async (request) =>
      ok(await orders.cancel(actedBy(request), request.params.id)),
    );
  }

  serve(app, endpoints.sellerCancelOrders, async (request) =>
    ok(await orders.cancelMany(actedBy(request), request.body)),
  );

  serve(app, endpoints.approveOrder, async (request) =>
    ok(await orders.approve(actedBy(request), request.params.id)),
  );
}
