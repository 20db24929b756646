import { STORE_MESSAGES, STORE_ORDER_IMPORT_TYPES, type ExternalStoreType } from '@platfox/domain';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { type Live, announceListChange } from '../../platform/live';
import { type ImportQueueRow, importQueues } from '../imports/index';
import type { CredentialBox } from './credentials';
import {
  fromOrderData,
  ingestOrders,
  toOrderData,
  upsertCatalogue,
  type IngestResult,
} from './ingest';
import type { TikTokAutoPlace } from './auto-place';
import type { EtsyOrderQueue } from './etsy-queue';
import type { ImportRelay } from './import-relay';
import type { StoreJobs } from './jobs';
import type { StorePlatforms } from './platforms';
import {
  StoreAuthError,
  StoreQuotaError,
  type StoreOrder,
  type StoreWebhookEvent,
} from './platforms/types';
import { learnProducts } from './learn-products';
import { markDisconnected, type StoreConnections } from './connected-store';
import { pruneDeliveries, queueOnce, resubscribe } from './deliveries';
import { actOnPrivacyRequest } from './privacy';
import { WEBHOOK_SECRET_KEY, webhookAddressOf } from './service';
import { externalStores, type ExternalStoreRow, type StoreOrderData } from './tables';

/**
 * What the webhook route answers: 401 for a forgery, 404 for a platform we do not speak, 400 for
 * a signed body of the wrong shape (with why).
 */
export type WebhookOutcome = 'accepted' | 'forged' | 'unknown-platform' | { malformed: string };

/** How long a shop's store and webhook secret are remembered by the intake, and how many. */
const KNOWN_STORE_MS = 5_000;
const KNOWN_STORES_MAX = 10_000;

/** How many orders a batch of webhook jobs reads from a shop at once (those naming an order only). */
const FETCHES_AT_ONCE = 5;

/** How far back the first pull of a new store reaches. */
const FIRST_PULL_DAYS = 30;

/**
 * Orders in (issue 17): webhooks are verified and queued (an import queue row of the store's type,
 * one statement, nothing else on the request's path; import-relay.ts hands it to pg-boss), then
 * ingested by the job; a pull reads the platform page by page, each page ingested in one transaction and recorded
 * as one import queue row.
 */
export class StoreSync {
  constructor(
    private readonly db: Db,
    private readonly live: Live,
    private readonly platforms: StorePlatforms,
    private readonly box: CredentialBox,
    private readonly connections: StoreConnections,
    private readonly jobs: () => StoreJobs,
    private readonly relay: ImportRelay,
    private readonly log: FastifyBaseLogger,
    private readonly etsyQueue: EtsyOrderQueue,
    private readonly autoPlace: TikTokAutoPlace,
    /** The app's public address, which the shops' webhook subscriptions name. */
    private readonly publicUrl: string,
  ) {}

  private readonly known = new Map<
    string,
    { store: { row: ExternalStoreRow; secret: string | null } | null; until: number }
  >();

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

  /**
   * A connected store with its webhook secret, read once per few seconds per shop: a shop's
   * webhooks come in bursts, and the acknowledgement's budget is one statement (the row it
   * queues). A store disconnected meanwhile is refused by the import job, which reads it again.
   */
  private async knownStore(type: ExternalStoreType, domain: string, isFresh: boolean) {
    const key = `${type} ${domain}`;
    const known = this.known.get(key);
    if (!isFresh && known && known.until > Date.now()) return known.store;
    const row = await this.connectedStore(type, domain);
    const store = row?.credentials
      ? { row, secret: this.box.open(row.id, row.credentials)[WEBHOOK_SECRET_KEY] ?? null }
      : null;
    if (this.known.size >= KNOWN_STORES_MAX) this.known.clear();
    this.known.set(key, { store, until: Date.now() + KNOWN_STORE_MS });
    return store;
  }

