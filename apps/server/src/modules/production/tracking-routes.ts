import { orderEndpoints, productionEndpoints as endpoints } from '@platfox/domain';
import type { FastifyRequest } from 'fastify';
import { actedBy, actorOf } from '../../platform/access';
import { ok, serve, serveAs } from '../../platform/serve';
import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { actionLog, productionItem } from './views';

/**
 * Tracking codes (spec 02 sections 4.7, 4.8, 5.5, 7): the admin's calls carry the item in the
 * path and may set the local tracking number; the printer's carry it in the body and never see it.
 */
export function trackingRoutes(app: App, { database, tracking }: Services): void {
  // The admin and the printer cancel (or allow again) an item's shipping the same way.
  const setShipping = async (
    request: Pick<FastifyRequest, 'actor' | 'ip'> & {
      params: { id: string };
      body: { isDisallowShipping: boolean };
    },
  ) =>
    ok(
      await tracking.setShipping(
        actedBy(request),
        request.params.id,
        request.body.isDisallowShipping,
      ),
    );

  serveAs(app, orderEndpoints.getSellerOrderTrackingCodes, (actor, request) =>
    tracking.ofOrder(actor, request.params.id),
  );

  serveAs(app, endpoints.getAdminOrderItemsProduction, (actor, request) =>
    productionItem(database.db, actor, request.params.id),
  );

  serve(app, endpoints.getAdminOrderItemsLogs, async (request) => {
    await productionItem(database.db, actorOf(request), request.params.id);
    return ok(await actionLog(database.db, request.params.id, true));
  });

  serve(app, endpoints.postAdminOrderItemsAddTrackingCode, async (request) => ({
    status: 200 as const,
    ...(await tracking.add(actedBy(request), request.params.id, request.body)),
  }));

  serve(app, endpoints.putAdminOrderItemsShipping, setShipping);

  serve(app, endpoints.postPrinterAddTrackingCode, async (request) => {
    const { orderItemId, ...body } = request.body;
    return { status: 200 as const, ...(await tracking.add(actedBy(request), orderItemId, body)) };
  });

  serve(app, endpoints.postPrinterBulkAddTrackingCode, async (request) => ({
    status: 200 as const,
    ...(await tracking.bulk(actedBy(request), request.body)),
  }));

  serve(app, endpoints.putPrinterOrderItemsShipping, setShipping);
}
