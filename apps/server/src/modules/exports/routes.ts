import { backupEndpoints, exportEndpoints as endpoints } from '@platfox/domain';
import { serve } from '../../platform/serve';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/access';

import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { callContextOf } from '../data-lists/index';

/**
 * POST /api/exports: any signed-in user, like the data list; which lists and rows an actor may
 * export the list models decide. The export itself runs as a job (jobs.ts); the service is made
 * once by app.ts.
 */
export function exportRoutes(app: App, { exports, backups, ownerVerification }: Services): void {
  const callOf = (request: FastifyRequest) => callContextOf(request.headers, ownerVerification);

  serve(app, endpoints.postExports, (request) =>
    exports.request(actorOf(request), request.body, callOf(request)),
  );
  // printer/export-orders: the same export, of the printer's own item lists only (the schema).
  serve(app, endpoints.postPrinterExportOrders, (request) =>
    exports.request(actorOf(request), request.body, callOf(request)),
  );
  serve(app, backupEndpoints.postBackup, (request) => backups.request(actorOf(request)));
}
