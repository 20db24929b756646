/* The stock module's public face (issue 30's module walls): what other modules may use. */
export { comingDateOf, stockOnHand, takeStockForPick } from './movements';
export { stockHooks, type StockArrival } from './hooks';
// For the data-list models of the stock log and the inventory records.
export {
  inventories,
  inventoryLines,
  stockItems,
  stockLogs,
  storageAreas,
  warehouses,
} from './tables';
