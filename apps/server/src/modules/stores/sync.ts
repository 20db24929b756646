import { STORE_ORDER_IMPORT_TYPES, type ExternalStoreType } from '@platfox/domain';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import type { Live } from '../../platform/live';
import { announceListChange } from '../data-lists/live';
import { importQueues } from '../imports/tables';
import type { CredentialBox } from './credentials';
import {
  fromOrderData,
  ingestOrders,
  toOrderData,
  upsertCatalogue,
  type IngestResult,
} from './ingest';
import type { TikTokAutoPlace } from './auto-place';
import { STORE_QUEUES, type StoreJobs } from './jobs';
import type { StorePlatforms } from './platforms';
import { StoreAuthError, type StoreOrder, type StoreWebhookEvent } from './platforms/types';
import { markDisconnected, WEBHOOK_SECRET_KEY } from './service';
import { externalStores, type ExternalStoreRow, type StoreOrderData } from './tables';

/** What the webhook route answers: 401 for a forgery, 404 for a platform we do not speak. */
export type WebhookOutcome = 'accepted' | 'forged' | 'unknown-platform';

/** How far back the first pull of a new store reaches. */
const FIRST_PULL_DAYS = 30;

/**
 * Orders in (issue 17): webhooks are verified and queued (an import queue row of the store's type
 * and a pg-boss job, one transaction, nothing else on the request's path), then ingested by the
 * job; a pull reads the platform page by page, each page ingested in one transaction and recorded
 * as one import queue row.
 */
export class StoreSync {
  constructor(
    private readonly db: Db,
    private readonly live: Live,
    private readonly platforms: StorePlatforms,
    private readonly box: CredentialBox,
    private readonly jobs: () => StoreJobs,
    private readonly log: FastifyBaseLogger,
    private readonly autoPlace: TikTokAutoPlace,
  ) {}

  private async connectedStore(type: ExternalStoreType, domain: string) {
    const [store] = await this.db
      .select()
      .from(externalStores)
      .where(
        and(
          eq(externalStores.type, type),
          eq(externalStores.domain, domain),
          eq(externalStores.status, 'CONNECTED'),
        ),
      );
    return store;
  }

  /** A webhook's raw body: verified by the platform, then queued. Writes nothing unless verified. */
  async receive(
    type: ExternalStoreType,
    headers: Record<string, string | string[] | undefined>,
    rawBody: Buffer,
  ): Promise<WebhookOutcome> {
    const platform = this.platforms.find(type);
    if (!platform) return 'unknown-platform';
    const verified = await platform.verifyWebhook(headers, rawBody, async (domain) => {
      const store = await this.connectedStore(type, domain);
      if (!store?.credentials) return null;
      return this.box.open(store.id, store.credentials)[WEBHOOK_SECRET_KEY] ?? null;
    });
    if (!verified) return 'forged';
    const store = await this.connectedStore(type, verified.domain);
    // A shop no seller has connected (any more): acknowledged, so the platform stops retrying.
    if (store) await this.act(store, verified.event);
    return 'accepted';
  }

  private async act(store: ExternalStoreRow, event: StoreWebhookEvent): Promise<void> {
    if (event.kind === 'ignored') return;
    if (event.kind === 'uninstalled') {
      await this.db.transaction((tx) => markDisconnected(tx, store.id));
      await this.jobs().unschedulePull(store.id);
      return;
    }
    const jobs = this.jobs();
    await jobs.started();
    await this.db.transaction(async (tx) => {
      const [entry] = await tx
        .insert(importQueues)
        .values({
          ownerId: store.sellerId,
          type: STORE_ORDER_IMPORT_TYPES[store.type],
          fileName: store.name,
          totalLines: 1,
          data:
            event.kind === 'order'
              ? { storeId: store.id, order: toOrderData(event.order) }
              : { storeId: store.id, externalOrderId: event.externalOrderId },
        })
        .returning({ id: importQueues.id });
      await jobs.sendIn(tx, STORE_QUEUES.orderImport, { importQueueId: entry!.id });
    });
  }

