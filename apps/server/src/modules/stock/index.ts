/* The stock module's public face (issue 30's module walls): what other modules may use. */
import { readModel } from '../../platform/read-model';
import {
  inventories,
  inventoryLines,
  stockItems,
  stockLogs,
  storageAreas,
  warehouses,
} from './tables';
export { comingDateOf, stockOnHand, takeStockForPick } from './movements';
export { stockHooks, type StockArrival } from './hooks';
export { storageAreaNameOf } from './walk';

// The data-list models of the stock log and the inventory records read these.
/** Read-only handles on this module's tables for other modules' queries (recipes.md, "A module"). */
export const stockReadModel = readModel({
  inventories,
  inventoryLines,
  stockItems,
  stockLogs,
  storageAreas,
  warehouses,
});
