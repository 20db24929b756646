import { couponEndpoints as endpoints } from '@platfox/domain';
import { actorOf } from '../../platform/access';
import { ok, serve } from '../../platform/serve';
import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { CouponService } from './service';
import { suggestedCoupons } from './suggestions';

/** The admin's coupons and the seller's suggestions: the endpoints are declared in @platfox/domain (contract/endpoints/coupons). */
export function couponRoutes(app: App, { database, live }: Services): void {
  const coupons = new CouponService(database.db, live);
  serve(app, endpoints.get, async (request) => ok(await coupons.get(request.params.id)));
  serve(app, endpoints.create, async (request) =>
    ok(await coupons.create(actorOf(request), request.body)),
  );
  serve(app, endpoints.update, async (request) =>
    ok(await coupons.update(request.params.id, request.body)),
  );
  serve(app, endpoints.getSellerCoupons, async (request) =>
    ok(await suggestedCoupons(database.db, actorOf(request).id)),
  );
}
