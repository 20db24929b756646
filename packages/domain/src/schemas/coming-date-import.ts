/*
 * The coming-stock-date spreadsheet (/a/import-coming-date; spec 03 sections 3.5 and 7.6, import
 * type ORDER_ITEM_COMING_STOCK_DATE): one line per order item awaiting stock, naming it by its id
 * or packing-slip code, with the day its stock is expected. Written by the server as a template
 * and checked against these same names.
 */

export const COMING_DATE_IMPORT_TEMPLATE_VERSION = 1;
export const COMING_DATE_IMPORT_SHEET = 'Coming Dates';
export const COMING_DATE_IMPORT_JOB_KIND = 'import-coming-stock-dates';
/** Most data lines one coming-date file may hold. */
export const COMING_DATE_IMPORT_MAX_LINES = 10_000;

export const COMING_DATE_IMPORT_COLUMNS = [
  { key: 'item', name: 'Order Item ID or Packing Slip Code', required: true },
  { key: 'comingDate', name: 'Coming Date', required: true },
] as const;
export type ComingDateImportColumnKey = (typeof COMING_DATE_IMPORT_COLUMNS)[number]['key'];

export const COMING_DATE_IMPORT_MESSAGES = {
  sheetMissing: `The sheet "${COMING_DATE_IMPORT_SHEET}" was not found: please use the latest template`,
  empty: 'The file holds no coming date lines',
  tooManyLines: `A file may hold at most ${COMING_DATE_IMPORT_MAX_LINES} lines`,
  itemNotFound: 'No order item has this id or packing-slip code',
  comingDate: 'The coming date must be a day written YYYY-MM-DD',
  notAwaiting: 'No unit of this item is awaiting stock',
  permission: 'Setting coming stock dates needs the order item update permission',
} as const;

/**
 * A spreadsheet day as the start of that day in UTC (ISO), or null. Takes YYYY-MM-DD (a date cell
 * reads as one too); any other form is refused: one unambiguous way to write a day.
 */
export function comingDateOfCell(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (
    date.getUTCFullYear() !== Number(year) ||
    date.getUTCMonth() !== Number(month) - 1 ||
    date.getUTCDate() !== Number(day)
  ) {
    return null;
  }
  return date.toISOString();
}
