import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { OwnerVerificationService } from './modules/accounts/owner-verification';
import { roleRoutes } from './modules/accounts/role-routes';
import { accountRoutes } from './modules/accounts/routes';
import { addressReminderCount } from './modules/orders/index';
import { claimCoupon, priceWithCoupon } from './modules/coupons/index';
import { draftsOfImport } from './modules/imports/index';
import { userRoutes } from './modules/accounts/user-routes';
import { apiKeyRoutes } from './modules/api-keys/routes';
import { dataListRoutes } from './modules/data-lists/routes';
import { eventRoutes } from './modules/events/routes';
import { engagementRoutes } from './modules/engagement/routes';
import { groupsOf, listenForAwards, sessionBadgesOf } from './modules/engagement/index';
import { notificationRoutes } from './modules/notifications/routes';
import { exportRoutes } from './modules/exports/routes';
import { ledgerRoutes } from './modules/ledger/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { orderRoutes } from './modules/orders/routes';
import { couponRoutes } from './modules/coupons/routes';
import { advancedFilterRoutes } from './modules/advanced-filters/routes';
import { networkRoutes } from './modules/networks/routes';
import { productionRoutes } from './modules/production/routes';
import { packingSlipRoutes } from './modules/packing-slips/routes';
import { signatureRoutes } from './modules/packing-slips/signature-routes';
import { afterSaleRoutes } from './modules/orders/after-sale-routes';
import { importRoutes } from './modules/imports/routes';
import { ApiKeyService } from './modules/api-keys/service';
import { authRoutes } from './modules/auth/routes';
import { AuthService } from './modules/auth/service';
import { healthRoutes } from './modules/health/routes';
import { staffRoutes } from './modules/staff/routes';
import { humanResourceRoutes } from './modules/staff/hr-routes';
import { shipmentTrackerRoutes } from './modules/shipment-trackers/routes';
import { stockRoutes } from './modules/stock/routes';
import { webhookRoutes } from './modules/webhooks/routes';
// Issue 36: site content.
import { siteContentRoutes } from './modules/site-content/routes';
import { galleryRoutes } from './modules/gallery/routes';
import { issueRoutes } from './modules/issues/routes';
import { settingRoutes } from './modules/settings/routes';
import { SettingsStore } from './modules/settings/index';
import { slipSizeSource } from './modules/packing-slips/signature-settings';
import { createStores } from './modules/stores/module';
import { useBoss } from './platform/jobs/boss-runtime';
import { storeRoutes } from './modules/stores/routes';
import { auditRoutes } from './modules/audit/routes';
import { statisticsRoutes } from './modules/statistics/routes';
import { storePlatformsFor } from './modules/stores/platforms';
import { demoShopFor } from './demo/demo-shop';
import type { StorePlatform } from './modules/stores/platforms/types';
import { registerAccessControl } from './platform/access';
import type { Database } from './platform/db';
import { registerErrorHandling } from './platform/errors';
import { createFileStore, fileRoutes, FileService, type FileStore } from './platform/files';
import { jobRoutes, ProgressJobs } from './platform/jobs';
import { registerJobs } from './platform/jobs/register';
import { validatorCompiler } from './platform/validation-messages';
import { registerJsonDepthLimit } from './platform/json-depth';
import { registerSecurityHeaders } from './platform/security-headers';
import { bucketOrigins } from './platform/files/s3';
import { createLive, type Live } from './platform/live';
import { loggerOptions } from './platform/logging';
import { createMailer, inBackground, type Mailer } from './platform/mail';
import { PasswordBox, SystemMailer } from './modules/mail/index';
import { mailRoutes } from './modules/mail/routes';
import { registerOpenApi } from './platform/openapi';
import type { App } from './platform/types';
import { createModuleServices, jobWorkersOf, type Services } from './services';
import { subscribeToHooks } from './subscriptions';
import { registerWebApp } from './platform/web';

export type BuildOptions = {
  config: Config;
  database: Database;
  /** Pino options, or false for silence (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app to serve; none in API tests. */
  webRoot?: string;
  /** Where mail goes; by default SMTP_URL's server or the outbox folder (tests keep it in memory). */
  mailer?: Mailer;
  /** Where file contents go; by default S3 when configured, else DATA_DIR/files. */
  fileStore?: FileStore;
  /** Shop platforms instead of the configured clients (tests: an in-memory platform). */
  storePlatforms?: readonly StorePlatform[];
};

/**
 * Every route validates and encodes with zod. Named as the compilers' factories (rather than set
 * after construction), they keep Fastify from loading ajv and fast-json-stringify for default
 * compilers it would never use: about 0.25 s of a start (issue 16). Fastify types the factories
 * for ajv's schemas only, hence the cast (setValidatorCompiler installs a factory like these).
 */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/** Builds the whole app without listening, so tests drive it through `inject`. */
