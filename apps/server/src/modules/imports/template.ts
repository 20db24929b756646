import {
  ORDER_IMPORT_COLUMNS,
  ORDER_IMPORT_SHEET,
  ORDER_IMPORT_SHIPPING,
  ORDER_IMPORT_TEMPLATE_VERSION,
} from '@platfox/domain';
import { templateWorkbook } from './template-book';

export const TEMPLATE_FILE_NAME = `order-import-template-v${ORDER_IMPORT_TEMPLATE_VERSION}.xlsx`;

/**
 * The order template, written from the same column list the import checks against: the sheet
 * "Orders" with the header row, and a sheet of instructions (ignored by the import).
 */
export function orderTemplate(): Promise<Buffer> {
  return templateWorkbook({
    sheet: ORDER_IMPORT_SHEET,
    version: ORDER_IMPORT_TEMPLATE_VERSION,
    columns: ORDER_IMPORT_COLUMNS,
    // Text cells: a SKU or a zipcode like 02134 must not turn into a number.
    numFmtOf: (key) => (key === 'quantity' ? '0' : '@'),
    minWidth: 14,
    hints: {
      reference: 'Your own order number: lines with the same reference become one order',
      product: 'The SKU or the ID of one of your products',
      item: 'The product type item: its options separated by "/", e.g. "Black / M", or its ID',
      quantity: 'A whole number from 1 to 999',
      country: 'Two-letter ISO code, e.g. US',
      shipping: ORDER_IMPORT_SHIPPING.join(', '),
    },
    showsRequired: true,
    versionNote: 'imported orders are created as drafts',
  });
}
