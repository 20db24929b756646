import {
  CARRIER_NAMES,
  isCarrierCode,
  trackingUrl,
  type OrderStatus,
  type WebhookDeliveryEvent,
  type WebhookEvent,
} from '@platfox/domain';
import { and, arrayContains, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { DbTx } from '../../platform/db';
import type { Bound } from '../../platform/db/shaped-statement';
import { ordersReadModel } from '../orders/index';
import { webhookDeliveries, webhookEndpoints } from './tables';
const { orders } = ordersReadModel;

/**
 * The outbox: an event becomes one PENDING delivery per active endpoint of the seller that
 * subscribed to it, written in the transaction of the change it tells of. If that transaction
 * rolls back there is no event; once it commits nothing can lose it: the relay (worker.ts) hands
 * every unqueued delivery to pg-boss, even after a crash. A seller without endpoints costs one
 * indexed read.
 */
export async function recordWebhookEvent(
  tx: DbTx,
  sellerId: string,
  event: WebhookEvent,
  data: Record<string, unknown>,
): Promise<number> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.sellerId, sellerId),
        eq(webhookEndpoints.isActive, true),
        arrayContains(webhookEndpoints.events, [event]),
      ),
    );
  if (endpoints.length === 0) return 0;
  await insertDeliveries(
    tx,
    endpoints.map((endpoint) => ({ endpointId: endpoint.id, sellerId })),
    event,
    data,
  );
  return endpoints.length;
}

/** Deliveries of one event (one event id each: each endpoint is its own receiver). */
export function insertDeliveries(
  tx: DbTx,
  targets: readonly { endpointId: string; sellerId: string }[],
  event: WebhookDeliveryEvent,
  data: Record<string, unknown>,
) {
  const createdAt = new Date();
  return tx
    .insert(webhookDeliveries)
    .values(
      targets.map((target) => {
        const eventId = crypto.randomUUID();
        return {
          ...target,
          eventId,
          event,
          createdAt,
          payload: { id: eventId, event, createdAt: createdAt.toISOString(), data },
        };
      }),
    )
    .returning({ id: webhookDeliveries.id });
}

/**
 * ORDER_STATUS_CHANGED, called by the order-item flow before it writes the order's new status
 * (the caller holds the order's lock): the order's status as it still is is the previous one.
 * One read joins the order to the seller's subscribed endpoints; nothing more when there are none
 * or the status does not change.
 */
export async function recordOrderStatusChange(
  tx: DbTx,
  orderId: string,
  status: OrderStatus,
): Promise<void> {
  const rows = await tx
    .select({
      sellerId: orders.sellerId,
      previousStatus: orders.status,
      endpointId: webhookEndpoints.id,
    })
    .from(orders)
    .innerJoin(
      webhookEndpoints,
      and(
        eq(webhookEndpoints.sellerId, orders.sellerId),
        eq(webhookEndpoints.isActive, true),
        arrayContains(webhookEndpoints.events, ['ORDER_STATUS_CHANGED']),
      ),
    )
    .where(and(eq(orders.id, orderId), ne(orders.status, status)));
  const [first] = rows;
  if (!first) return;
  await insertDeliveries(
    tx,
    rows.map((row) => ({ endpointId: row.endpointId, sellerId: row.sellerId })),
    'ORDER_STATUS_CHANGED',
    {
      orderId,
      previousStatus: first.previousStatus,
      status,
      changedAt: new Date().toISOString(),
    },
  );
}

/**
 * ORDER_STATUS_CHANGED for an order created already placed (from the draft state it skipped), as
 * a write the placement runs in the statement of the order's rows (orderHooks.placed): one
 * delivery per active endpoint of the seller subscribed to the event, each with its own event id,
 * and nothing without one. It reads only the endpoints, which that statement does not write.
 * Its values may be placeholders (the placement builds its statement once per shape), so the
 * payload is put together in SQL: its `data` is the same JSON object as recordWebhookEvent's.
 */
/** The event of recordOrderPlaced, a constant of the statement's text (not a value of it). */
const PLACED_EVENT = sql.raw(`'${'ORDER_STATUS_CHANGED' satisfies WebhookEvent}'`);

export function recordOrderPlaced(
  _tx: DbTx,
  sellerId: Bound<string>,
  orderId: Bound<string>,
  status: Bound<OrderStatus>,
  placedAt: Bound<string>,
): SQL {
  const column = (name: keyof typeof webhookDeliveries._.columns) =>
    sql.identifier(webhookDeliveries[name].name);
  // OFFSET 0 keeps the subquery whole, so each endpoint's event id is drawn once and is the
  // same in its column and in its payload.
  const targets = sql`select ${webhookEndpoints.id} as endpoint_id, gen_random_uuid() as event_id
    from ${webhookEndpoints}
    where ${webhookEndpoints.sellerId} = ${sellerId}::uuid
      and ${webhookEndpoints.isActive} = true
      and ${webhookEndpoints.events} @> array[${PLACED_EVENT}]::text[]
    offset 0`;
  const data = sql`jsonb_build_object('orderId', ${orderId}::text, 'previousStatus', 'NOT_READY',
    'status', ${status}::text, 'changedAt', ${placedAt}::text)`;
  return sql`insert into ${webhookDeliveries}
      (${column('endpointId')}, ${column('sellerId')}, ${column('eventId')}, ${column('event')},
       ${column('createdAt')}, ${column('payload')})
    select target.endpoint_id, ${sellerId}::uuid, target.event_id, ${PLACED_EVENT},
      ${placedAt}::timestamptz,
      jsonb_build_object('id', target.event_id, 'event', ${PLACED_EVENT}::text,
        'createdAt', ${placedAt}::text, 'data', ${data})
    from (${targets}) as target`;
}

/** ITEM_SHIPPED, when a tracking code is added to (or corrected on) an item. */
export async function recordItemShipped(
  tx: DbTx,
  item: { id: string; orderId: string; sellerId: string; status: string },
  trackingCode: string,
  carrierCode: string,
): Promise<void> {
  await recordWebhookEvent(tx, item.sellerId, 'ITEM_SHIPPED', {
    orderId: item.orderId,
    orderItemId: item.id,
    itemStatus: item.status,
    trackingCode,
    carrierCode,
    carrierName: isCarrierCode(carrierCode) ? CARRIER_NAMES[carrierCode] : carrierCode,
    trackingUrl: trackingUrl(carrierCode, trackingCode),
  });
}
