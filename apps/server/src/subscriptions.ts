import { orderHooks } from './modules/order-items/index';
import {
  recordItemShipped,
  recordOrderPlaced,
  recordOrderStatusChange,
} from './modules/webhooks/index';

/**
 * The composition root's subscriptions to the modules' hooks (platform/hooks.ts): a module that
 * raises a hook names none of its subscribers, so the lower module does not import the higher.
 * buildApp calls this; subscribing again is harmless (a subscriber is kept once).
 */
export function subscribeToHooks(): void {
  // The sellers' webhooks: each change is recorded in the outbox, in the change's transaction.
  orderHooks.statusChanging.subscribe(recordOrderStatusChange);
  orderHooks.placed.subscribe(recordOrderPlaced);
  orderHooks.itemShipped.subscribe(recordItemShipped);
}
