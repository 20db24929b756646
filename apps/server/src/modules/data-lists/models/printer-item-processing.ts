import { printerItemProcessingList } from '@platfox/domain';
import { printerItemListModel } from './printer-items';

/** Items in process, printed or not (my process list), routed to the printer. */
export const printerItemProcessingListModel = printerItemListModel(printerItemProcessingList);
