import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db';
import { importQueues } from '../imports/index';
import { StoreAuthError, type ConnectedStore, type StorePlatform } from './platforms/types';
import { storeWebhookDeliveries, type ExternalStoreRow } from './tables';

/*
 * Webhook deliveries, for every platform that names them (StorePlatform.verifyWebhook's
 * `deliveryId`): a delivery is taken once, in the statement that queues its import, so 20
 * copies of one delivery (a platform's retries after an outage, or sends that crossed) make one
 * import queue row. The ids are kept 2 days, past every platform's retries (Shopify: 8 tries over
 * 4 hours), and pruned by the store's pull.
 */

const DELIVERY_KEPT_MS = 2 * 86_400_000;

type QueuedImport = typeof importQueues.$inferInsert;

/**
 * Queues a webhook's import unless its delivery was taken before; one statement either way (the
 * acknowledgement's budget), the delivery's id and the import row written together or not at
 * all. Answers whether the row was queued (false for a repeat).
 */
export async function queueOnce(
  db: Db,
  storeId: string,
  deliveryId: string | undefined,
  row: QueuedImport,
): Promise<boolean> {
  if (!deliveryId) {
    await db.insert(importQueues).values(row);
    return true;
  }
  const queued = await db.execute(sql`
    with taken as (
      insert into ${storeWebhookDeliveries} (store_id, delivery_id)
      values (${storeId}, ${deliveryId})
      on conflict do nothing
      returning 1
    )
    insert into ${importQueues} (owner_id, type, file_name, total_lines, data)
    select ${row.ownerId}, ${row.type}, ${row.fileName}, ${row.totalLines ?? 0},
      ${JSON.stringify(row.data ?? null)}::jsonb
    where exists (select 1 from taken)
    returning id`);
  // PGlite and node-postgres both answer { rows }.
  return (queued as unknown as { rows: unknown[] }).rows.length > 0;
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
