import {
  PRODUCT_IMPORT_COLUMNS,
  PRODUCT_IMPORT_SHEET,
  PRODUCT_IMPORT_TEMPLATE_VERSION,
  PRODUCT_MAX_MOCKUPS,
} from '@platfox/domain';
import ExcelJS from 'exceljs';

export const PRODUCT_TEMPLATE_FILE_NAME = `product-import-template-v${PRODUCT_IMPORT_TEMPLATE_VERSION}.xlsx`;

const DESIGN_HINT =
  'A link (http or https) to a PNG or JPEG of at least 150 dpi and the print area size of this position';

/** The product template, from the column list the import checks, with a help sheet. */
export async function productTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(PRODUCT_IMPORT_SHEET);
  sheet.columns = PRODUCT_IMPORT_COLUMNS.map((column) => ({
    header: column.name,
    key: column.key,
    width: Math.max(18, column.name.length + 4),
    // Text cells: a SKU like 00123 must keep its zeros.
    style: { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];

  const help = workbook.addWorksheet('Instructions');
  help.columns = [
    { header: 'Column', key: 'name', width: 28 },
    { header: 'Required', key: 'required', width: 10 },
    { header: 'What to write', key: 'hint', width: 100 },
  ];
  const hints: Record<string, string> = {
    productType: 'The name or the ID of an active product type',
    title: 'The product title',
    sku: 'Your SKU: letters, digits, dots, hyphens and underscores; unique among your products',
    designDescription: 'Required when the product type asks for a design description',
    frontDesign: DESIGN_HINT,
    backDesign: DESIGN_HINT,
    leftShoulderDesign: DESIGN_HINT,
    rightShoulderDesign: DESIGN_HINT,
    mockups: `Up to ${PRODUCT_MAX_MOCKUPS} links to PNG or JPEG images, separated by commas`,
  };
  for (const column of PRODUCT_IMPORT_COLUMNS) {
    help.addRow({
      name: column.name,
      required: column.required ? 'yes' : 'no',
      hint: hints[column.key] ?? '',
    });
  }
  help.addRow({});
  help.addRow({
    name: `Template version ${PRODUCT_IMPORT_TEMPLATE_VERSION}`,
    hint: `Keep the sheet "${PRODUCT_IMPORT_SHEET}" and its column names unchanged; a print position the product type requires needs its design.`,
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
