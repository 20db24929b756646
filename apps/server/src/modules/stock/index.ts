/* The stock module's public face (issue 30's module walls): what other modules may use. */
import { readModel } from '../../platform/read-model';
import * as tables from './tables';
export { comingDateOf, stockOnHand, takeStockForPick } from './movements';
export { stockHooks, type StockArrival } from './hooks';
export { storageAreaNameOf } from './walk';

// The data-list models of the stock log and the inventory records read these.
/**
 * Read-only handles on this module's tables (all of them) for other modules' queries (recipes.md,
 * "A module").
 */
export const stockReadModel = readModel(tables);
