import type { FastifyBaseLogger } from 'fastify';
import type { BossRuntime } from '../../platform/jobs/boss-runtime';
import type { Config } from '../../config';
import type { Database } from '../../platform/db';
import type { Live } from '../../platform/live';
import type { SettingsStore } from '../settings/index';
import { TikTokAutoPlace } from './auto-place';
import { StoreConnections } from './connected-store';
import { CredentialBox } from './credentials';
import { InboxRelay } from './inbox-relay';
import { EtsyOrderQueue } from './etsy-queue';
import { StoreJobs, storeJobs } from './jobs';
import { StoreMappingService } from './mapping';
import { StorePlatforms } from './platforms';
import type { StorePlatform } from './platforms/types';
import { StoreService } from './service';
import { StoreIngest } from './store-ingest';
import { StoreIntake } from './intake';
import type { StoreSyncDeps } from './sync-deps';
import { externalStores } from './tables';
import { TrackingPushes } from './tracking-push';
import { eq } from 'drizzle-orm';

/**
 * The store platform's parts, made once by buildApp: the registry of shop platforms (the clients
 * register in `platforms`), the services the routes serve, and the pg-boss jobs behind them
 * (`workers`, registered by app.ts).
 */
export function createStores(options: {
  config: Config;
  database: Database;
  live: Live;
  log: FastifyBaseLogger;
  settings: SettingsStore;
  /** The app's one pg-boss (useBoss), which the stores start when a store needs it. */
  boss: BossRuntime;
  platforms?: readonly StorePlatform[];
}) {
  const { config, database, live, log } = options;
  const db = database.db;
  const platforms = new StorePlatforms(options.platforms ?? []);
  const box = new CredentialBox(config.storeCredentialsKey);
  const connections = new StoreConnections(db, box, database.driver === 'pglite');
  const jobsOf = () => jobs;
  const relay = new InboxRelay(db, jobsOf, log);
  const autoPlace = new TikTokAutoPlace(db, live, log, options.settings);
  const etsyQueue = new EtsyOrderQueue(db, live, log, autoPlace);
  const syncDeps: StoreSyncDeps = {
    db,
    live,
    platforms,
    box,
    connections,
    jobs: jobsOf,
    relay,
    log,
    etsyQueue,
    autoPlace,
    publicUrl: config.publicUrl,
  };
  const intake = new StoreIntake(syncDeps, database.ahead);
  const ingest = new StoreIngest(syncDeps);
  const pushes = new TrackingPushes(
    db,
    platforms,
    connections,
    jobsOf,
    (tx) => options.settings.get('IS_DISABLE_PUSH_TRACKING_TO_STORE', tx),
    log,
  );
  const jobs: StoreJobs = new StoreJobs(options.boss, { pullCron: config.storePullCron });
  /** The store jobs' workers, which app.ts registers with every module's. */
  const workers = storeJobs(
    {
      orderImport: (inboxIds) => ingest.ingestInbox(inboxIds),
      pull: ({ storeId }) => ingest.pull(storeId),
      trackingPush: ({ pushId }, isLast) => pushes.run(pushId, isLast),
      recover: async () => {
        await pushes.recover();
        relay.start();
      },
    },
    {
      pushRetryLimit: config.storePushRetryLimit,
      pushRetryDelaySeconds: config.storePushRetryDelaySeconds,
    },
  );
  const service = new StoreService(
    db,
    platforms,
    box,
    connections,
    jobs,
    config.publicUrl,
    log,
    options.settings,
  );
  const mapping = new StoreMappingService(db, live, autoPlace);

  /** At the app's start: pg-boss only when a connected store needs it, in the background. */
  const startIfNeeded = async () => {
    const [any] = await db
      .select({ id: externalStores.id })
      .from(externalStores)
      .where(eq(externalStores.status, 'CONNECTED'))
      .limit(1);
    if (any) {
      jobs
        .started()
        .catch((error: unknown) => log.error({ err: error }, 'stores: jobs not started'));
    }
  };
  return {
    platforms,
    box,
    connections,
    jobs,
    workers,
    relay,
    intake,
    ingest,
    etsyQueue,
    pushes,
    service,
    mapping,
    startIfNeeded,
    settings: options.settings,
  };
}
export type Stores = ReturnType<typeof createStores>;
