import { printerItemAwaitingStockList } from '@platfox/domain';
import { printerItemListModel } from './printer-items';

/** Items waiting for blank stock, routed to the printer. */
export const printerItemAwaitingStockListModel = printerItemListModel(printerItemAwaitingStockList);
