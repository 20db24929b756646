import {
  DAY_AGO_DEFAULT,
  DYNAMIC_TIME_OPERATIONS,
  isFilterRowComplete,
  type DynamicTimeOperation,
  type FilterOperation,
} from '@platfox/domain';
import type { DataListColumn, FilterRow } from '../types';

/**
 * How a filter row holds its value, per field type, so the panel, the request builder and the
 * add-row rule read it the same way:
 * - text, radio: the typed text or the chosen key; int: a number (money in dollars as typed);
 * - boolean: true or false; array, autocomplete: the chosen keys;
 * - time: between keeps `valueDate` {startDate, endDate} (YYYY-MM-DD) and mirrors it in `value`
 *   once both ends are chosen; before, after and at keep the date (YYYY-MM-DD) in `value`; dayAgo
 *   keeps the day count in `dayAgo`; the other shortcuts need no value.
 */

export const isDynamicTimeOperation = (
  operation: FilterOperation | null | undefined,
): operation is DynamicTimeOperation =>
  (DYNAMIC_TIME_OPERATIONS as readonly string[]).includes(operation ?? '');

export type DateRangeValue = { startDate: string | null; endDate: string | null };

/** The date range of a between row: valueDate, else a range object kept in value. */
export function rangeOf(row: FilterRow): DateRangeValue {
  if (row.valueDate) return row.valueDate;
  const value = row.value;
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const range = value as Partial<Record<'startDate' | 'endDate', unknown>>;
    return {
      startDate: typeof range.startDate === 'string' ? range.startDate : null,
      endDate: typeof range.endDate === 'string' ? range.endDate : null,
    };
  }
  return { startDate: null, endDate: null };
}

/**
 * Whether a row is complete (spec 02 section 5.1): the domain's rule, where a time shortcut is
 * complete without a value and a range needs at least one end.
 */
export function isRowComplete(row: FilterRow): boolean {
  if (!row.isActivated) return true;
  if (row.field && row.type === 'time' && row.operation) {
    if (isDynamicTimeOperation(row.operation)) return true;
    if (row.operation === 'between') {
      const range = rangeOf(row);
      return Boolean(range.startDate || range.endDate);
    }
  }
  return isFilterRowComplete(row);
}

/** A row that filters something: activated and complete. Deactivated rows are kept, not sent. */
export const isRowEffective = (row: FilterRow): boolean => row.isActivated && isRowComplete(row);

/** The column a row filters, found by its key or by the field it filters by. */
export function columnOf(
  row: Pick<FilterRow, 'field'>,
  columns: readonly DataListColumn[],
): DataListColumn | undefined {
  return (
    columns.find((column) => column.key === row.field) ??
    columns.find((column) => column.filterBy === row.field)
  );
}

export const dayAgoOf = (row: FilterRow): number => row.dayAgo ?? DAY_AGO_DEFAULT;
