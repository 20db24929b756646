import type { FastifyBaseLogger } from 'fastify';
import type { OwnerVerificationService } from './modules/accounts/owner-verification';
import type { ApiKeyService } from './modules/api-keys/service';
import type { AuthService } from './modules/auth/service';
import { listRegistry } from './modules/data-lists/models';
import { DataListService } from './modules/data-lists/service';
import { exportJobs } from './modules/exports/jobs';
import { ExportService } from './modules/exports/service';
import { createImports, type Imports } from './modules/imports/module';
import { issueJobs } from './modules/issues/jobs';
import { IssueService } from './modules/issues/service';
import { packingSlipJobs } from './modules/packing-slips/jobs';
import { PackingSlipDownloadService } from './modules/packing-slips/service';
import { packingSlipSettings, ProductionPackingSlipSource } from './modules/production/index';
import type { SettingsStore } from './modules/settings/index';
import type { Stores } from './modules/stores/module';
import { createWebhooks, type Webhooks } from './modules/webhooks/module';
import type { JobWorker } from './platform/jobs/declare';
import type { PlatformServices } from './platform/types';

/**
 * What the modules' routes are built from (buildApp makes it): the platform's services and the
 * modules' services every module may use. Declared beside app.ts, not in platform/, because it
 * names module services and platform/ imports no module.
 */
export type Services = PlatformServices & {
  auth: AuthService;
  /** These two also serve the access guard: API keys and feature tokens. */
  apiKeys: ApiKeyService;
  ownerVerification: OwnerVerificationService;
  /** The store platform (modules/stores): its services, platform registry and pg-boss jobs. */
  stores: Stores;
  /** The typed settings store (modules/settings/store.ts): cached, told of every change. */
  settings: SettingsStore;
} & ModuleServices;

export type ModuleServices = ReturnType<typeof createModuleServices>;

/**
 * The modules' services that their jobs run as well as their routes: made once here, so a job and
 * a request share one service.
 */
export function createModuleServices(
  platform: PlatformServices,
  stores: Stores,
  settings: SettingsStore,
  log: FastifyBaseLogger,
): {
  issues: IssueService;
  webhooks: Webhooks;
  exports: ExportService;
  imports: Imports;
  packingSlips: PackingSlipDownloadService;
} {
  const { config, database, live, files, jobs } = platform;
  const lists = new DataListService(database.db, listRegistry, live);
  return {
    issues: new IssueService(database.db, live, files, config.issueAutoCloseDays),
    webhooks: createWebhooks({ database, config, log }),
    exports: new ExportService(database.db, lists, jobs, files),
    imports: createImports(platform, stores.pushes.hook),
    // The mass downloads, on the production module's slips and the admin's slip settings.
    packingSlips: new PackingSlipDownloadService(
      database.db,
      jobs,
      files,
      new ProductionPackingSlipSource(database.db, files, live),
      packingSlipSettings(database.db, settings),
    ),
  };
}

/**
 * Every background job of the app, each declared in its module's `jobs.ts` (docs/recipes.md, "A
 * job"), bound to the services above: buildApp registers this one list (registerJobs).
 */
export function jobWorkersOf(services: Services): JobWorker[] {
  return [
    ...services.stores.workers,
    ...services.webhooks.jobs,
    ...issueJobs(services.issues, { cron: services.config.issueAutoCloseCron }),
    ...exportJobs(services.exports),
    ...services.imports.jobs,
    ...packingSlipJobs(services.packingSlips),
  ];
}
