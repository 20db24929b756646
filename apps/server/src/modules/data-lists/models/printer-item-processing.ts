import { printerItemListModel } from './printer-items';

/** Items in process, printed or not (my process list), routed to the printer. */
export const printerItemProcessingListModel = printerItemListModel('printer-item-processing', [
  'PROCESSING',
  'PRINTED',
]);
