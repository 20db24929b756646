import { packingSlipDownloadAnswerSchema, packingSlipDownloadBodySchema } from '@platfox/domain';
import { access, actorOf } from '../../platform/access';
import { errorResponses } from '../../platform/errors';
import type { App, Services } from '../../platform/types';
import {
  PackingSlipDownloadService,
  type PackingSlipSettings,
  type PackingSlipSource,
} from './service';

/**
 * POST /api/printer/packing-slips/mass-download: a printer's slips as one PDF, or their print
 * designs or shipping labels as one zip, made by a job (its handler is registered here). The
 * slips come from `source`, the production module's, given by whoever wires this into the app.
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
      tags: ['packing-slips'],
      summary:
        'Mass download of packing slips (PDF), print designs or shipping labels (zip); answers the job that makes the file',
      body: packingSlipDownloadBodySchema,
      response: { 200: packingSlipDownloadAnswerSchema, ...errorResponses },
    },
    handler: (request) => downloads.request(actorOf(request), request.body),
  });
  return downloads;
}
