import {
  createProductBodySchema,
  IMPORT_MESSAGES,
  PRODUCT_IMPORT_COLUMNS,
  PRODUCT_IMPORT_DESIGN_COLUMNS,
  PRODUCT_IMPORT_MESSAGES,
  PRODUCT_IMPORT_SHEET,
  PRODUCT_MAX_MOCKUPS,
  UPLOAD_TYPE_ITEM_TYPES,
  type ImportError,
  type ProductImportColumnKey,
  type UploadTypeItemType,
} from '@platfox/domain';
import type { SheetRow } from './reader';

/** A product line with the right shapes; the product type is still a name or id to resolve. */
export type ProductLine = {
  line: number;
  productType: string;
  title: string;
  sku: string;
  description?: string | null;
  designDescription?: string | null;
  designs: { type: UploadTypeItemType; url: string }[];
  mockups: string[];
};

const nameOf = (key: ProductImportColumnKey) =>
  PRODUCT_IMPORT_COLUMNS.find((column) => column.key === key)!.name;

export const productLineError = (
  line: number,
  key: ProductImportColumnKey | null,
  message: string,
): ImportError => ({
  sheet: PRODUCT_IMPORT_SHEET,
  column: key ? nameOf(key) : null,
  line,
  message,
});

/** The fields the product form checks, checked here before any image is fetched. */
const textFieldsSchema = createProductBodySchema.pick({
  title: true,
  sku: true,
  description: true,
  designDescription: true,
});

const isWebUrl = (value: string) => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

/** One data row checked for shapes: its line, or every problem found on it. */
export function parseProductLine(row: SheetRow): ProductLine | ImportError[] {
  const value = {} as Record<ProductImportColumnKey, string>;
  PRODUCT_IMPORT_COLUMNS.forEach((column, index) => {
    value[column.key] = row.cells[index] ?? '';
  });
  const errors: ImportError[] = [];
  for (const column of PRODUCT_IMPORT_COLUMNS) {
    if (column.required && value[column.key] === '') {
      errors.push(productLineError(row.line, column.key, IMPORT_MESSAGES.required));
    }
  }
  const texts = textFieldsSchema.safeParse({
    title: value.title,
    sku: value.sku,
    description: value.description || undefined,
    designDescription: value.designDescription || undefined,
  });
  if (!texts.success) {
    for (const issue of texts.error.issues) {
      const key = issue.path[0] as ProductImportColumnKey;
      // An empty required value is told once, as "required".
      if (value[key] === '') continue;
      errors.push(productLineError(row.line, key, issue.message));
    }
  }
  const designs: ProductLine['designs'] = [];
  for (const type of UPLOAD_TYPE_ITEM_TYPES) {
    const { key } = PRODUCT_IMPORT_DESIGN_COLUMNS[type];
    const url = value[key];
    if (url === '') continue;
    if (isWebUrl(url)) designs.push({ type, url });
    else errors.push(productLineError(row.line, key, PRODUCT_IMPORT_MESSAGES.url));
  }
  const mockups = value.mockups
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '');
  if (mockups.some((url) => !isWebUrl(url))) {
    errors.push(productLineError(row.line, 'mockups', PRODUCT_IMPORT_MESSAGES.url));
  } else if (mockups.length > PRODUCT_MAX_MOCKUPS) {
    errors.push(productLineError(row.line, 'mockups', PRODUCT_IMPORT_MESSAGES.tooManyMockups));
  }
  if (errors.length > 0 || !texts.success) return errors;
  return {
    line: row.line,
    productType: value.productType,
    ...texts.data,
    designs,
    mockups,
  };
}
