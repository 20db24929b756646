import type { OrderStatus } from '@platfox/domain';
import type { SQL, WithSubquery } from 'drizzle-orm';
import type { DbTx } from '../../platform/db';
import { createHook, createPort } from '../../platform/hooks';

/**
 * What happens to orders and their items that modules above want to hear of, raised in the
 * transaction of the change (the sellers' webhooks record their outbox rows from these; the
 * subscriptions are made in the composition root, subscriptions.ts).
 */
export const orderHooks = {
  /**
   * An order's status is about to change (the items moved it): raised before the order's row is
   * written, under the order's lock, so the order as read still has its previous status.
   */
  statusChanging:
    createHook<[tx: DbTx, orderId: string, status: OrderStatus]>('order.statusChanging'),
  /** An order was created already placed (it skipped the draft state). */
  placed:
    createHook<[tx: DbTx, sellerId: string, orderId: string, status: OrderStatus]>('order.placed'),
  /** A tracking code was added to (or corrected on) an item. */
  itemShipped:
    createHook<
      [
        tx: DbTx,
        item: { id: string; orderId: string; sellerId: string; status: string },
        trackingCode: string,
        carrierCode: string,
      ]
    >('order.itemShipped'),
};

type Param<T> = T | SQL;

/**
 * The order's row, as the item flow needs it: the items set their order's status, and orders, the
 * module above, owns that row. Orders gives its `orderStatusRecord` to this port (subscriptions.ts).
 */
export type OrderStatusRecord = {
  /** The order's status now (the caller holds the order's lock). */
  statusOf(tx: DbTx, orderId: string): Promise<OrderStatus | undefined>;
  /** The order's new status as a data-modifying WITH query named `name`, for one statement. */
  statusWrite(
    tx: DbTx,
    name: string,
    orderId: Param<string>,
    status: Param<OrderStatus>,
    at: Param<Date>,
  ): WithSubquery;
};

export const orderStatusPort = createPort<OrderStatusRecord>('order-items.orderStatus');
