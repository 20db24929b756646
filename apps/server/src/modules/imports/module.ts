import type { PlatformServices } from '../../platform/types';
import { CatalogImageService, ProductService } from '../catalog/index';
import { type TrackingHook, TrackingService } from '../production/index';
import { importJobs } from './jobs';
import { OrderImportJob } from './order-import';
import { ProductImportJob } from './product-import';
import { importingActor, ImportQueueService } from './service';
import { TrackingImportJob } from './tracking-import';

/**
 * The import queue's parts, made once by app.ts: the service the routes serve (uploads, a queue
 * row read by id) and the jobs that import each kind of file (jobs.ts). `trackingHook` is the
 * stores' push of an imported tracking code, given by app.ts (imports does not reach stores).
 */
export function createImports(
  { config, database, live, jobs, files }: PlatformServices,
  trackingHook: TrackingHook,
) {
  const db = database.db;
  const actorOf = (id: string) => importingActor(db, id);
  const service = new ImportQueueService(db, live, jobs, files);
  const workers = importJobs({
    orders: new OrderImportJob(db, live, files, actorOf),
    trackingCodes: new TrackingImportJob(
      db,
      live,
      files,
      new TrackingService(db, live, trackingHook),
      actorOf,
    ),
    products: new ProductImportJob(
      db,
      live,
      files,
      new CatalogImageService(db, files),
      new ProductService(db, live),
      actorOf,
      { allowPrivateHosts: config.importAllowsPrivateHosts },
    ),
  });
  return { service, jobs: workers };
}
export type Imports = ReturnType<typeof createImports>;
