import { couponAnswerSchema, couponBodySchema, idParamsSchema } from '@platfox/domain';
import { access, actorOf } from '../../platform/access';
import { errorResponses } from '../../platform/errors';
import type { App, Services } from '../../platform/types';
import { CouponService } from './service';

const tags = ['coupons'];
const errors = { ...errorResponses, 409: errorResponses[400] };
const ok = <T>(data: T) => ({ status: 200 as const, data });

/**
 * The admin's coupons (spec 01 /a/coupon-codes, /a/coupon-code/create, /a/coupon-code/:id). The
 * list and deleting are the data list's (`coupon-code`); sellers apply a coupon through the order
 * estimate and placement (`couponCode` in the cart).
 */
export function couponRoutes(app: App, { database, live }: Services): void {
  const coupons = new CouponService(database.db, live);

  app.get('/api/coupons/:id', {
    config: { access: access.admin('COUPON_DETAIL_ACCESS') },
    schema: {
      tags,
      summary: 'One coupon with every rule and how many placed orders used it',
      params: idParamsSchema,
      response: { 200: couponAnswerSchema, ...errors },
    },
    handler: async (request) => ok(await coupons.get(request.params.id)),
  });

  app.post('/api/coupons', {
    config: { access: access.admin('COUPON_DETAIL_CREATE') },
    schema: {
      tags,
      summary: 'Create a coupon (the code is unique, upper-case, e.g. ABC_012)',
      body: couponBodySchema,
      response: { 200: couponAnswerSchema, ...errors },
    },
    handler: async (request) => ok(await coupons.create(actorOf(request), request.body)),
  });

  app.put('/api/coupons/:id', {
    config: { access: access.admin('COUPON_DETAIL_UPDATE') },
    schema: {
      tags,
      summary: 'Edit a coupon; later estimates and placements use the new rules',
      params: idParamsSchema,
      body: couponBodySchema,
      response: { 200: couponAnswerSchema, ...errors },
    },
    handler: async (request) => ok(await coupons.update(request.params.id, request.body)),
  });
}
