import { productionEndpoints as endpoints } from '@platfox/domain';
import { serve, serveAnswer } from '../../platform/serve';

import { actedBy } from '../../platform/access';

import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { ProductionService } from './service';
import { floorFileRoutes } from './floor-file-routes';
import { printerListRoutes } from './printer-list-routes';
import { cartRoutes } from './cart-routes';
import { trackingRoutes } from './tracking-routes';
import { attachmentHeader } from '../../platform/files/service';
import { ProductionPackingSlipSource } from './packing-slip-source';
import { PrintDesignService } from './print-designs';

/** The printer floor (spec 02 section 4.13, spec 03 sections 4 and 7.5) and tracking codes. */
export function productionRoutes(app: App, services: Services): void {
  const production = new ProductionService(
    services.database.db,
    services.live,
    services.staffFigures,
    (error) => app.log.error(error),
  );

  serveAnswer(app, endpoints.getPrinterOrderItemsOne, (request) =>
    production.item(actedBy(request), request.params.id),
  );

  serveAnswer(app, endpoints.getPrinterOrderItemsLogs, (request) =>
    production.log(actedBy(request), request.params.id),
  );

  serve(app, endpoints.putPrinterOrderItemsStatus, async (request) => ({
    status: 200 as const,
    ...(await production.bulk(actedBy(request), request.body)),
  }));

  serve(app, endpoints.putOrderItemsIndexes, async (request) => ({
    status: 200 as const,
    ...(await production.indexes(actedBy(request), request.params.id, request.body)),
  }));

  serveAnswer(app, endpoints.putPrinterOrderItemsComingStockDate, (request) =>
    production.comingDate(actedBy(request), request.params.id, request.body),
  );

  serve(app, endpoints.postPrinterScan, async (request) => ({
    status: 200 as const,
    ...(await production.scan(actedBy(request), request.body)),
  }));

  serveAnswer(app, endpoints.postPrinterVerify, (request) =>
    production.verify(actedBy(request), request.params, request.body),
  );

  serveAnswer(app, endpoints.getPrinterCheckOrder, (request) =>
    production.lookUpSlip(actedBy(request), request.params),
  );

  // An item's print designs, read from the file store the way the slips read them.
  const printDesigns = new PrintDesignService(
    services.database.db,
    new ProductionPackingSlipSource(services.database.db, services.files, services.live).loadFile,
  );
  serveAnswer(app, endpoints.getPrinterPrintDesignsOne, (request) =>
    printDesigns.read(actedBy(request), request.params.code),
  );
  serve(app, endpoints.getPrinterDownloadPrintDesigns, async (request, reply) => {
    const { code, uploadTypeItemId } = request.query;
    const file = await printDesigns.download(actedBy(request), code, uploadTypeItemId);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', attachmentHeader(file.name))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.content);
  });

  trackingRoutes(app, services);
  floorFileRoutes(app, services, production);
  printerListRoutes(app, services);
  cartRoutes(app, services);
}
