import { packingSlipEndpoints as endpoints } from '@platfox/domain';
import { serve } from '../../platform/serve';

import { actorOf } from '../../platform/access';

import { attachmentHeader } from '../../platform/files/service';
import type { App } from '../../platform/types';
import type { Services } from '../../services';

/**
 * POST /api/printer/packing-slips/mass-download: a printer's slips as one PDF, or their print
 * designs or shipping labels as one zip, made by a job (jobs.ts, registered by app.ts); and
 * GET /api/printer/order-items/:id/packing-slip: one item's slips at once. The service, on the
 * production module's slips, is made once by app.ts.
 */
export function packingSlipRoutes(app: App, { packingSlips: downloads }: Services): void {
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
}
