import { printerItemToPickList } from '@platfox/domain';
import { printerItemListModel } from './printer-items';

/** Approved items waiting to be picked, routed to the printer. */
export const printerItemToPickListModel = printerItemListModel(printerItemToPickList);
