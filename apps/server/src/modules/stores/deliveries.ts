import { and, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbTx } from '../../platform/db';
import { StoreAuthError, type ConnectedStore, type StorePlatform } from './platforms/types';
import { storeWebhookDeliveries, type ExternalStoreRow } from './tables';

/*
 * Webhook deliveries, for every platform that names them (StorePlatform.verifyWebhook's
 * `deliveryId`): a delivery is taken once, in the transaction that queues its import, so 20
 * copies of one delivery (a platform's retries after an outage, or sends that crossed) make one
 * import queue row. The ids are kept 2 days, past every platform's retries (Shopify: 8 tries over
 * 4 hours), and pruned by the store's pull.
 */

const DELIVERY_KEPT_MS = 2 * 86_400_000;

/** Whether this delivery is new for the store (and now taken); false for a repeat. */
export async function takeDelivery(
  tx: DbTx,
  storeId: string,
  deliveryId: string | undefined,
): Promise<boolean> {
  if (!deliveryId) return true;
  const taken = await tx
    .insert(storeWebhookDeliveries)
    .values({ storeId, deliveryId })
    .onConflictDoNothing()
    .returning({ deliveryId: storeWebhookDeliveries.deliveryId });
  return taken.length > 0;
}

export async function pruneDeliveries(db: Db, storeId: string, now = Date.now()): Promise<void> {
  await db
    .delete(storeWebhookDeliveries)
    .where(
      and(
        eq(storeWebhookDeliveries.storeId, storeId),
        lt(storeWebhookDeliveries.receivedAt, new Date(now - DELIVERY_KEPT_MS)),
      ),
    );
}

/**
 * The shop's webhook subscriptions made again where one is missing, before a pull, for a platform
 * that may delete them (Shopify, after 8 failed deliveries): it subscribes only what the shop
 * lacks. A refused token fails the pull; any other failure is left to the next pull.
 */
export async function resubscribe(
  platform: StorePlatform,
  connected: ConnectedStore,
  store: ExternalStoreRow,
  address: string,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!platform.isResubscribedOnPull) return;
  try {
    await platform.registerWebhooks(connected, address);
  } catch (error) {
    if (error instanceof StoreAuthError) throw error;
    log.warn({ err: error, storeId: store.id }, 'stores: webhooks not subscribed again');
  }
}
