import { eq } from 'drizzle-orm';
import { orderItemsReadModel } from '../../order-items/index';
import { ordersReadModel } from '../../orders/index';
import type { ListSource } from '../registry';
const { orderItems } = orderItemsReadModel;
const { orders } = ordersReadModel;

/**
 * What every list of order items answers of an item (the admin's and seller's, the printer's):
 * its order, its status and what was ordered. A list adds its own columns after these.
 */
export const itemSelection = {
  id: orderItems.id,
  orderId: orderItems.orderId,
  status: orderItems.status,
  productTitle: orderItems.productTitle,
  productSku: orderItems.productSku,
  productTypeName: orderItems.productTypeName,
  variantName: orderItems.variantName,
  quantity: orderItems.quantity,
};

/** The printer's lists read each item with its order (fast shipping, local pickup, the seller). */
export const itemsWithOrders: ListSource = (db, selection) =>
  db
    .select(selection)
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .$dynamic();
