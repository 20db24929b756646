import { exportEndpoints as endpoints } from '@platfox/domain';
import { serve } from '../../platform/serve';
import { EXPORT_JOB_KIND } from '@platfox/domain';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/access';

import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { callContextOf, DataListService, listRegistry } from '../data-lists/index';
import { ExportService } from './service';

/**
 * POST /api/exports: any signed-in user, like the data list; which lists and rows an actor may
 * export the list models decide. The export itself runs as a job (its handler is wired here).
 */
export function exportRoutes(
  app: App,
  { database, jobs, files, ownerVerification, live }: Services,
): void {
  const lists = new DataListService(database.db, listRegistry, live);
  const exports = new ExportService(database.db, lists, jobs, files);
  jobs.register(EXPORT_JOB_KIND, (context) => exports.run(context));
  const callOf = (request: FastifyRequest) => callContextOf(request.headers, ownerVerification);

  serve(app, endpoints.postExports, (request) =>
    exports.request(actorOf(request), request.body, callOf(request)),
  );
}