export async function buildApp({
  config,
  database,
  logger,
  webRoot,
  mailer: givenMailer,
  fileStore,
  storePlatforms,
}: BuildOptions): Promise<App> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // 1 MiB of JSON is far above any form; uploads go through their own routes.
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    schemaController: { compilersFactory: ZOD_COMPILERS },
  }).withTypeProvider<ZodTypeProvider>();
  // Exact routes (serve's isAnswerExact) skip the answer's encoding in production only.
  app.decorate('areAnswersChecked', !config.isProduction);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // The shutdown's order (issue 29): Fastify stops taking requests and finishes those in flight;
  // preClose closes the sockets; then the onClose hooks, which avvio runs last-registered first:
  // the watched jobs hand their running jobs back and pg-boss stops (below), then this
  // first hook closes Redis and drains the mail, after every job's last event; main.ts then
  // closes the database.
  const closing: { live?: Live } = {};
  // Every mail goes through the admin's mail configuration and is recorded (modules/mail).
  const systemMailer = new SystemMailer(
    givenMailer ?? createMailer(config),
    database.db,
    new PasswordBox(config.storeCredentialsKey),
  );
  await systemMailer.refresh();
  const mailer = inBackground(systemMailer, app.log);
  app.addHook('onClose', async () => {
    await closing.live?.close();
    await mailer.drain();
  });
  const auth = new AuthService(database.db, config, mailer, async (db, sellerId) => ({
    badges: await sessionBadgesOf(db, sellerId),
    group: await groupsOf(db, sellerId),
  }));
  const apiKeys = new ApiKeyService(database.db);
  const ownerVerification = new OwnerVerificationService(database.db, mailer);
  registerErrorHandling(app);
  registerJsonDepthLimit(app);
  registerSecurityHeaders(app, {
    publicUrl: config.publicUrl,
    webRoot,
    uploadOrigins: bucketOrigins(config.s3),
  });
  registerAccessControl(app, {
    fromSessionToken: (token) => auth.actorFromToken(token),
    fromApiKey: (key) => apiKeys.actorFromKey(key),
    isFeatureTokenValid: (userId, token) => ownerVerification.isFeatureTokenValid(userId, token),
  });
  await registerOpenApi(app, config.appVersion);

  const live = await createLive({
    server: app.server,
    resolveActor: (token) => auth.actorFromToken(token),
    redisUrl: config.redisUrl,
    logger: app.log,
    isPayloadChecked: !config.isProduction,
  });
  closing.live = live;
  app.decorate('live', live);
  app.addHook('preClose', () => live.stopAccepting());

  const settings = new SettingsStore(
    database.db,
    { PACKING_SLIP_SIZE: slipSizeSource },
    // A deployment's environment variable is the switch's default until an admin sets it.
    { IS_DISABLE_PUSH_TRACKING_TO_STORE: String(config.isPushTrackingToStoreDisabled) },
  );
  await settings.listen(database);
  app.addHook('onClose', () => settings.close());

  // Every background job runs on the app's one pg-boss (issue 30). The watched jobs' stop is
  // registered after pg-boss's own, so it runs first (onClose hooks run last-registered first):
  // their running jobs hand back their work while pg-boss still runs.
  const boss = useBoss(app, { database, config });
  const jobs = new ProgressJobs(database.db, live, app.log, boss, {
    concurrency: config.jobConcurrency,
    pollMs: config.jobPollMs,
  });
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());
  const files = new FileService(database.db, fileStore ?? createFileStore(config));

  const stores = createStores({
    config,
    database,
    settings,
    live,
    log: app.log,
    boss,
    platforms: storePlatforms ?? demoShopFor(config, storePlatformsFor(config)),
  });

  subscribeToHooks();
  const platform = { config, database, live, mailer, jobs, files };
  const services: Services = {
    ...platform,
    auth,
    apiKeys,
    ownerVerification,
    stores,
    settings,
    systemMailer,
    ...createModuleServices(platform, stores, settings, app.log, { systemMailer, boss }),
  };
  // New badges are told to their sellers once the awarding transaction commits (its NOTIFY).
  const awards = await listenForAwards(database, live, (error) =>
    app.log.error({ err: error }, 'telling a badge award failed'),
  );
  app.addHook('onClose', () => awards.stop());
  // Every module's jobs, declared in its jobs.ts, registered here and nowhere else.
  registerJobs({ boss, jobs }, jobWorkersOf(services));
  app.addHook('preClose', () => services.webhooks.dispatcher.stop());
  const modules = [
    healthRoutes,
    authRoutes,
    (scope: App, given: Services) =>
      accountRoutes(scope, given, { addressReminderCount, badgesOf: sessionBadgesOf, groupsOf }),
    userRoutes,
    roleRoutes,
    apiKeyRoutes,
    staffRoutes,
    humanResourceRoutes,
    dataListRoutes,
    notificationRoutes,
    eventRoutes,
    engagementRoutes,
    jobRoutes,
    fileRoutes,
    exportRoutes,
    ledgerRoutes,
    catalogRoutes,
    (scope: App, given: Services) =>
      orderRoutes(scope, given, { coupons: { priceWithCoupon, claimCoupon }, draftsOfImport }),
    couponRoutes,
    advancedFilterRoutes,
    networkRoutes,
    productionRoutes,
    packingSlipRoutes,
    signatureRoutes,
    afterSaleRoutes,
    importRoutes,
    shipmentTrackerRoutes,
    stockRoutes,
    webhookRoutes,
    storeRoutes,
    issueRoutes,
    settingRoutes,
    auditRoutes,
    siteContentRoutes,
    mailRoutes,
    galleryRoutes,
    statisticsRoutes,
  ];
  for (const routes of modules) routes(app, services);
  await registerWebApp(app, webRoot);
  return app;
}
