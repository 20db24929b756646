import {
  CARRIER_CODES,
  CARRIER_NAMES,
  TRACKING_IMPORT_COLUMNS,
  TRACKING_IMPORT_SHEET,
  TRACKING_IMPORT_TEMPLATE_VERSION,
} from '@platfox/domain';
import { templateWorkbook } from './template-book';

export const TRACKING_TEMPLATE_FILE_NAME = `tracking-code-import-template-v${TRACKING_IMPORT_TEMPLATE_VERSION}.xlsx`;

/** The tracking-code template, from the column list the import checks, with a help sheet. */
export function trackingTemplate(): Promise<Buffer> {
  return templateWorkbook({
    sheet: TRACKING_IMPORT_SHEET,
    version: TRACKING_IMPORT_TEMPLATE_VERSION,
    columns: TRACKING_IMPORT_COLUMNS,
    // Text cells: a numeric tracking number must keep its leading zeros and every digit.
    numFmtOf: () => '@',
    minWidth: 20,
    hints: {
      item: 'The order item ID, or the packing-slip code printed on the slip (e.g. K7Q2M9XW4R)',
      trackingCode:
        'The carrier tracking number; a number of unknown format is saved with a warning',
      carrier: CARRIER_CODES.map((code) => `${code} (${CARRIER_NAMES[code]})`).join(', '),
    },
    showsRequired: false,
  });
}
