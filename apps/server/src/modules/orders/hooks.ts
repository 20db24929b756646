import type { PendingTasks } from '@platfox/domain';
import type { Db, DbTx } from '../../platform/db';
import { createHook } from '../../platform/hooks';

/**
 * What orders count with the modules above them (issues), which add their share when asked:
 * orders names none of them, as those modules read orders' tables. The composition root
 * (src/subscriptions.ts) subscribes them.
 */
export const orderCountHooks = {
  /**
   * Cents given back for these items by a refund path above orders (an issue's refund share):
   * each subscriber adds its cents to `refunded`, in the caller's transaction (refunded.ts).
   */
  refundedElsewhere: createHook<
    [tx: DbTx, itemIds: readonly string[], refunded: Map<string, number>]
  >('orders.refundedElsewhere'),
  /** The admin's pending-task counters of modules above orders (the new issues). */
  pendingTasks: createHook<[db: Db, counts: PendingTasks]>('orders.pendingTasks'),
};
