import { printerItemPickedList } from '@platfox/domain';
import { printerItemListModel } from './printer-items';

/** Picked items (my pick list), routed to the printer. */
export const printerItemPickedListModel = printerItemListModel(printerItemPickedList);
