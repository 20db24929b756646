import { serialiseDate, webhookDeliveryList, webhookEndpointList } from '@platfox/domain';
import { eq } from 'drizzle-orm';
import { webhooksReadModel } from '../../webhooks/index';
import { selectionOf } from '../model-parts';
import { serveListModel } from '../registry';
const { webhookDeliveries, webhookEndpoints } = webhooksReadModel;

/** A seller's own webhook endpoints; never the secret. */
export const webhookEndpointListModel = serveListModel(webhookEndpointList, {
  source: (db, selection) => db.select(selection).from(webhookEndpoints).$dynamic(),
  id: webhookEndpoints.id,
  columns: {
    url: webhookEndpoints.url,
    events: webhookEndpoints.events,
    isActive: webhookEndpoints.isActive,
    createdAt: webhookEndpoints.createdAt,
  },
  select: {
    id: webhookEndpoints.id,
    url: webhookEndpoints.url,
    events: webhookEndpoints.events,
    isActive: webhookEndpoints.isActive,
    disabledReason: webhookEndpoints.disabledReason,
    createdAt: webhookEndpoints.createdAt,
  },
  scope: (actor) => eq(webhookEndpoints.sellerId, actor.id),
  toRow: (row) => ({ ...row, createdAt: serialiseDate(row.createdAt), updatable: true }),
});

const deliveryColumns = {
  event: webhookDeliveries.event,
  status: webhookDeliveries.status,
  url: webhookEndpoints.url,
  endpointId: webhookDeliveries.endpointId,
  attempts: webhookDeliveries.attempts,
  lastStatusCode: webhookDeliveries.lastStatusCode,
  createdAt: webhookDeliveries.createdAt,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  deliveredAt: webhookDeliveries.deliveredAt,
};

/** A seller's delivery log: every event sent or being sent to their endpoints. */
export const webhookDeliveryListModel = serveListModel(webhookDeliveryList, {
  source: (db, selection) =>
    db
      .select(selection)
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .$dynamic(),
  id: webhookDeliveries.id,
  columns: deliveryColumns,
  select: {
    id: webhookDeliveries.id,
    eventId: webhookDeliveries.eventId,
    ...selectionOf(deliveryColumns),
    lastError: webhookDeliveries.lastError,
  },
  scope: (actor) => eq(webhookDeliveries.sellerId, actor.id),
  toRow: (row) => ({
    ...row,
    createdAt: serialiseDate(row.createdAt),
    nextAttemptAt: row.status === 'PENDING' ? serialiseDate(row.nextAttemptAt) : null,
    deliveredAt: serialiseDate(row.deliveredAt),
    updatable: row.status !== 'PENDING',
  }),
});
