import { STORE_ORDER_IMPORT_TYPES } from '@platfox/domain';
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { type Live, announceListChange } from '../../platform/live';
import { importsReadModel } from '../imports/index';
import type { TikTokAutoPlace } from './auto-place';
import { ingestOrders, type IngestResult } from './ingest';
import { fromOrderData, toOrderData } from './order-data';
import { tellSeller } from './needs-you';
import type { StoreOrder } from './platforms/types';
import {
  etsyOrderQueue,
  storeOrders,
  type EtsyOrderQueueRow,
  type ExternalStoreRow,
} from './tables';
const { importQueues } = importsReadModel;

/*
 * The pending Etsy order queue (spec 03: PENDING, PROCESSING, FINISHED, ERROR). Etsy sends no
 * order webhooks, so the scheduled pull brings receipts; each is kept here first (one row per
 * receipt, a newer version sent back to PENDING), then processed on its own through the same
 * ingestion as every store order (an import queue row of type ETSY_ORDER, one store order per
 * receipt, UN_SYNCED until its variants are mapped). A receipt the import refuses (its order is
 * refused: an unusable address) is its row's ERROR with why, until a newer version comes; one
 * whose import failed waits as PENDING with why and is tried by the next pulls, ETSY_QUEUE_ATTEMPTS
 * times in all. Neither holds up another receipt.
 */

/** What the seller reads on an entry the import refused: kept short. */
const ERROR_LENGTH = 500;
/**
 * Tries of a receipt whose import failed (the database or our code threw, not a refusal of the
 * order): it waits as PENDING with its last error for the next pull, and ends as ERROR after these.
 */
export const ETSY_QUEUE_ATTEMPTS = 5;
/** A PROCESSING entry older than this was left by a process that stopped: it is taken again. */
const STALE_PROCESSING_MS = 15 * 60_000;

/** Entries a pull processes: PENDING, or PROCESSING long enough to have been abandoned. */
const isDue = () =>
  or(
    eq(etsyOrderQueue.status, 'PENDING'),
    and(
      eq(etsyOrderQueue.status, 'PROCESSING'),
      lt(etsyOrderQueue.updatedAt, new Date(Date.now() - STALE_PROCESSING_MS)),
    ),
  );

export class EtsyOrderQueue {
  constructor(
    private readonly db: Db,
    private readonly live: Live,
    private readonly log: FastifyBaseLogger,
    /** The store's AUTO choice (issue 31 item 8): absent, every receipt stays a draft. */
    private readonly autoPlace?: TikTokAutoPlace,
  ) {}

  /** A pulled page of receipts into the queue, in one transaction; same or older versions skipped. */
  async enqueue(store: ExternalStoreRow, orders: readonly StoreOrder[]): Promise<number> {
    if (orders.length === 0) return 0;
    const sorted = [...orders].sort((a, b) => a.externalOrderId.localeCompare(b.externalOrderId));
    const rows = await this.db
      .insert(etsyOrderQueue)
      .values(
        sorted.map((order) => ({
          storeId: store.id,
          sellerId: store.sellerId,
          receiptId: order.externalOrderId,
          data: toOrderData(order),
          buyerName: order.address?.fullName ?? null,
          receiptUpdatedAt: order.updatedAt,
        })),
      )
      .onConflictDoUpdate({
        target: [etsyOrderQueue.storeId, etsyOrderQueue.receiptId],
        set: {
          data: sql`excluded.data`,
          buyerName: sql`excluded.buyer_name`,
          receiptUpdatedAt: sql`excluded.receipt_updated_at`,
          status: 'PENDING',
          error: null,
          updatedAt: new Date(),
        },
        setWhere: sql`${etsyOrderQueue.receiptUpdatedAt} < excluded.receipt_updated_at`,
      })
      .returning({ id: etsyOrderQueue.id });
    if (rows.length > 0) this.announce(store);
    return rows.length;
  }

