import { useListWatch } from '../../platform/live/socket';
import { useLiveRefresh } from '../../platform/live/useLiveRefresh';
import { orderKeys } from './api';

/**
 * An open order page follows the order live: the seller hears every change of their order, and an
 * admin on the page watches the order lists' rooms, where the same events go (spec 03 section
 * 7.7). An approval, a cancel or an item moving on in another tab shows here without a reload.
 */
export function useOrderLive(orderId: string): void {
  useListWatch(orderId ? 'order' : undefined);
  useListWatch(orderId ? 'order-item' : undefined);
  const isThis = (payload: { id: string }) => payload.id === orderId;
  const isItemOfThis = (payload: { orderId: string }) => payload.orderId === orderId;
  useLiveRefresh(
    {
      order_created: isThis,
      order_placed: isThis,
      order_updated: isThis,
      order_canceled: isThis,
      order_item_created: isItemOfThis,
      order_item_updated: isItemOfThis,
      order_item_canceled: isItemOfThis,
    },
    [orderKeys.detail(orderId), orderKeys.tracking(orderId), ['audit']],
  );
}

/** An open order item's page: its own row and its order, when either moves. */
export function useOrderItemLive(itemId: string, orderId: string): void {
  useListWatch(itemId ? 'order-item' : undefined);
  useListWatch(orderId ? 'order' : undefined);
  const isThisItem = (payload: { id: string }) => payload.id === itemId;
  const isThisOrder = (payload: { id: string }) => payload.id === orderId;
  useLiveRefresh(
    {
      order_item_updated: isThisItem,
      order_item_canceled: isThisItem,
      order_updated: isThisOrder,
      order_canceled: isThisOrder,
    },
    [orderKeys.item(itemId), orderKeys.detail(orderId), ['audit']],
  );
}
