import { printerItemListModel } from './printer-items';

/** Finished items: ready, shipping or delivered (my complete list), routed to the printer. */
export const printerItemCompleteListModel = printerItemListModel('printer-item-complete', [
  'READY_TO_DELIVERY',
  'CANCEL_SHIP',
  'IN_TRANSIT',
  'DELIVERED_FAILURE',
  'COMPLETED',
]);
