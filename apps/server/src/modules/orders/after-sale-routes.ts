import { afterSaleReviews, orderEndpoints as endpoints } from '@platfox/domain';
import { serve } from '../../platform/serve';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/access';
import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { OrderAddressService } from './address-service';
import type { ReviewAction } from './after-sale';
import { AfterSaleService } from './after-sale-service';
import type { ActedBy } from '../order-items/index';

const by = (request: Pick<FastifyRequest, 'actor' | 'ip'>): ActedBy => ({
  actor: actorOf(request),
  ip: request.ip,
});

/** Which step of the after-sale flow each of the admin's answers takes. */
const REVIEWS: { endpoint: (typeof afterSaleReviews)[ReviewAction]; action: ReviewAction }[] = (
  Object.keys(afterSaleReviews) as ReviewAction[]
).map((action) => ({ endpoint: afterSaleReviews[action], action }));

/** After-sale requests and answers, complete / reset, address checks, overdue days, counters. */
export function afterSaleRoutes(app: App, { database, live }: Services): void {
  const afterSale = new AfterSaleService(database.db, live);
  const addresses = new OrderAddressService(database.db, live);

  serve(app, endpoints.postOrderItemsRequests, async (request) => ({
    status: 200 as const,
    data: await afterSale.request(by(request), request.params.id, request.body),
  }));
  serve(app, endpoints.sellerRefundRequest, async (request) => ({
    status: 200 as const,
    data: await afterSale.request(by(request), request.params.id, {
      type: 'REFUND',
      ...request.body,
    }),
  }));
  serve(app, endpoints.sellerResendRequest, async (request) => ({
    status: 200 as const,
    data: await afterSale.request(by(request), request.params.id, {
      type: 'RESEND',
      ...request.body,
    }),
  }));

  for (const review of REVIEWS) {
    serve(app, review.endpoint, async (request) => ({
      status: 200 as const,
      data: await afterSale.review(
        by(request),
        request.params.id,
        review.action,
        request.body.note,
      ),
    }));
  }

  serve(app, endpoints.completeItem, async (request) => ({
    status: 200 as const,
    data: await afterSale.floor(by(request), request.params.id, 'complete'),
  }));
  serve(app, endpoints.resetItem, async (request) => ({
    status: 200 as const,
    data: await afterSale.floor(by(request), request.params.id, 'reset'),
  }));

  serve(app, endpoints.getPendingTasks, async (request) => ({
    status: 200 as const,
    data: await afterSale.pendingTasks(by(request)),
  }));

  serve(app, endpoints.getOrderItemsOverDueDays, async () => ({
    status: 200 as const,
    data: { days: await afterSale.overDueDays() },
  }));

  serve(app, endpoints.putOrderItemsOverDueDays, async (request) => ({
    status: 200 as const,
    data: { days: await afterSale.setOverDueDays(by(request), request.body.days) },
  }));

  serve(app, endpoints.addressCheck, async (request) => ({
    status: 200 as const,
    data: await addresses.read(by(request), request.params.id),
  }));
  serve(app, endpoints.validateAddress, async (request) => ({
    status: 200 as const,
    data: await addresses.validate(by(request), request.params.id),
  }));
  serve(app, endpoints.suggestAddress, async (request) => ({
    status: 200 as const,
    data: await addresses.applySuggestion(by(request), request.params.id),
  }));
  serve(app, endpoints.confirmValidAddress, async (request) => ({
    status: 200 as const,
    data: await addresses.confirm(by(request), request.params.id),
  }));
  serve(app, endpoints.getSellerAddressReminder, async (request) => ({
    status: 200 as const,
    data: { count: await addresses.reminderCount(by(request)) },
  }));
}
