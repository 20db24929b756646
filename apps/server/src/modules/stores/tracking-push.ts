import {
  CARRIER_NAMES,
  isCarrierCode,
  STORE_MESSAGES,
  trackingUrl,
  type TrackingPush,
} from '@platfox/domain';
import type { FastifyBaseLogger } from 'fastify';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import { badRequest, notFound } from '../../platform/errors';
import type { Actor } from '../auth/index';
import { ordersReadModel } from '../orders/index';
import { orderItemsReadModel } from '../order-items/index';
import type { TrackingAdded, TrackingHook } from '../production/index';
import type { StoreConnections } from './connected-store';
import { storeTrackingPushJob, type StoreJobs } from './jobs';
import type { StorePlatforms } from './platforms';
import { StoreAuthError } from './platforms/types';
import {
  externalStores,
  storeOrderLines,
  storeOrders,
  storeTrackingPushes,
  storeVariants,
  type StoreTrackingPushRow,
  lineVariant,
} from './tables';
import { storeOrdersOfPushes } from './push-orders';
import { pushView, reachStore } from './views';
const { orders } = ordersReadModel;
const { orderItems } = orderItemsReadModel;

/** JavaScript's own errors: a network failure (fetch's TypeError) or a fault of ours, never the shop's words. */
const BUILT_IN_ERRORS = new Set(['TypeError', 'RangeError', 'SyntaxError', 'ReferenceError']);

/**
 * Why a push failed, in words for the seller (issue 31): the shop's refusal as its client words it,
 * without JavaScript's error names and without the client's own retries ("after 5 attempts"),
 * which the seller would read against the push's attempts. The full error goes to the log.
 */
export function pushFailureReason(error: unknown): string {
  if (!(error instanceof Error) || BUILT_IN_ERRORS.has(error.name)) {
    return 'the shop could not be reached';
  }
  return (
    error.message.replace(/,? after \d+ attempts$/, '').trim() || 'the shop could not be reached'
  );
}

const companyOf = (carrierCode: string) =>
  isCarrierCode(carrierCode) ? CARRIER_NAMES[carrierCode] : carrierCode;

/**
 * Tracking back to the store (issue 17): a code added to an item of a store's order becomes a
 * push row in the same transaction (unless IS_DISABLE_PUSH_TRACKING_TO_STORE is on), and a pg-boss
 * job after the commit pushes it to the platform, retried with backoff. A push that runs out of
 * retries is FAILED, shown on the store's page, and can be retried by the seller.
 */
