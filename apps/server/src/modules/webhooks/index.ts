import { readModel } from '../../platform/read-model';
import { webhookDeliveries, webhookEndpoints } from './tables';
export { recordItemShipped, recordOrderPlaced, recordOrderStatusChange } from './outbox';

/** Read-only handles on this module's tables for other modules' queries (recipes.md, "A module"). */
export const webhooksReadModel = readModel({ webhookDeliveries, webhookEndpoints });
