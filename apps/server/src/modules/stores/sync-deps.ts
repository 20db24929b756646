import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db';
import type { Live } from '../../platform/live';
import type { TikTokAutoPlace } from './auto-place';
import type { StoreConnections } from './connected-store';
import type { CredentialBox } from './credentials';
import type { EtsyOrderQueue } from './etsy-queue';
import type { InboxRelay } from './inbox-relay';
import type { StoreJobs } from './jobs';
import type { StorePlatforms } from './platforms';

/**
 * What orders in lean on, built once by createStores (module.ts) and handed whole to the intake
 * (intake.ts) and the ingest (store-ingest.ts), each taking the parts it uses.
 */
export type StoreSyncDeps = {
  db: Db;
  live: Live;
  platforms: StorePlatforms;
  box: CredentialBox;
  connections: StoreConnections;
  /** The store jobs, read late: they are built with the ingest's handlers. */
  jobs: () => StoreJobs;
  relay: InboxRelay;
  log: FastifyBaseLogger;
  etsyQueue: EtsyOrderQueue;
  autoPlace: TikTokAutoPlace;
  /** The app's public address, which the shops' webhook subscriptions name. */
  publicUrl: string;
};
