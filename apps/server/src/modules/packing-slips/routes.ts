import { packingSlipEndpoints as endpoints } from '@platfox/domain';
import { serve } from '../../platform/serve';

import { actorOf } from '../../platform/access';

import { attachmentHeader } from '../../platform/files/service';
import type { App } from '../../platform/types';
import type { Services } from '../../services';
import {
  PackingSlipDownloadService,
  type PackingSlipSettings,
  type PackingSlipSource,
} from './service';

/**
 * POST /api/printer/packing-slips/mass-download: a printer's slips as one PDF, or their print
 * designs or shipping labels as one zip, made by a job (its handler is registered here); and
 * GET /api/printer/order-items/:id/packing-slip: one item's slips at once. The slips come from
 * `source`, the production module's, given by whoever wires this into the app.
 */
export function packingSlipRoutes(
  app: App,
  { database, jobs, files }: Pick<Services, 'database' | 'jobs' | 'files'>,
  source: PackingSlipSource,
  settings: PackingSlipSettings,
): PackingSlipDownloadService {
  const downloads = new PackingSlipDownloadService(
    database.db,
    jobs,
    files,
    source,
    settings,
  ).register();

  serve(app, endpoints.postPrinterPackingSlipsMassDownload, (request) =>
    downloads.request(actorOf(request), request.body),
  );

  serve(app, endpoints.getPrinterOrderItemsPackingSlip, async (request, reply) => {
    const { name, pdf } = await downloads.single(actorOf(request), {
      orderItemId: request.params.id,
      ...request.query,
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachmentHeader(name).replace(/^attachment/, 'inline'))
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
  return downloads;
}
