import { printerItemCompleteList } from '@platfox/domain';
import { printerItemListModel } from './printer-items';

/** Finished items: ready, shipping or delivered (my complete list), routed to the printer. */
export const printerItemCompleteListModel = printerItemListModel(printerItemCompleteList);
