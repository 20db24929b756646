import type { PlatformServices } from '../../platform/types';
import { CatalogImageService } from '../catalog/designs';
import { ProductService } from '../catalog/products';
import { TrackingService } from '../production/tracking';
import type { Stores } from '../stores/module';
import { importJobs } from './jobs';
import { OrderImportJob } from './order-import';
import { ProductImportJob } from './product-import';
import { importingActor, ImportQueueService } from './service';
import { TrackingImportJob } from './tracking-import';

/**
 * The import queue's parts, made once by app.ts: the service the routes serve (uploads, a queue
 * row read by id) and the jobs that import each kind of file (jobs.ts).
 */
export function createImports(
  { config, database, live, jobs, files }: PlatformServices,
  stores: Pick<Stores, 'pushes'>,
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
      new TrackingService(db, live, stores.pushes.hook),
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
