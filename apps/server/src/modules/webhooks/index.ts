export { recordItemShipped, recordOrderPlaced, recordOrderStatusChange } from './outbox';
export { webhookDeliveries, webhookEndpoints } from './tables';
