import type { PlatformServices } from '../../platform/types';
import type { CatalogImageService, ProductService } from '../catalog/index';
import { ProductionService, type TrackingService } from '../production/index';
import { ComingDateImportJob } from './coming-date-import';
import { importJobs } from './jobs';
import { OrderImportJob } from './order-import';
import { ProductImportJob } from './product-import';
import { importingActor, ImportQueueService } from './service';
import { TrackingImportJob } from './tracking-import';

/**
 * The import queue's parts, made once by app.ts: the service the routes serve (uploads, a queue
 * row read by id) and the jobs that import each kind of file (jobs.ts), on the catalogue's and
 * production's services made once by services.ts.
 */
export function createImports(
  { config, database, live, jobs, files }: PlatformServices,
  shared: {
    tracking: TrackingService;
    products: ProductService;
    catalogImages: CatalogImageService;
  },
) {
  const db = database.db;
  const actorOf = (id: string) => importingActor(db, id);
  const service = new ImportQueueService(db, live, jobs, files);
  const workers = importJobs({
    orders: new OrderImportJob(db, live, files, actorOf),
    trackingCodes: new TrackingImportJob(db, live, files, shared.tracking, actorOf),
    products: new ProductImportJob(
      db,
      live,
      files,
      shared.catalogImages,
      shared.products,
      actorOf,
      { allowPrivateHosts: config.importAllowsPrivateHosts },
    ),
    // The admin's coming-date change, without the floor's staff figures (no staff works it).
    comingDates: new ComingDateImportJob(db, live, files, new ProductionService(db, live), actorOf),
  });
  return { service, jobs: workers };
}
export type Imports = ReturnType<typeof createImports>;