  /** The job of a queued webhook order: ingested in one transaction with its queue row's end. */
  async importQueued(importQueueId: string): Promise<void> {
    const [entry] = await this.db
      .select()
      .from(importQueues)
      .where(eq(importQueues.id, importQueueId));
    if (!entry || entry.status === 'FINISHED') return;
    const data = entry.data as {
      storeId: string;
      order?: StoreOrderData;
      externalOrderId?: string;
    } | null;
    const [store] = data
      ? await this.db.select().from(externalStores).where(eq(externalStores.id, data.storeId))
      : [];
    if (!data || !store || store.status !== 'CONNECTED') {
      await this.db
        .update(importQueues)
        .set({ status: 'FAIL', message: 'The store is disconnected', finishedAt: new Date() })
        .where(eq(importQueues.id, importQueueId));
      return;
    }
    const order = data.order ? fromOrderData(data.order) : await this.fetchOrder(store, data);
    if (!order) {
      await this.db
        .update(importQueues)
        .set({ status: 'FAIL', message: 'The shop has no such order', finishedAt: new Date() })
        .where(eq(importQueues.id, importQueueId));
      return;
    }
    const result = await this.db.transaction(async (tx) => {
      const done = await ingestOrders(tx, this.live, store, [order]);
      await tx
        .update(importQueues)
        .set({
          status: 'FINISHED',
          startedAt: entry.startedAt ?? new Date(),
          finishedAt: new Date(),
          createdLines: done.received - done.duplicates,
          createdOrders: done.imported,
        })
        .where(eq(importQueues.id, importQueueId));
      return done;
    });
    this.announce(store, result);
    await this.autoPlace.run(store, result.drafts);
  }

  /**
   * The order a webhook only named (TikTok Shop), read from the shop; a failure throws, so the
   * job is retried.
   */
  private async fetchOrder(
    store: ExternalStoreRow,
    data: { externalOrderId?: string },
  ): Promise<StoreOrder | null> {
    const platform = this.platforms.find(store.type);
    if (!platform?.getOrder || !data.externalOrderId || !store.credentials) return null;
    const connected = {
      domain: store.domain,
      credentials: this.box.open(store.id, store.credentials),
    };
    return platform.getOrder(connected, data.externalOrderId);
  }

  /**
   * A pull: the shop's products, then its orders updated since the last pull, one transaction per
   * page. A failure is kept on the store (lastSyncError) and thrown, so pg-boss retries the pull.
   */
  async pull(storeId: string): Promise<void> {
    const [store] = await this.db
      .select()
      .from(externalStores)
      .where(eq(externalStores.id, storeId));
    if (!store || store.status !== 'CONNECTED' || !store.credentials) return;
    const platform = this.platforms.find(store.type);
    if (!platform) return;
    const connected = {
      domain: store.domain,
      credentials: this.box.open(store.id, store.credentials),
    };
    const startedAt = new Date();
    const since =
      store.pulledThrough ?? new Date(store.createdAt.getTime() - FIRST_PULL_DAYS * 86_400_000);
    try {
      let page: string | undefined;
      do {
        const products = await platform.listProducts(connected, page);
        await this.db.transaction((tx) => upsertCatalogue(tx, store.id, products.items));
        page = products.next;
      } while (page);
      do {
        const orders = await platform.listOrders(connected, since, page);
        await this.ingestPage(store, orders.items);
        page = orders.next;
      } while (page);
      await this.db
        .update(externalStores)
        .set({ lastSyncAt: new Date(), lastSyncError: null, pulledThrough: startedAt })
        .where(eq(externalStores.id, store.id));
    } catch (error) {
      const message =
        error instanceof StoreAuthError
          ? 'The shop refused our credentials: reconnect the store'
          : 'The shop could not be reached; the pull will be tried again';
      this.log.warn({ err: error, storeId }, 'stores: pull failed');
      await this.db
        .update(externalStores)
        .set({ lastSyncAt: new Date(), lastSyncError: message })
        .where(eq(externalStores.id, store.id));
      if (!(error instanceof StoreAuthError)) throw error;
    }
  }

  /** One pulled page: its import queue row and its orders, in one transaction. */
  private async ingestPage(store: ExternalStoreRow, orders: StoreOrder[]): Promise<void> {
    if (orders.length === 0) return;
    const result = await this.db.transaction(async (tx) => {
      const done = await ingestOrders(tx, this.live, store, orders);
      const now = new Date();
      await tx.insert(importQueues).values({
        ownerId: store.sellerId,
        type: STORE_ORDER_IMPORT_TYPES[store.type],
        status: 'FINISHED',
        fileName: store.name,
        data: { storeId: store.id, pulled: orders.map((order) => order.externalOrderId) },
        totalLines: done.received,
        createdLines: done.received - done.duplicates,
        createdOrders: done.imported,
        startedAt: now,
        finishedAt: now,
      });
      return done;
    });
    this.announce(store, result);
    await this.autoPlace.run(store, result.drafts);
  }

  private announce(store: ExternalStoreRow, result: IngestResult): void {
    const owners = [{ type: 'SELLER' as const, id: store.sellerId }];
    announceListChange(this.live, {
      model: 'external-store-order',
      kind: 'updated',
      ids: [],
      owners,
    });
    if (result.imported > 0) {
      announceListChange(this.live, { model: 'order', kind: 'created', ids: [], owners });
    }
  }
}
