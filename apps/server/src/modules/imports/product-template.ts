import {
  PRODUCT_IMPORT_COLUMNS,
  PRODUCT_IMPORT_SHEET,
  PRODUCT_IMPORT_TEMPLATE_VERSION,
  PRODUCT_MAX_MOCKUPS,
} from '@platfox/domain';
import { templateWorkbook } from './template-book';

export const PRODUCT_TEMPLATE_FILE_NAME = `product-import-template-v${PRODUCT_IMPORT_TEMPLATE_VERSION}.xlsx`;

const DESIGN_HINT =
  'A link (http or https) to a PNG or JPEG of at least 150 dpi and the print area size of this position';

/** The product template, from the column list the import checks, with a help sheet. */
export function productTemplate(): Promise<Buffer> {
  return templateWorkbook({
    sheet: PRODUCT_IMPORT_SHEET,
    version: PRODUCT_IMPORT_TEMPLATE_VERSION,
    columns: PRODUCT_IMPORT_COLUMNS,
    // Text cells: a SKU like 00123 must keep its zeros.
    numFmtOf: () => '@',
    minWidth: 18,
    hints: {
      productType: 'The name or the ID of an active product type',
      title: 'The product title',
      sku: 'Your SKU: letters, digits, dots, hyphens and underscores; unique among your products',
      designDescription: 'Required when the product type asks for a design description',
      frontDesign: DESIGN_HINT,
      backDesign: DESIGN_HINT,
      leftShoulderDesign: DESIGN_HINT,
      rightShoulderDesign: DESIGN_HINT,
      mockups: `Up to ${PRODUCT_MAX_MOCKUPS} links to PNG or JPEG images, separated by commas`,
    },
    showsRequired: true,
    versionNote: 'a print position the product type requires needs its design',
  });
}
