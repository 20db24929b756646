/* The stock module's public face (issue 30's module walls): what other modules may use. */
export { comingDateOf, takeStockForPick } from './movements';
