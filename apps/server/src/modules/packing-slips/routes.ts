import {
  idParamsSchema,
  packingSlipDownloadAnswerSchema,
  packingSlipDownloadBodySchema,
  packingSlipQuerySchema,
} from '@platfox/domain';
import { z } from 'zod';
import { access, actorOf } from '../../platform/access';
import { errorResponses } from '../../platform/errors';
import { attachmentHeader } from '../../platform/files/service';
import type { App, Services } from '../../platform/types';
import {
  PackingSlipDownloadService,
  type PackingSlipSettings,
  type PackingSlipSource,
} from './service';

const tags = ['packing-slips'];
const pdfContent = z.unknown().describe('The packing slips as application/pdf');

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

  app.post('/api/printer/packing-slips/mass-download', {
    config: { access: access.types('PRINTER') },
    schema: {
      tags,
      summary:
        'Mass download of packing slips (PDF), print designs or shipping labels (zip); answers the job that makes the file',
      body: packingSlipDownloadBodySchema,
      response: { 200: packingSlipDownloadAnswerSchema, ...errorResponses },
    },
    handler: (request) => downloads.request(actorOf(request), request.body),
  });

  app.get('/api/printer/order-items/:id/packing-slip', {
    config: { access: access.types('PRINTER') },
    schema: {
      tags,
      summary:
        "An item's packing slips as PDF (every quantity index, or ?qtyIndex=), recorded as printed",
      params: idParamsSchema,
      querystring: packingSlipQuerySchema,
      response: { 200: pdfContent, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { name, pdf } = await downloads.single(actorOf(request), {
        orderItemId: request.params.id,
        ...request.query,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentHeader(name).replace(/^attachment/, 'inline'))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });
  return downloads;
}
