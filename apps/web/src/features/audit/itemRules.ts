import { REFUNDABLE_ITEM_STATUSES, type OrderItemAction } from '@platfox/domain';

/** What the item page needs of an item to decide its buttons. */
export type ActedItem = {
  id: string;
  status: string;
  actions: readonly OrderItemAction[];
  trackingCode: string | null;
};

/** The statuses a label is uploaded in (spec 03 section 6): made, or on its way. */
const LABEL_STATUSES = ['PROCESSING', 'READY_TO_DELIVERY', 'IN_TRANSIT'];

/**
 * The admin's buttons on an item (spec 03 section 6), each by the flow table's actions and the
 * item's status; the caller adds the permissions.
 */
export function itemButtons(item: ActedItem) {
  return {
    approve: item.actions.includes('approve'),
    cancel: item.actions.includes('cancel'),
    complete: item.actions.includes('complete'),
    reset: item.actions.includes('reset'),
    refund: (REFUNDABLE_ITEM_STATUSES as readonly string[]).includes(item.status),
    comingStock: item.status === 'AWAITING_STOCK',
    uploadLabel: LABEL_STATUSES.includes(item.status) && item.trackingCode !== null,
    label: item.trackingCode !== null,
  };
}