  /**
   * A webhook's raw body: verified by the platform, then queued as one import queue row (the
   * relay hands it to pg-boss). Writes nothing unless verified. A signature that fails against a
   * remembered secret is checked once more against the stored one (the store was reconnected).
   */
  async receive(
    type: ExternalStoreType,
    headers: Record<string, string | string[] | undefined>,
    rawBody: Buffer,
  ): Promise<WebhookOutcome> {
    const platform = this.platforms.find(type);
    if (!platform) return 'unknown-platform';
    let store: Awaited<ReturnType<StoreSync['knownStore']>> = null;
    const verify = (isFresh: boolean) =>
      platform.verifyWebhook(headers, rawBody, async (domain) => {
        store = await this.knownStore(type, domain, isFresh);
        return store?.secret ?? null;
      });
    const verified = (await verify(false)) ?? (await verify(true));
    if (!verified) return 'forged';
    const { event } = verified;
    if (event.kind === 'malformed') return { malformed: event.message };
    if (event.kind === 'privacy') {
      // Any store of the shop, connected or not: shop/redact comes after the uninstall.
      await actOnPrivacyRequest(this.db, type, verified.domain, event);
      return 'accepted';
    }
    const row = store ?? (await this.knownStore(type, verified.domain, false));
    // A shop no seller has connected (any more): acknowledged, so the platform stops retrying.
    if (row) await this.act(row.row, event, verified.deliveryId);
    return 'accepted';
  }

  private async act(
    store: ExternalStoreRow,
    event: StoreWebhookEvent,
    deliveryId?: string,
  ): Promise<void> {
    if (event.kind === 'ignored' || event.kind === 'malformed' || event.kind === 'privacy') return;
    if (event.kind === 'uninstalled') {
      await this.db.transaction((tx) => markDisconnected(tx, store.id));
      this.known.clear();
      await this.jobs().unschedulePull(store.id);
      return;
    }
    // A delivery seen before (the platform retried it, or sent it twice) queues nothing.
    const isQueued = await queueOnce(this.db, store.id, deliveryId, {
      ownerId: store.sellerId,
      type: STORE_ORDER_IMPORT_TYPES[store.type],
      fileName: store.name,
      totalLines: 1,
      data:
        event.kind === 'order'
          ? { storeId: store.id, order: toOrderData(event.order) }
          : { storeId: store.id, externalOrderId: event.externalOrderId },
    });
    if (!isQueued) return;
    // Starting pg-boss (once) starts the relay, which finds the row; a started one is kicked.
    this.jobs()
      .started()
      .then(() => this.relay.kick())
      .catch((error: unknown) => this.log.error({ err: error }, 'stores: jobs not started'));
  }

  /**
   * The jobs of queued webhook orders, a batch at a time (a burst of webhooks is many small jobs):
   * each store's orders ingested in one transaction with their queue rows' end, then auto-placed.
   * A row already finished (a retried batch) is skipped; one whose store is gone or whose order
   * the shop no longer has ends as FAIL. A throw (the shop or the database failed) retries the job.
   */
  async importQueued(importQueueIds: readonly string[]): Promise<void> {
    if (importQueueIds.length === 0) return;
    const entries = await this.db
      .select()
      .from(importQueues)
      .where(
        and(inArray(importQueues.id, [...importQueueIds]), ne(importQueues.status, 'FINISHED')),
      );
    const dataOf = (entry: ImportQueueRow) =>
      entry.data as { storeId: string; order?: StoreOrderData; externalOrderId?: string } | null;
    const storeIds = [...new Set(entries.flatMap((entry) => dataOf(entry)?.storeId ?? []))];
    const stores = new Map(
      (storeIds.length > 0
        ? await this.db.select().from(externalStores).where(inArray(externalStores.id, storeIds))
        : []
      ).map((store) => [store.id, store]),
    );
    const gone: string[] = [];
    const missing: string[] = [];
    const work = new Map<
      string,
      { store: ExternalStoreRow; entries: ImportQueueRow[]; orders: StoreOrder[] }
    >();
    const orders = await inChunks(entries, FETCHES_AT_ONCE, async (entry) => {
      const data = dataOf(entry);
      const store = data ? stores.get(data.storeId) : undefined;
      if (!data || !store || store.status !== 'CONNECTED') return 'gone' as const;
      return (
        (data.order ? fromOrderData(data.order) : await this.fetchOrder(store, data)) ?? 'missing'
      );
    });
    entries.forEach((entry, index) => {
      const order = orders[index]!;
      if (order === 'gone') return gone.push(entry.id);
      if (order === 'missing') return missing.push(entry.id);
      const store = stores.get(dataOf(entry)!.storeId)!;
      const batch = work.get(store.id) ?? { store, entries: [], orders: [] };
      batch.entries.push(entry);
      batch.orders.push(order);
      work.set(store.id, batch);
    });
    await this.failEntries(gone, 'The store is disconnected');
    await this.failEntries(missing, 'The shop has no such order');
    for (const batch of work.values())
      await this.ingestQueued(batch.store, batch.entries, batch.orders);
  }

