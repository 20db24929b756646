import { productionEndpoints as endpoints } from '@platfox/domain';
import { serve } from '../../platform/serve';

import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/access';

import type { App } from '../../platform/types';
import type { Services } from '../../services';
import type { ActedBy } from '../order-items/index';
import { ProductionService } from './service';
import { floorFileRoutes } from './floor-file-routes';
import { printerListRoutes } from './printer-list-routes';
import { trackingRoutes } from './tracking-routes';

const by = (request: FastifyRequest): ActedBy => ({ actor: actorOf(request), ip: request.ip });

/** The printer floor (spec 02 section 4.13, spec 03 sections 4 and 7.5) and tracking codes. */
export function productionRoutes(app: App, services: Services): void {
  const production = new ProductionService(services.database.db, services.live);

  serve(app, endpoints.getPrinterOrderItemsOne, async (request) => ({
    status: 200 as const,
    data: await production.item(by(request), request.params.id),
  }));

  serve(app, endpoints.getPrinterOrderItemsLogs, async (request) => ({
    status: 200 as const,
    data: await production.log(by(request), request.params.id),
  }));

  serve(app, endpoints.putPrinterOrderItemsStatus, async (request) => ({
    status: 200 as const,
    ...(await production.bulk(by(request), request.body)),
  }));

  serve(app, endpoints.putOrderItemsIndexes, async (request) => ({
    status: 200 as const,
    ...(await production.indexes(by(request), request.params.id, request.body)),
  }));

  serve(app, endpoints.putPrinterOrderItemsComingStockDate, async (request) => ({
    status: 200 as const,
    data: await production.comingDate(by(request), request.params.id, request.body),
  }));

  serve(app, endpoints.postPrinterScan, async (request) => ({
    status: 200 as const,
    ...(await production.scan(by(request), request.body)),
  }));

  serve(app, endpoints.postPrinterVerify, async (request) => ({
    status: 200 as const,
    data: await production.verify(by(request), request.params, request.body),
  }));

  serve(app, endpoints.getPrinterCheckOrder, async (request) => ({
    status: 200 as const,
    data: await production.lookUpSlip(by(request), request.params),
  }));

  trackingRoutes(app, services);
  floorFileRoutes(app, services, production);
  printerListRoutes(app, services);
}
