import type { OrderStatus } from '@platfox/domain';
import { eq } from 'drizzle-orm';
import type { OrderStatusRecord } from '../order-items/index';
import { orders } from './tables';

/**
 * The order's status as its items set it: orders owns the order's row, and the item flow below
 * (order-items' moveItems, the floor's one-statement scan) writes it through these functions
 * (order-items reaches them through its `orderStatusPort`, given by subscriptions.ts). Their
 * parameters' types are the port's (OrderStatusRecord), said once there.
 */
export const orderStatusRecord: OrderStatusRecord = {
  /** The order's status now (the caller holds the order's lock). */
  async statusOf(tx, orderId) {
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId));
    return order?.status;
  },
  /**
   * The order's new status as a data-modifying WITH query named `name`, to ride in the caller's
   * one statement (PostgreSQL runs it whether or not the main query reads it). Values given per run
   * (SQL placeholders) are welcome: the floor's scan prepares its statement once per shape.
   */
  statusWrite(tx, name, orderId, status, at) {
    return tx.$with(name).as(
      tx
        .update(orders)
        .set({ status: status as OrderStatus, updatedAt: at as Date })
        .where(eq(orders.id, orderId))
        .returning({ id: orders.id }),
    );
  },
};
