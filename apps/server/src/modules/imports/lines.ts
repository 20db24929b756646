import {
  IMPORT_MESSAGES,
  MAX_LINE_QUANTITY,
  ORDER_IMPORT_COLUMNS,
  ORDER_IMPORT_SHEET,
  ORDER_IMPORT_SHIPPING,
  orderAddressSchema,
  type ImportError,
  type OrderAddress,
  type OrderImportColumnKey,
  type OrderImportShipping,
} from '@platfox/domain';
import { ImportFileError, type SheetRow } from './reader';

/** A line whose values have the right shapes; product and item are still names to resolve. */
export type ParsedLine = {
  line: number;
  reference: string;
  product: string;
  item: string;
  quantity: number;
  address: OrderAddress;
  shipping: OrderImportShipping;
  note: string | undefined;
};

const nameOf = (key: OrderImportColumnKey) =>
  ORDER_IMPORT_COLUMNS.find((column) => column.key === key)!.name;

export const lineError = (
  line: number,
  key: OrderImportColumnKey | null,
  message: string,
): ImportError => ({
  sheet: ORDER_IMPORT_SHEET,
  column: key ? nameOf(key) : null,
  line,
  message,
});

/**
 * The header must be the latest template's, name for name and in order (spec 03 section 4);
 * trailing empty headings are ignored. Otherwise the whole file fails, saying which column.
 */
export function checkHeader(
  row: SheetRow | undefined,
  columns: readonly { name: string }[] = ORDER_IMPORT_COLUMNS,
  emptyMessage: string = IMPORT_MESSAGES.empty,
): void {
  if (!row) throw new ImportFileError(emptyMessage);
  const cells = [...row.cells];
  while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
  const problems: string[] = [];
  columns.forEach((column, index) => {
    const found = cells[index] ?? '';
    if (found !== column.name) {
      problems.push(`column ${index + 1}: expected "${column.name}", found "${found}"`);
    }
  });
  for (let index = columns.length; index < cells.length; index += 1) {
    problems.push(`column ${index + 1}: "${cells[index]}" is not in the template`);
  }
  if (problems.length > 0) {
    throw new ImportFileError(`${IMPORT_MESSAGES.columnsChanged} (${problems.join('; ')})`);
  }
}

const ADDRESS_KEYS = [
  'fullName',
  'phone',
  'email',
  'street',
  'street2',
  'city',
  'state',
  'zipcode',
  'country',
] as const satisfies readonly OrderImportColumnKey[];

/** One data row checked for shapes: its line, or every problem found on it. */
export function parseLine(row: SheetRow): ParsedLine | ImportError[] {
  const value = {} as Record<OrderImportColumnKey, string>;
  ORDER_IMPORT_COLUMNS.forEach((column, index) => {
    value[column.key] = row.cells[index] ?? '';
  });
  const errors: ImportError[] = [];
  for (const column of ORDER_IMPORT_COLUMNS) {
    if (column.required && value[column.key] === '') {
      errors.push(lineError(row.line, column.key, IMPORT_MESSAGES.required));
    }
  }
  const isRequiredMissing = (key: OrderImportColumnKey) =>
    errors.some((error) => error.column === nameOf(key));

  const quantity = Number(value.quantity);
  if (
    !isRequiredMissing('quantity') &&
    !(Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_LINE_QUANTITY)
  ) {
    errors.push(lineError(row.line, 'quantity', IMPORT_MESSAGES.quantity));
  }
  const shipping = value.shipping.toUpperCase().replace(/[\s-]+/g, '_') as OrderImportShipping;
  if (!isRequiredMissing('shipping') && !ORDER_IMPORT_SHIPPING.includes(shipping)) {
    errors.push(lineError(row.line, 'shipping', IMPORT_MESSAGES.shipping));
  }

  // The address by the orders' own schema: the same rules as an order typed in the form.
  const given: Record<string, string> = {};
  for (const key of ADDRESS_KEYS) {
    if (value[key] !== '') given[key] = key === 'country' ? value[key].toUpperCase() : value[key];
  }
  const address = orderAddressSchema.safeParse(given);
  if (!address.success) {
    for (const issue of address.error.issues) {
      const key = issue.path[0] as OrderImportColumnKey;
      if (isRequiredMissing(key)) continue;
      const message =
        key === 'country' ? 'The country must be a two-letter ISO code, e.g. US' : issue.message;
      errors.push(lineError(row.line, key, message));
    }
  }
  if (errors.length > 0 || !address.success) return errors;
  return {
    line: row.line,
    reference: value.reference,
    product: value.product,
    item: value.item,
    quantity,
    address: address.data,
    shipping,
    note: value.note || undefined,
  };
}
