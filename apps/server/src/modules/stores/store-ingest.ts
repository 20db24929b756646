import { STORE_MESSAGES, STORE_ORDER_IMPORT_TYPES } from '@platfox/domain';
import { eq, inArray } from 'drizzle-orm';
import { announceListChange } from '../../platform/live';
import { importsReadModel } from '../imports/index';
import { webhookAddressOf } from './connect-input';
import { failEntries, finishEntries, noteError, pruneInbox, takeEntries } from './inbox';
import { upsertCatalogue } from './catalogue';
import { ingestOrders, type IngestResult } from './ingest';
import { fromOrderData } from './order-data';
import { learnProducts } from './learn-products';
import { tellSeller } from './needs-you';
import { StoreAuthError, StoreQuotaError, type StoreOrder } from './platforms/types';
import { resubscribe } from './subscriptions';
import type { StoreSyncDeps } from './sync-deps';
import { externalStores, type ExternalStoreRow, type StoreInboxRow } from './tables';
const { importQueues } = importsReadModel;

/** How many orders a batch of webhook jobs reads from a shop at once (those naming an order only). */
const FETCHES_AT_ONCE = 5;

/** How far back the first pull of a new store reaches. */
const FIRST_PULL_DAYS = 30;

/**
 * Orders in, the ingest (issue 17, split in issue 30): platform orders become store orders and
 * drafts of the seller (ingest.ts, through the orders module), from the webhook inbox a batch of
 * jobs at a time, or from a pull of the shop page by page, each page in one transaction and
 * recorded as one import queue row.
 */
export class StoreIngest {
  constructor(
    private readonly deps: Pick<
      StoreSyncDeps,
      'db' | 'live' | 'platforms' | 'connections' | 'log' | 'etsyQueue' | 'autoPlace' | 'publicUrl'
    >,
  ) {}

  /**
   * The jobs of received webhooks, a batch at a time (a burst of webhooks is many small jobs):
   * each store's orders ingested in one transaction with their inbox rows' end, then auto-placed.
   * A row already ended (a retried batch) is skipped; one whose store is gone or whose order the
   * shop no longer has ends as FAIL. A throw (the shop or the database failed) is kept on the
   * rows and retries the job.
   */
  async ingestInbox(inboxIds: readonly string[]): Promise<void> {
    if (inboxIds.length === 0) return;
    const entries = await takeEntries(this.deps.db, inboxIds);
    try {
      await this.ingestEntries(entries);
    } catch (error) {
      await noteError(
        this.deps.db,
        entries.map((entry) => entry.id),
        error,
      ).catch(() => undefined);
      throw error;
    }
  }

  private async ingestEntries(entries: readonly StoreInboxRow[]): Promise<void> {
    const storeIds = [...new Set(entries.map((entry) => entry.storeId))];
    const stores = new Map(
      (storeIds.length > 0
        ? await this.deps.db
            .select()
            .from(externalStores)
            .where(inArray(externalStores.id, storeIds))
        : []
      ).map((store) => [store.id, store]),
    );
    const gone: string[] = [];
    const missing: string[] = [];
    const work = new Map<
      string,
      { store: ExternalStoreRow; entries: StoreInboxRow[]; orders: StoreOrder[] }
    >();
    const orders = await inChunks(entries, FETCHES_AT_ONCE, async (entry) => {
      const store = stores.get(entry.storeId);
      if (!store || store.status !== 'CONNECTED') return 'gone' as const;
      const { payload } = entry;
      return (
        ('order' in payload
          ? fromOrderData(payload.order)
          : await this.fetchOrder(store, payload.externalOrderId)) ?? 'missing'
      );
    });
    entries.forEach((entry, index) => {
      const order = orders[index]!;
      if (order === 'gone') return gone.push(entry.id);
      if (order === 'missing') return missing.push(entry.id);
      const store = stores.get(entry.storeId)!;
      const batch = work.get(store.id) ?? { store, entries: [], orders: [] };
      batch.entries.push(entry);
      batch.orders.push(order);
      work.set(store.id, batch);
    });
    await failEntries(this.deps.db, gone, 'The store is disconnected');
    await failEntries(this.deps.db, missing, 'The shop has no such order');
    for (const batch of work.values())
      await this.ingestBatch(batch.store, batch.entries, batch.orders);
  }

  /** One store's received orders in one transaction, each inbox row ended with what it made. */
  private async ingestBatch(
    store: ExternalStoreRow,
    entries: readonly StoreInboxRow[],
    orders: readonly StoreOrder[],
  ): Promise<void> {
    const result = await this.deps.db.transaction(async (tx) => {
      const done = await ingestOrders(tx, this.deps.live, store, orders);
      // Each written version and each draft is counted on one row (a duplicate in the batch: 0).
      const kept = new Set(done.kept);
      const imported = new Set(done.importedOrders);
      await finishEntries(
        tx,
        entries.map((entry, index) => {
          const externalOrderId = orders[index]!.externalOrderId;
          return {
            id: entry.id,
            keptOrders: kept.delete(externalOrderId) ? 1 : 0,
            madeDrafts: imported.delete(externalOrderId) ? 1 : 0,
          };
        }),
      );
      return done;
    });
    await this.afterCommit(store, result);
  }

