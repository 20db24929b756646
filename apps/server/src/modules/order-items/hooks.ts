import type { OrderStatus } from '@platfox/domain';
import type { SQL, WithSubquery } from 'drizzle-orm';
import type { DbTx } from '../../platform/db';
import type { Bound } from '../../platform/db/shaped-statement';
import { createHook, createPort, createWriteHook } from '../../platform/hooks';

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
  /**
   * An order was created already placed (it skipped the draft state) at `placedAt` (ISO 8601):
   * each subscriber answers a write, run in the statement that writes the order's rows (placing
   * at once is the hot path). That statement is built once per shape, so the values are
   * placeholders there: a subscriber builds its write from them and never looks at them.
   */
  placed:
    createWriteHook<
      [
        tx: DbTx,
        sellerId: Bound<string>,
        orderId: Bound<string>,
        status: Bound<OrderStatus>,
        placedAt: Bound<string>,
      ]
    >('order.placed'),
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
  /**
   * Items reached COMPLETED (issue 35): raised after their rows are written, in the change's
   * transaction, so a subscriber counting the seller's completed items sees these too.
   */
  itemsCompleted: createHook<
    [
      tx: DbTx,
      completed: {
        sellerId: string;
        orderId: string;
        /** Units completed (the items' quantities) and their value in cents. */
        quantity: number;
        value: number;
      },
    ]
  >('order.itemsCompleted'),
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
