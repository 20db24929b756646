import { productionEndpoints as endpoints } from '@platfox/domain';
import { serve } from '../../platform/serve';

import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/access';

import type { App } from '../../platform/types';
import type { Services } from '../../services';
import type { ActedBy } from '../order-items/index';
import { PrinterListsService } from './printer-lists';
const by = (request: FastifyRequest): ActedBy => ({ actor: actorOf(request), ip: request.ip });

/** Pick all variants, the statistic and find (issue 6, spec 03 section 7.5). */
export function printerListRoutes(app: App, services: Services): void {
  const lists = new PrinterListsService(services.database.db, services.live);

  serve(app, endpoints.postPrinterOrderItemsPickAllVariantsCount, async (request) => ({
    status: 200 as const,
    data: await lists.pickAllVariantsCount(by(request), request.body.ids),
  }));

  serve(app, endpoints.putPrinterOrderItemsPickAllVariants, async (request) => ({
    status: 200 as const,
    ...(await lists.pickAllVariants(by(request), request.body)),
  }));

  serve(app, endpoints.getPrinterStatistic, async (request) => ({
    status: 200 as const,
    data: await lists.statistic(by(request), request.query),
  }));

  serve(app, endpoints.getPrinterFind, async (request) => ({
    status: 200 as const,
    data: await lists.find(by(request), request.query.q),
  }));
}
