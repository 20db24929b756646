import { orderEndpoints as endpoints } from '@platfox/domain';
import { serveAnswer } from '../../platform/serve';
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

  serveAnswer(app, endpoints.postOrdersEstimate, (request) =>
    orders.estimate(actedBy(request), request.body),
  );

  // An order's view is built to the contract field by field (reads.ts toOrderView): sent without
  // re-encoding in production (serve's isAnswerExact), still checked in tests. Placing is the hot
  // path: encoding the view by its zod schema was about 4% of a placement's server CPU.
  const exact = { isAnswerExact: true };

  serveAnswer(
    app,
    endpoints.postOrders,
    (request) => orders.create(actedBy(request), request.body, request.headers['idempotency-key']),
    exact,
  );

  serveAnswer(app, endpoints.postOrdersApproveAll, (request) =>
    orders.approveAll(actedBy(request)),
  );

  serveAnswer(
    app,
    endpoints.getOrdersOne,
    (request) => orders.view(actedBy(request), request.params.id),
    exact,
  );

  serveAnswer(app, endpoints.putOrdersOne, (request) =>
    orders.edit(actedBy(request), request.params.id, request.body),
  );

  serveAnswer(app, endpoints.putOrders, (request) =>
    orders.placeDrafts(actedBy(request), request.body, request.headers['idempotency-key']),
  );

  serveAnswer(
    app,
    endpoints.postOrdersPlace,
    (request) =>
      orders.place(
        actedBy(request),
        request.params.id,
        request.headers['idempotency-key'],
        request.body?.couponCode,
      ),
    exact,
  );

  for (const cancel of [
    endpoints.sellerCancelOrder,
    endpoints.adminCancelOrder,
    endpoints.deleteOrder,
  ]) {
    serveAnswer(app, cancel, (request) => orders.cancel(actedBy(request), request.params.id));
  }

  serveAnswer(app, endpoints.sellerCancelOrders, (request) =>
    orders.cancelMany(actedBy(request), request.body),
  );

  serveAnswer(app, endpoints.approveOrder, (request) =>
    orders.approve(actedBy(request), request.params.id),
  );
}