  /** One store's queued orders in one transaction, each queue row ended with what it made. */
  private async ingestQueued(
    store: ExternalStoreRow,
    entries: readonly ImportQueueRow[],
    orders: readonly StoreOrder[],
  ): Promise<void> {
    const result = await this.db.transaction(async (tx) => {
      const done = await ingestOrders(tx, this.live, store, orders);
      // Each written version and each draft is counted on one row (a duplicate in the batch: 0).
      const kept = new Set(done.kept);
      const imported = new Set(done.importedOrders);
      const ends = entries.map((entry, index) => {
        const externalOrderId = orders[index]!.externalOrderId;
        const lines = kept.delete(externalOrderId) ? 1 : 0;
        const made = imported.delete(externalOrderId) ? 1 : 0;
        return sql`(${entry.id}::uuid, ${lines}::int, ${made}::int)`;
      });
      await tx.execute(sql`
        update ${importQueues} set status = 'FINISHED', started_at = coalesce(started_at, now()),
          finished_at = now(), created_lines = ended.lines, created_orders = ended.made
        from (values ${sql.join(ends, sql`, `)}) as ended(id, lines, made)
        where ${importQueues.id} = ended.id`);
      return done;
    });
    this.announce(store, result);
    await this.autoPlace.run(store, result.drafts);
  }

  private async failEntries(ids: readonly string[], message: string): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(importQueues)
      .set({ status: 'FAIL', message, finishedAt: new Date() })
      .where(inArray(importQueues.id, [...ids]));
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
    return platform.getOrder(this.connections.of(store), data.externalOrderId);
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
    const connected = this.connections.of(store);
    const startedAt = new Date();
    const since =
      store.pulledThrough ?? new Date(store.createdAt.getTime() - FIRST_PULL_DAYS * 86_400_000);
    await pruneDeliveries(this.db, store.id);
    try {
      const address = webhookAddressOf(this.publicUrl, store.type);
      await resubscribe(platform, connected, store, address, this.log);
      let page: string | undefined;
      // A platform that reads products by id (Etsy, for its daily quota) reads its whole
      // catalogue on the first pull only; later, the products new orders name (learnProducts).
      const readsCatalogue = !platform.getProducts || !store.pulledThrough;
      while (readsCatalogue) {
        const products = await platform.listProducts(connected, page);
        await this.db.transaction((tx) => upsertCatalogue(tx, store.id, products.items));
        page = products.next;
        if (!page) break;
      }
      do {
        const orders = await platform.listOrders(connected, since, page);
        await learnProducts(this.db, platform, store, connected, orders.items);
        // Etsy's receipts wait in the pending Etsy order queue, processed once the pull is in.
        if (store.type === 'ETSY') await this.etsyQueue.enqueue(store, orders.items);
        else await this.ingestPage(store, orders.items);
        page = orders.next;
      } while (page);
      if (store.type === 'ETSY') await this.etsyQueue.process(store);
      await this.db
        .update(externalStores)
        .set({ lastSyncAt: new Date(), lastSyncError: null, pulledThrough: startedAt })
        .where(eq(externalStores.id, store.id));
    } catch (error) {
      if (error instanceof StoreQuotaError) {
        // Waits for the next scheduled pull, which asks again: nothing to retry sooner.
        this.log.info({ storeId, reason: error.message }, 'stores: pull waits for the quota');
        await this.db
          .update(externalStores)
          .set({ lastSyncAt: new Date(), lastSyncError: STORE_MESSAGES.quotaWaiting })
          .where(eq(externalStores.id, store.id));
        return;
      }
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
