import { couponEndpoints as endpoints } from '@platfox/domain';

import { serveAnswer, serveAs } from '../../platform/serve';
import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { CouponService } from './service';
import { suggestedCoupons } from './suggestions';

/** The admin's coupons and the seller's suggestions: the endpoints are declared in @platfox/domain (contract/endpoints/coupons). */
export function couponRoutes(app: App, { database, live }: Services): void {
  const coupons = new CouponService(database.db, live);
  serveAnswer(app, endpoints.get, (request) => coupons.get(request.params.id));
  serveAs(app, endpoints.create, (actor, request) => coupons.create(actor, request.body));
  serveAnswer(app, endpoints.update, (request) => coupons.update(request.params.id, request.body));
  serveAs(app, endpoints.getSellerCoupons, (actor) => suggestedCoupons(database.db, actor.id));
}