export class TrackingPushes {
  constructor(
    private readonly db: Db,
    private readonly platforms: StorePlatforms,
    private readonly connections: StoreConnections,
    private readonly jobs: () => StoreJobs,
    /** IS_DISABLE_PUSH_TRACKING_TO_STORE, read from the settings store at each code. */
    private readonly isDisabled: (tx: DbTx) => Promise<boolean>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The hook TrackingService calls: rows inside its transaction, jobs once it committed. */
  readonly hook: TrackingHook = () => {
    const pushIds: string[] = [];
    return {
      added: async (tx: DbTx, added: TrackingAdded) => {
        if (await this.isDisabled(tx)) return;
        const [order] = await tx
          .select({ storeId: orders.externalStoreId })
          .from(orders)
          .where(eq(orders.id, added.orderId));
        if (!order?.storeId) return;
        // The platform ships it under its own label (TikTok's shipping_type TIKTOK): our code is
        // not its tracking, and the platform refuses one (issue 28).
        const [shippedByPlatform] = await tx
          .select({ id: storeOrders.id })
          .from(storeOrders)
          .where(
            and(
              eq(storeOrders.orderId, added.orderId),
              sql`(${storeOrders.data}->>'isShippedByPlatform')::boolean is true`,
            ),
          );
        if (shippedByPlatform) return;
        const [push] = await tx
          .insert(storeTrackingPushes)
          .values({
            storeId: order.storeId,
            orderId: added.orderId,
            orderItemId: added.orderItemId,
            trackingNumber: added.trackingCode,
            carrierCode: added.carrierCode,
          })
          .onConflictDoNothing()
          .returning({ id: storeTrackingPushes.id });
        if (push) pushIds.push(push.id);
      },
      committed: () => {
        for (const pushId of pushIds) {
          this.queue(pushId).catch((error: unknown) =>
            // Kept PENDING: the next start of the store jobs sends it again (recover).
            this.log.error({ err: error, pushId }, 'stores: tracking push not queued'),
          );
        }
      },
    };
  };

  private queue(pushId: string) {
    return this.jobs().send(storeTrackingPushJob, { pushId }, pushId);
  }

  /** Pushes left PENDING without a job (a crash between commit and send): queued again. */
  async recover(): Promise<void> {
    const pending = await this.db
      .select({ id: storeTrackingPushes.id })
      .from(storeTrackingPushes)
      .where(eq(storeTrackingPushes.status, 'PENDING'));
    // The queue is exclusive by push: a push whose job still waits is not queued twice.
    for (const { id } of pending) await this.queue(id);
  }

  /** The job: one push to the platform. Throws to have pg-boss retry it. */
  async run(pushId: string, isLastAttempt: boolean): Promise<void> {
    const [push] = await this.db
      .select()
      .from(storeTrackingPushes)
      .where(eq(storeTrackingPushes.id, pushId));
    if (!push || push.status !== 'PENDING') return;
    const [store] = await this.db
      .select()
      .from(externalStores)
      .where(eq(externalStores.id, push.storeId));
    const platform = store && this.platforms.find(store.type);
    if (!store?.credentials || store.status !== 'CONNECTED' || !platform) {
      await this.settle(push, 'FAILED', STORE_MESSAGES.notConnected);
      return;
    }
    try {
      const fulfilment = await this.fulfilmentOf(push);
      if (!fulfilment) {
        await this.settle(push, 'FAILED', 'The store order of this item was not found');
        return;
      }
      await platform.pushFulfilment(this.connections.of(store), {
        ...fulfilment,
        // Etsy mails it to the buyer with the tracking; other platforms have no such field.
        ...(store.noteToBuyer ? { noteToBuyer: store.noteToBuyer } : {}),
      });
      await this.settle(push, 'PUSHED', null);
    } catch (error) {
      const isAuth = error instanceof StoreAuthError;
      if (!isAuth) this.log.warn({ err: error, pushId }, 'stores: tracking push refused');
      const message = isAuth
        ? 'The shop refused our credentials: reconnect the store'
        : `The shop did not take the tracking: ${pushFailureReason(error)}`.slice(0, 500);
      await this.settle(push, isAuth || isLastAttempt ? 'FAILED' : 'PENDING', message);
      if (!isAuth) throw error;
    }
  }

  /** The fulfilment in the platform's terms: the store lines this item printed. */
  private async fulfilmentOf(push: StoreTrackingPushRow) {
    const storeOrder = (await storeOrdersOfPushes(this.db, [push.id])).get(push.id);
    if (!storeOrder) return null;
    const lines = await this.db
      .select({ externalLineId: storeOrderLines.externalLineId })
      .from(storeOrderLines)
      .innerJoin(storeVariants, lineVariant)
      .innerJoin(
        orderItems,
        and(
          eq(orderItems.id, push.orderItemId),
          eq(orderItems.productTypeItemId, storeVariants.productTypeItemId),
          eq(orderItems.productId, storeVariants.productId),
        ),
      )
      .where(eq(storeOrderLines.storeOrderId, storeOrder.id));
    // No line maps to this item (its variant was re-mapped since): the whole order ships.
    const shipped = lines.length > 0 ? lines : await this.linesOf(storeOrder.id);
    // Every live item of the order has its code: the shop may close the order (WooCommerce).
    const [unshipped] = await this.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(
        and(
          eq(orderItems.orderId, push.orderId),
          sql`${orderItems.trackingCode} is null`,
          ne(orderItems.status, 'CANCELED'),
        ),
      )
      .limit(1);
    return {
      externalOrderId: storeOrder.externalOrderId,
      isOrderShipped: !unshipped,
      externalLineIds: shipped.map((line) => line.externalLineId),
      trackingNumber: push.trackingNumber,
      company: companyOf(push.carrierCode),
      url: trackingUrl(push.carrierCode, push.trackingNumber),
    };
  }

  private linesOf(storeOrderId: string) {
    return this.db
      .select({ externalLineId: storeOrderLines.externalLineId })
      .from(storeOrderLines)
      .where(eq(storeOrderLines.storeOrderId, storeOrderId));
  }

  private async settle(
    push: StoreTrackingPushRow,
    status: StoreTrackingPushRow['status'],
    lastError: string | null,
  ) {
    await this.db
      .update(storeTrackingPushes)
      .set({
        status,
        lastError,
        attempts: sql`${storeTrackingPushes.attempts} + 1`,
        ...(status === 'PUSHED' ? { pushedAt: new Date() } : {}),
      })
      .where(eq(storeTrackingPushes.id, push.id));
  }

  /** The store's pushes not done yet or failed, newest first. */
  async list(actor: Actor, storeId: string): Promise<TrackingPush[]> {
    await reachStore(this.db, actor, storeId);
    const rows = await this.db
      .select()
      .from(storeTrackingPushes)
      .where(
        and(eq(storeTrackingPushes.storeId, storeId), ne(storeTrackingPushes.status, 'PUSHED')),
      )
      .orderBy(desc(storeTrackingPushes.createdAt), desc(storeTrackingPushes.id))
      .limit(200);
    const storeOrdersOf = await storeOrdersOfPushes(
      this.db,
      rows.map((push) => push.id),
    );
    return rows.map((push) =>
      pushView({
        ...push,
        externalOrderId: storeOrdersOf.get(push.id)?.externalOrderId ?? null,
        company: companyOf(push.carrierCode),
      }),
    );
  }

  /** Retry a FAILED push now (its attempts start again). */
  async retry(actor: Actor, storeId: string, pushId: string): Promise<TrackingPush> {
    const store = await reachStore(this.db, actor, storeId);
    if (store.status !== 'CONNECTED') throw badRequest(STORE_MESSAGES.notConnected);
    const [push] = await this.db
      .select()
      .from(storeTrackingPushes)
      .where(and(eq(storeTrackingPushes.id, pushId), eq(storeTrackingPushes.storeId, store.id)));
    if (!push) throw notFound(STORE_MESSAGES.pushNotFound);
    if (push.status !== 'FAILED') throw badRequest(STORE_MESSAGES.pushNotFailed);
    const [updated] = await this.db
      .update(storeTrackingPushes)
      .set({ status: 'PENDING', attempts: 0 })
      .where(and(eq(storeTrackingPushes.id, push.id), eq(storeTrackingPushes.status, 'FAILED')))
      .returning();
    if (updated) await this.queue(updated.id);
    const [view] = (await this.list(actor, storeId)).filter((row) => row.id === pushId);
    return (
      view ?? pushView({ ...push, externalOrderId: null, company: companyOf(push.carrierCode) })
    );
  }
}
