import type { StoreOrder } from './platforms/types';
import type { StoreOrderData } from './tables';

/** A platform's order as a store order keeps it (its data column): dates as ISO strings. */
export function toOrderData(order: StoreOrder): StoreOrderData {
  return {
    ...order,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

export function fromOrderData(data: StoreOrderData): StoreOrder {
  return { ...data, createdAt: new Date(data.createdAt), updatedAt: new Date(data.updatedAt) };
}
