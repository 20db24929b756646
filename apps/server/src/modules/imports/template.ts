import {
  ORDER_IMPORT_COLUMNS,
  ORDER_IMPORT_SHEET,
  ORDER_IMPORT_SHIPPING,
  ORDER_IMPORT_TEMPLATE_VERSION,
} from '@platfox/domain';
import ExcelJS from 'exceljs';

export const TEMPLATE_FILE_NAME = `order-import-template-v${ORDER_IMPORT_TEMPLATE_VERSION}.xlsx`;

/**
 * The order template, written from the same column list the import checks against: the sheet
 * "Orders" with the header row, and a sheet of instructions (ignored by the import).
 */
export async function orderTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(ORDER_IMPORT_SHEET);
  sheet.columns = ORDER_IMPORT_COLUMNS.map((column) => ({
    header: column.name,
    key: column.key,
    width: Math.max(14, column.name.length + 4),
    // Text cells: a SKU or a zipcode like 02134 must not turn into a number.
    style: { numFmt: column.key === 'quantity' ? '0' : '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];

  const help = workbook.addWorksheet('Instructions');
  help.columns = [
    { header: 'Column', key: 'name', width: 22 },
    { header: 'Required', key: 'required', width: 10 },
    { header: 'What to write', key: 'hint', width: 90 },
  ];
  const hints: Record<string, string> = {
    reference: 'Your own order number: lines with the same reference become one order',
    product: 'The SKU or the ID of one of your products',
    item: 'The product type item: its options separated by "/", e.g. "Black / M", or its ID',
    quantity: 'A whole number from 1 to 999',
    country: 'Two-letter ISO code, e.g. US',
    shipping: ORDER_IMPORT_SHIPPING.join(', '),
  };
  for (const column of ORDER_IMPORT_COLUMNS) {
    help.addRow({
      name: column.name,
      required: column.required ? 'yes' : 'no',
      hint: hints[column.key] ?? '',
    });
  }
  help.addRow({});
  help.addRow({
    name: `Template version ${ORDER_IMPORT_TEMPLATE_VERSION}`,
    hint: `Keep the sheet "${ORDER_IMPORT_SHEET}" and its column names unchanged; imported orders are created as drafts.`,
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
