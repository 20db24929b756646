import {
  DAY_AGO_DEFAULT,
  EXISTENCE_OPERATIONS,
  OPERATORS_BY_FIELD_TYPE,
  type FilterFieldType,
  type FilterOperation,
} from '@platfox/domain';
import type { DataListColumn, FilterRow } from '../types';

/** The columns the filter panel offers (spec 02 section 3.3: isFilter). */
export const filterableColumns = (columns: readonly DataListColumn[]): DataListColumn[] =>
  columns.filter((column) => column.isFilter === true);

/**
 * The field type a column filters as: its filterReplacement, else its typeShow. Image columns
 * filter their text (a name or URL) and checkbox columns their boolean, unless they say otherwise.
 */
export function filterTypeOf(column: DataListColumn): FilterFieldType {
  if (column.filterReplacement) return column.filterReplacement;
  if (column.typeShow === 'image') return 'text';
  if (column.typeShow === 'checkbox') return 'boolean';
  return column.typeShow;
}

/**
 * The operations a column offers: its operationReplacement, else its field type's operators from
 * the domain; enableFilterExist adds exists / not exists after them, or before them with
 * isFilterExistPrepend.
 */
export function operationsOf(column: DataListColumn): FilterOperation[] {
  const base: readonly FilterOperation[] =
    column.operationReplacement ?? OPERATORS_BY_FIELD_TYPE[filterTypeOf(column)];
  const own = base.filter((operation) => !isExistence(operation));
  if (!column.enableFilterExist) return [...own];
  return column.isFilterExistPrepend
    ? [...EXISTENCE_OPERATIONS, ...own]
    : [...own, ...EXISTENCE_OPERATIONS];
}

/** Time operations that take one date. */
export const isSingleDate = (operation: FilterOperation | null): boolean =>
  operation === 'before' || operation === 'after' || operation === 'at';

export const isExistence = (operation: FilterOperation | null): boolean =>
  (EXISTENCE_OPERATIONS as readonly string[]).includes(operation ?? '');

let rowSequence = 0;
/** A client-side key for React lists; never sent. */
export const newRowKey = (): string => {
  rowSequence += 1;
  return `filter-${Date.now().toString(36)}-${rowSequence}`;
};

/** An empty row, waiting for a field. */
export const emptyRow = (): FilterRow => ({
  key: newRowKey(),
  field: '',
  operation: null,
  value: null,
  type: 'text',
  isActivated: true,
});

/** A row for `column`: its filter type and first operation, no value yet. */
export function rowForColumn(row: FilterRow, column: DataListColumn): FilterRow {
  const type = filterTypeOf(column);
  return withOperation(
    { key: row.key, field: column.key, type, operation: null, value: null, isActivated: true },
    operationsOf(column)[0] ?? null,
  );
}

/**
 * The row with another operation. The value is kept while it still fits (contains → does not
 * contain keeps the text, before → after keeps the date); otherwise a time row starts again, a
 * day-ago row at the default day count.
 */
export function withOperation(row: FilterRow, operation: FilterOperation | null): FilterRow {
  const next: FilterRow = { ...row, operation };
  const isSameDateInput = isSingleDate(row.operation) && isSingleDate(operation);
  if (isExistence(operation) || (row.type === 'time' && !isSameDateInput)) {
    next.value = null;
    delete next.valueDate;
    delete next.dayAgo;
  }
  if (row.type === 'time' && operation === 'between') {
    next.valueDate = { startDate: null, endDate: null };
  }
  if (row.type === 'time' && operation === 'dayAgo') next.dayAgo = DAY_AGO_DEFAULT;
  return next;
}
