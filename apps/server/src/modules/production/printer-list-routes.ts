import { productionEndpoints as endpoints } from '@platfox/domain';
import { serve, serveAnswer } from '../../platform/serve';

import { actedBy } from '../../platform/access';

import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { PrinterListsService } from './printer-lists';

/** Pick all variants, the statistic and find (issue 6, spec 03 section 7.5). */
export function printerListRoutes(app: App, services: Services): void {
  const lists = new PrinterListsService(services.database.db, services.live);

  serveAnswer(app, endpoints.postPrinterOrderItemsPickAllVariantsCount, (request) =>
    lists.pickAllVariantsCount(actedBy(request), request.body.ids),
  );

  serve(app, endpoints.putPrinterOrderItemsPickAllVariants, async (request) => ({
    status: 200 as const,
    ...(await lists.pickAllVariants(actedBy(request), request.body)),
  }));

  serveAnswer(app, endpoints.getPrinterStatistic, (request) =>
    lists.statistic(actedBy(request), request.query),
  );

  serveAnswer(app, endpoints.getPrinterFind, (request) =>
    lists.find(actedBy(request), request.query.q),
  );
}
