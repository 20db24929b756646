import { orderEndpoints, productionEndpoints as endpoints } from '@platfox/domain';
import { serve } from '../../platform/serve';

import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/access';

import type { App } from '../../platform/types';
import type { Services } from '../../services';
import type { ActedBy } from '../order-items/index';
import { actionLog, productionItem } from './views';

const by = (request: FastifyRequest): ActedBy => ({ actor: actorOf(request), ip: request.ip });

/**
 * Tracking codes (spec 02 sections 4.7, 4.8, 5.5, 7): the admin's calls carry the item in the
 * path and may set the local tracking number; the printer's carry it in the body and never see it.
 */
export function trackingRoutes(app: App, { database, tracking }: Services): void {
  serve(app, orderEndpoints.getSellerOrderTrackingCodes, async (request) => ({
    status: 200 as const,
    data: await tracking.ofOrder(actorOf(request), request.params.id),
  }));

  serve(app, endpoints.getAdminOrderItemsProduction, async (request) => ({
    status: 200 as const,
    data: await productionItem(database.db, actorOf(request), request.params.id),
  }));

  serve(app, endpoints.getAdminOrderItemsLogs, async (request) => {
    await productionItem(database.db, actorOf(request), request.params.id);
    return { status: 200 as const, data: await actionLog(database.db, request.params.id, true) };
  });

  serve(app, endpoints.postAdminOrderItemsAddTrackingCode, async (request) => ({
    status: 200 as const,
    ...(await tracking.add(by(request), request.params.id, request.body)),
  }));

  serve(app, endpoints.putAdminOrderItemsShipping, async (request) => ({
    status: 200 as const,
    data: await tracking.setShipping(
      by(request),
      request.params.id,
      request.body.isDisallowShipping,
    ),
  }));

  serve(app, endpoints.postPrinterAddTrackingCode, async (request) => {
    const { orderItemId, ...body } = request.body;
    return { status: 200 as const, ...(await tracking.add(by(request), orderItemId, body)) };
  });

  serve(app, endpoints.postPrinterBulkAddTrackingCode, async (request) => ({
    status: 200 as const,
    ...(await tracking.bulk(by(request), request.body)),
  }));

  serve(app, endpoints.putPrinterOrderItemsShipping, async (request) => ({
    status: 200 as const,
    data: await tracking.setShipping(
      by(request),
      request.params.id,
      request.body.isDisallowShipping,
    ),
  }));
}
