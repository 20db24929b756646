import {
  CARRIER_CODES,
  CARRIER_NAMES,
  TRACKING_IMPORT_COLUMNS,
  TRACKING_IMPORT_SHEET,
  TRACKING_IMPORT_TEMPLATE_VERSION,
} from '@platfox/domain';
import ExcelJS from 'exceljs';

export const TRACKING_TEMPLATE_FILE_NAME = `tracking-code-import-template-v${TRACKING_IMPORT_TEMPLATE_VERSION}.xlsx`;

/** The tracking-code template, from the column list the import checks, with a help sheet. */
export async function trackingTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(TRACKING_IMPORT_SHEET);
  sheet.columns = TRACKING_IMPORT_COLUMNS.map((column) => ({
    header: column.name,
    key: column.key,
    width: Math.max(20, column.name.length + 4),
    // Text cells: a numeric tracking number must keep its leading zeros and every digit.
    style: { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];

  const help = workbook.addWorksheet('Instructions');
  help.columns = [
    { header: 'Column', key: 'name', width: 36 },
    { header: 'What to write', key: 'hint', width: 90 },
  ];
  const hints: Record<string, string> = {
    item: 'The order item ID, or the packing-slip code printed on the slip (e.g. K7Q2M9XW4R)',
    trackingCode: 'The carrier tracking number; a number of unknown format is saved with a warning',
    carrier: CARRIER_CODES.map((code) => `${code} (${CARRIER_NAMES[code]})`).join(', '),
  };
  for (const column of TRACKING_IMPORT_COLUMNS) {
    help.addRow({ name: column.name, hint: hints[column.key] ?? '' });
  }
  help.addRow({});
  help.addRow({
    name: `Template version ${TRACKING_IMPORT_TEMPLATE_VERSION}`,
    hint: `Keep the sheet "${TRACKING_IMPORT_SHEET}" and its column names unchanged.`,
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
