import type { FastifyBaseLogger } from 'fastify';
import type { OwnerVerificationService } from './modules/accounts/owner-verification';
import type { ApiKeyService } from './modules/api-keys/service';
import type { AuthService } from './modules/auth/service';
import { listRegistry } from './modules/data-lists/models';
import { DataListService } from './modules/data-lists/service';
import { exportJobs } from './modules/exports/jobs';
import { ExportService } from './modules/exports/service';
import { BackupService } from './modules/exports/backup';
import {
  CatalogImageService,
  MockupQueue,
  MockupService,
  ProductService,
  catalogJobs,
} from './modules/catalog/index';
import { createImports } from './modules/imports/module';
import { issueJobs } from './modules/issues/jobs';
import { upkeepJobs } from './platform/db/upkeep';
import { IssueService } from './modules/issues/service';
import { packingSlipJobs } from './modules/packing-slips/jobs';
import { packingSlipSettings } from './modules/packing-slips/index';
import { PackingSlipDownloadService } from './modules/packing-slips/service';
import { ProductionPackingSlipSource, TrackingService } from './modules/production/index';
import type { SettingsStore } from './modules/settings/index';
import { exportReadyNotice, type SystemMailer } from './modules/mail/index';
import type { Stores } from './modules/stores/module';
import { createWebhooks } from './modules/webhooks/module';
import { staffFloorReads } from './modules/order-items/index';
import { StaffFigures, staffJobs } from './modules/staff/index';
import { createEngagement, engagementJobs } from './modules/engagement/index';
import type { BossRuntime } from './platform/jobs/boss-runtime';
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
  /** The app's mailer under the admin's mail configuration, recording every mail (modules/mail). */
  systemMailer: SystemMailer;
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
  /** What the jobs that wait on a delivery (the mailer) or run on pg-boss directly need. */
  { systemMailer, boss }: { systemMailer: SystemMailer; boss: BossRuntime },
) {
  const { config, database, live, files, jobs } = platform;
  const { db } = database;
  // Generated mockups (issue 36): made by a job the product service queues.
  const mockups = new MockupService(db, files);
  const shared = {
    mockups,
    lists: new DataListService(db, listRegistry, live),
    /** Tracking codes, pushed to the stores when added (the admin's calls and the imports). */
    tracking: new TrackingService(db, live, stores.pushes.hook),
    products: new ProductService(db, live, new MockupQueue(mockups, boss)),
    catalogImages: new CatalogImageService(db, files),
    /** The staff's live floor figures (issue 33): units moved come from the actions log. */
    staffFigures: new StaffFigures(db, live, staffFloorReads),
  };
  return {
    ...shared,
    issues: new IssueService(db, live, files, config.issueAutoCloseDays, settings),
    webhooks: createWebhooks({ database, config, log }),
    // An event's e-mail is sent by a job that waits for each delivery (the system mailer).
    engagement: createEngagement(db, jobs, systemMailer),
    // A finished admin export is told to the mail settings' export addresses (issue 36).
    exports: new ExportService(
      db,
      shared.lists,
      jobs,
      files,
      exportReadyNotice(db, platform.mailer, config.publicUrl),
    ),
    // The seller's backup (issue 36).
    backups: new BackupService(db, shared.lists, jobs, files, database.driver),
    imports: createImports(platform, shared),
    // The mass downloads, on the production module's slips and the admin's slip settings.
    packingSlips: new PackingSlipDownloadService(
      db,
      jobs,
      files,
      new ProductionPackingSlipSource(db, files, live),
      packingSlipSettings(db, settings),
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
    ...exportJobs(services.exports, services.backups),
    ...services.imports.jobs,
    ...packingSlipJobs(services.packingSlips),
    ...staffJobs(services.database.db, services.live, services.mailer),
    ...engagementJobs(services.engagement.contests, services.engagement.eventMail),
    ...catalogJobs(services.mockups),
    ...upkeepJobs(services.database, { cron: services.config.databaseUpkeepCron }),
  ];
}
