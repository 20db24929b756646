import {
  COMING_DATE_IMPORT_COLUMNS,
  COMING_DATE_IMPORT_SHEET,
  COMING_DATE_IMPORT_TEMPLATE_VERSION,
} from '@platfox/domain';
import { templateWorkbook } from './template-book';

export const COMING_DATE_TEMPLATE_FILE_NAME = `coming-date-import-template-v${COMING_DATE_IMPORT_TEMPLATE_VERSION}.xlsx`;

/** The coming-stock-date template, from the column list the import checks, with a help sheet. */
export function comingDateTemplate(): Promise<Buffer> {
  return templateWorkbook({
    sheet: COMING_DATE_IMPORT_SHEET,
    version: COMING_DATE_IMPORT_TEMPLATE_VERSION,
    columns: COMING_DATE_IMPORT_COLUMNS,
    numFmtOf: () => '@',
    minWidth: 20,
    hints: {
      item: 'The order item ID, or the packing-slip code printed on the slip (e.g. K7Q2M9XW4R)',
      comingDate:
        'The day the stock is expected, written YYYY-MM-DD; it is set on the units awaiting stock',
    },
    showsRequired: false,
  });
}