  /**
   * The order a webhook only named (TikTok Shop), read from the shop; a failure throws, so the
   * job is retried.
   */
  private async fetchOrder(
    store: ExternalStoreRow,
    externalOrderId: string,
  ): Promise<StoreOrder | null> {
    const platform = this.deps.platforms.find(store.type);
    if (!platform?.getOrder || !store.credentials) return null;
    return platform.getOrder(this.deps.connections.of(store), externalOrderId);
  }
  /**
   * A pull: the shop's products, then its orders updated since the last pull, one transaction per
   * page. A failure is kept on the store (lastSyncError) and thrown, so pg-boss retries the pull.
   */
  async pull(storeId: string): Promise<void> {
    const [store] = await this.deps.db
      .select()
      .from(externalStores)
      .where(eq(externalStores.id, storeId));
    if (!store || store.status !== 'CONNECTED' || !store.credentials) return;
    const platform = this.deps.platforms.find(store.type);
    if (!platform) return;
    const connected = this.deps.connections.of(store);
    const startedAt = new Date();
    const since =
      store.pulledThrough ?? new Date(store.createdAt.getTime() - FIRST_PULL_DAYS * 86_400_000);
    await pruneInbox(this.deps.db, store.id);
    try {
      const address = webhookAddressOf(this.deps.publicUrl, store.type);
      await resubscribe(platform, connected, store, address, this.deps.log);
      let page: string | undefined;
      // A platform that reads products by id (Etsy, for its daily quota) reads its whole
      // catalogue on the first pull only; later, the products new orders name (learnProducts).
      const readsCatalogue = !platform.getProducts || !store.pulledThrough;
      while (readsCatalogue) {
        const products = await platform.listProducts(connected, page);
        await this.deps.db.transaction((tx) => upsertCatalogue(tx, store, products.items));
        page = products.next;
        if (!page) break;
      }
      do {
        const orders = await platform.listOrders(connected, since, page);
        await learnProducts(this.deps.db, platform, store, connected, orders.items);
        // Etsy's receipts wait in the pending Etsy order queue, processed once the pull is in.
        if (store.type === 'ETSY') await this.deps.etsyQueue.enqueue(store, orders.items);
        else await this.ingestPage(store, orders.items);
        page = orders.next;
      } while (page);
      if (store.type === 'ETSY') await this.deps.etsyQueue.process(store);
      await this.deps.db
        .update(externalStores)
        .set({ lastSyncAt: new Date(), lastSyncError: null, pulledThrough: startedAt })
        .where(eq(externalStores.id, store.id));
    } catch (error) {
      if (error instanceof StoreQuotaError) {
        // Waits for the next scheduled pull, which asks again: nothing to retry sooner.
        this.deps.log.info({ storeId, reason: error.message }, 'stores: pull waits for the quota');
        await this.deps.db
          .update(externalStores)
          .set({ lastSyncAt: new Date(), lastSyncError: STORE_MESSAGES.quotaWaiting })
          .where(eq(externalStores.id, store.id));
        return;
      }
      const message =
        error instanceof StoreAuthError
          ? 'The shop refused our credentials: reconnect the store'
          : 'The shop could not be reached; the pull will be tried again';
      this.deps.log.warn({ err: error, storeId }, 'stores: pull failed');
      await this.deps.db
        .update(externalStores)
        .set({ lastSyncAt: new Date(), lastSyncError: message })
        .where(eq(externalStores.id, store.id));
      if (!(error instanceof StoreAuthError)) throw error;
    }
  }

  /** One pulled page: its import queue row and its orders, in one transaction. */
  private async ingestPage(store: ExternalStoreRow, orders: StoreOrder[]): Promise<void> {
    if (orders.length === 0) return;
    const result = await this.deps.db.transaction(async (tx) => {
      const done = await ingestOrders(tx, this.deps.live, store, orders);
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
    await this.afterCommit(store, result);
  }

  /** After the commit: lists told, the store's AUTO choice placed, the seller told of both. */
  private async afterCommit(store: ExternalStoreRow, result: IngestResult): Promise<void> {
    this.announce(store, result);
    const placed = await this.deps.autoPlace.run(store, result.drafts);
    await tellSeller(this.deps.db, this.deps.live, store, { ...result, placed });
  }

  private announce(store: ExternalStoreRow, result: IngestResult): void {
    const owners = [{ type: 'SELLER' as const, id: store.sellerId }];
    announceListChange(this.deps.live, {
      model: 'external-store-order',
      kind: 'updated',
      ids: [],
      owners,
    });
    if (result.imported > 0) {
      announceListChange(this.deps.live, { model: 'order', kind: 'created', ids: [], owners });
    }
  }
}

/** `work` over the items, `width` at a time, answered in the items' order. */
async function inChunks<T, R>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const answers: R[] = [];
  for (let first = 0; first < items.length; first += width) {
    answers.push(...(await Promise.all(items.slice(first, first + width).map(work))));
  }
  return answers;
}
