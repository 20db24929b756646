import { orderEndpoints as endpoints } from '@platfox/domain';
import { serve } from '../../platform/serve';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/access';
import type { App } from '../../platform/types';
import type { Services } from '../../services';
import type { ActedBy } from '../order-items/index';
import { type OrderDependencies, OrderService } from './service';

const by = (request: Pick<FastifyRequest, 'actor' | 'ip'>): ActedBy => ({
  actor: actorOf(request),
  ip: request.ip,
});

/** The seller's order calls (/s/order/create) and the admin's approve and cancel. */
export function orderRoutes(
  app: App,
  { database, live }: Services,
  above: OrderDependencies,
): void {
  const orders = new OrderService(database.db, live, above);

  serve(app, endpoints.postOrdersEstimate, async (request) => ({
    status: 200 as const,
    data: await orders.estimate(by(request), request.body),
  }));

  serve(app, endpoints.postOrders, async (request) => ({
    status: 200 as const,
    data: await orders.create(by(request), request.body, request.headers['idempotency-key']),
  }));

  serve(app, endpoints.postOrdersApproveAll, async (request) => ({
    status: 200 as const,
    data: await orders.approveAll(by(request)),
  }));

  serve(app, endpoints.getOrdersOne, async (request) => ({
    status: 200 as const,
    data: await orders.view(by(request), request.params.id),
  }));

  serve(app, endpoints.putOrdersOne, async (request) => ({
    status: 200 as const,
    data: await orders.edit(by(request), request.params.id, request.body),
  }));

  serve(app, endpoints.putOrders, async (request) => ({
    status: 200 as const,
    data: await orders.placeDrafts(by(request), request.body, request.headers['idempotency-key']),
  }));

  serve(app, endpoints.postOrdersPlace, async (request) => ({
    status: 200 as const,
    data: await orders.place(
      by(request),
      request.params.id,
      request.headers['idempotency-key'],
      request.body?.couponCode,
    ),
  }));

  for (const cancel of [
    endpoints.sellerCancelOrder,
    endpoints.adminCancelOrder,
    endpoints.deleteOrder,
  ]) {
    serve(app, cancel, async (request) => ({
      status: 200 as const,
      data: await orders.cancel(by(request), request.params.id),
    }));
  }

  serve(app, endpoints.sellerCancelOrders, async (request) => ({
    status: 200 as const,
    data: await orders.cancelMany(by(request), request.body),
  }));

  serve(app, endpoints.approveOrder, async (request) => ({
    status: 200 as const,
    data: await orders.approve(by(request), request.params.id),
  }));
}