  /** The store's due entries, oldest receipt change first, each in its own transaction. */
  async process(store: ExternalStoreRow): Promise<{ finished: number; failed: number }> {
    const pending = await this.db
      .select({ id: etsyOrderQueue.id })
      .from(etsyOrderQueue)
      .where(and(eq(etsyOrderQueue.storeId, store.id), isDue()))
      .orderBy(asc(etsyOrderQueue.receiptUpdatedAt), asc(etsyOrderQueue.id));
    const outcome = { finished: 0, failed: 0 };
    for (const { id } of pending) {
      const status = await this.processOne(store, id);
      if (status === 'FINISHED') outcome.finished += 1;
      if (status === 'ERROR') outcome.failed += 1;
    }
    if (pending.length > 0) this.announce(store, outcome.finished > 0);
    return outcome;
  }

  private async afterCommit(store: ExternalStoreRow, done: IngestResult): Promise<void> {
    const placed = (await this.autoPlace?.run(store, done.drafts)) ?? [];
    await tellSeller(this.db, this.live, store, { ...done, placed });
  }

  private async processOne(store: ExternalStoreRow, id: string) {
    // Claimed first: a second pull running over this one skips the entry.
    const [entry] = await this.db
      .update(etsyOrderQueue)
      .set({
        status: 'PROCESSING',
        attempts: sql`${etsyOrderQueue.attempts} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(etsyOrderQueue.id, id), isDue()))
      .returning();
    if (!entry) return null;
    try {
      const outcome = await this.db.transaction(async (tx) => {
        const done = await ingestOrders(tx, this.live, store, [fromOrderData(entry.data)]);
        const [storeOrder] = await tx
          .select({ status: storeOrders.status, lastError: storeOrders.lastError })
          .from(storeOrders)
          .where(
            and(
              eq(storeOrders.storeId, store.id),
              eq(storeOrders.externalOrderId, entry.receiptId),
            ),
          );
        const now = new Date();
        await tx.insert(importQueues).values({
          ownerId: store.sellerId,
          type: STORE_ORDER_IMPORT_TYPES.ETSY,
          status: 'FINISHED',
          fileName: store.name,
          data: { storeId: store.id, etsyOrderQueueId: entry.id, receiptId: entry.receiptId },
          totalLines: done.received,
          createdLines: done.received - done.duplicates,
          createdOrders: done.imported,
          startedAt: now,
          finishedAt: now,
        });
        // The order was refused (an address the orders module rejects...): the seller sees why.
        const refused = storeOrder?.status === 'ERROR';
        await tx
          .update(etsyOrderQueue)
          .set({
            status: refused ? 'ERROR' : 'FINISHED',
            error: refused ? (storeOrder.lastError ?? 'The order was refused') : null,
            updatedAt: now,
          })
          .where(eq(etsyOrderQueue.id, entry.id));
        return { done, status: refused ? ('ERROR' as const) : ('FINISHED' as const) };
      });
      // Committed: a failure from here on is logged, never the receipt's.
      await this.afterCommit(store, outcome.done).catch((error: unknown) =>
        this.log.warn({ err: error, entryId: entry.id }, 'stores: an Etsy order was not told'),
      );
      return outcome.status;
    } catch (error) {
      this.log.warn({ err: error, entryId: entry.id }, 'stores: an Etsy receipt was not imported');
      await this.fail(entry, error);
      return entry.attempts >= ETSY_QUEUE_ATTEMPTS ? ('ERROR' as const) : null;
    }
  }

  /** A failed try: PENDING again with why (the next pull tries it), ERROR once out of tries. */
  private async fail(entry: EtsyOrderQueueRow, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    await this.db
      .update(etsyOrderQueue)
      .set({
        status: entry.attempts >= ETSY_QUEUE_ATTEMPTS ? 'ERROR' : 'PENDING',
        error: `The receipt could not be imported: ${message}`.slice(0, ERROR_LENGTH),
        updatedAt: new Date(),
      })
      .where(eq(etsyOrderQueue.id, entry.id));
  }

  private announce(store: ExternalStoreRow, hasOrders = false): void {
    const owners = [{ type: 'SELLER' as const, id: store.sellerId }];
    announceListChange(this.live, { model: 'etsy-order-queue', kind: 'updated', ids: [], owners });
    if (hasOrders) {
      announceListChange(this.live, {
        model: 'external-store-order',
        kind: 'updated',
        ids: [],
        owners,
      });
      announceListChange(this.live, { model: 'order', kind: 'created', ids: [], owners });
    }
  }
}
