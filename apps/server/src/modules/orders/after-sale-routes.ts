import { afterSaleReviews, orderEndpoints as endpoints } from '@platfox/domain';
import { ok, serve } from '../../platform/serve';
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

  serve(app, endpoints.postOrderItemsRequests, async (request) =>
    ok(await afterSale.request(actedBy(request), request.params.id, request.body)),
  );
  serve(app, endpoints.sellerRefundRequest, async (request) =>
    ok(
      await afterSale.request(actedBy(request), request.params.id, {
        type: 'REFUND',
        ...request.body,
      }),
    ),
  );
  serve(app, endpoints.sellerResendRequest, async (request) =>
    ok(
      await afterSale.request(actedBy(request), request.params.id, {
        type: 'RESEND',
        ...request.body,
      }),
    ),
  );

  for (const review of REVIEWS) {
    serve(app, review.endpoint, async (request) =>
      ok(
        await afterSale.review(
          actedBy(request),
          request.params.id,
          review.action,
          request.body.note,
        ),
      ),
    );
  }

  serve(app, endpoints.completeItem, async (request) =>
    ok(await afterSale.floor(actedBy(request), request.params.id, 'complete')),
  );
  serve(app, endpoints.resetItem, async (request) =>
    ok(await afterSale.floor(actedBy(request), request.params.id, 'reset')),
  );

  serve(app, endpoints.getPendingTasks, async (request) =>
    ok(await afterSale.pendingTasks(actedBy(request))),
  );

  serve(app, endpoints.getOrderItemsOverDueDays, async () =>
    ok({ days: await afterSale.overDueDays() }),
  );

  serve(app, endpoints.putOrderItemsOverDueDays, async (request) =>
    ok({ days: await afterSale.setOverDueDays(actedBy(request), request.body.days) }),
  );

  serve(app, endpoints.addressCheck, async (request) =>
    ok(await addresses.read(actedBy(request), request.params.id)),
  );
  serve(app, endpoints.validateAddress, async (request) =>
    ok(await addresses.validate(actedBy(request), request.params.id)),
  );
  serve(app, endpoints.suggestAddress, async (request) =>
    ok(await addresses.applySuggestion(actedBy(request), request.params.id)),
  );
  serve(app, endpoints.confirmValidAddress, async (request) =>
    ok(await addresses.confirm(actedBy(request), request.params.id)),
  );
  serve(app, endpoints.invalidAddressReminder, async (request) =>
    ok(await addresses.remind(actedBy(request), request.params.id)),
  );
  serve(app, endpoints.putSellerOrderAddress, async (request) =>
    ok(await addresses.editAddress(actedBy(request), request.params.id, request.body)),
  );
  serve(app, endpoints.getSellerAddressReminder, async (request) =>
    ok({ count: await addresses.reminderCount(actedBy(request)) }),
  );
}
