import { afterSaleReviews, orderEndpoints as endpoints } from '@platfox/domain';
import { ok, serve, serveAnswer } from '../../platform/serve';
import { actedBy } from '../../platform/access';
import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { OrderAddressService } from './address-service';
import type { ReviewAction } from './after-sale';
import { AfterSaleService } from './after-sale-service';

/** Which step of the after-sale flow each of the admin's answers takes. */
const REVIEWS: { endpoint: (typeof afterSaleReviews)[ReviewAction]; action: ReviewAction }[] = (
  Object.keys(afterSaleReviews) as ReviewAction[]
).map((action) => ({ endpoint: afterSaleReviews[action], action }));

/** After-sale requests and answers, complete / reset, address checks, overdue days, counters. */
export function afterSaleRoutes(app: App, { database, live, mailer, config }: Services): void {
  const afterSale = new AfterSaleService(database.db, live);
  const addresses = new OrderAddressService(database.db, live, mailer, config.publicUrl);

  serveAnswer(app, endpoints.postOrderItemsRequests, (request) =>
    afterSale.request(actedBy(request), request.params.id, request.body),
  );
  serveAnswer(app, endpoints.sellerRefundRequest, (request) =>
    afterSale.request(actedBy(request), request.params.id, { type: 'REFUND', ...request.body }),
  );
  serveAnswer(app, endpoints.sellerResendRequest, (request) =>
    afterSale.request(actedBy(request), request.params.id, { type: 'RESEND', ...request.body }),
  );

  for (const review of REVIEWS) {
    serveAnswer(app, review.endpoint, (request) =>
      afterSale.review(actedBy(request), request.params.id, review.action, request.body.note),
    );
  }

  serveAnswer(app, endpoints.completeItem, (request) =>
    afterSale.floor(actedBy(request), request.params.id, 'complete'),
  );
  serveAnswer(app, endpoints.resetItem, (request) =>
    afterSale.floor(actedBy(request), request.params.id, 'reset'),
  );

  serveAnswer(app, endpoints.getPendingTasks, (request) =>
    afterSale.pendingTasks(actedBy(request)),
  );

  serve(app, endpoints.getOrderItemsOverDueDays, async () =>
    ok({ days: await afterSale.overDueDays() }),
  );

  serve(app, endpoints.putOrderItemsOverDueDays, async (request) =>
    ok({ days: await afterSale.setOverDueDays(actedBy(request), request.body.days) }),
  );

  serveAnswer(app, endpoints.addressCheck, (request) =>
    addresses.read(actedBy(request), request.params.id),
  );
  serveAnswer(app, endpoints.validateAddress, (request) =>
    addresses.validate(actedBy(request), request.params.id),
  );
  serveAnswer(app, endpoints.suggestAddress, (request) =>
    addresses.applySuggestion(actedBy(request), request.params.id),
  );
  serveAnswer(app, endpoints.confirmValidAddress, (request) =>
    addresses.confirm(actedBy(request), request.params.id),
  );
  serveAnswer(app, endpoints.invalidAddressReminder, (request) =>
    addresses.remind(actedBy(request), request.params.id),
  );
  serveAnswer(app, endpoints.putSellerOrderAddress, (request) =>
    addresses.editAddress(actedBy(request), request.params.id, request.body),
  );
  serve(app, endpoints.getSellerAddressReminder, async (request) =>
    ok({ count: await addresses.reminderCount(actedBy(request)) }),
  );
}
