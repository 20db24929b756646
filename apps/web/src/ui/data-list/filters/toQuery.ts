import {
  clampDayAgo,
  EXISTENCE_OPERATIONS,
  roundedDollarsToCents,
  type DataListFilter,
  type DynamicTimeOperation,
  type FilterOperation,
} from '@platfox/domain';
import type { DataListColumn, FilterRow } from '../types';
import { columnOf, dayAgoOf, isDynamicTimeOperation, isRowEffective, rangeOf } from './rowValues';

/**
 * The filter panel's rows as the server's filter list (spec 02 sections 3.5, 5.1, 9): deactivated
 * and incomplete rows stay behind, text is trimmed, money typed in dollars goes as cents, date
 * ranges run from the first day's midnight to the last day's 23:59:59.999 (local wall time: the
 * server reads it in the query's time zone), and a time shortcut goes as itself in
 * operationDynamicTime so the server recomputes it at every call.
 */
export function toQueryFilters(
  rows: readonly FilterRow[],
  columns: readonly DataListColumn[],
): DataListFilter[] {
  const filters: DataListFilter[] = [];
  for (const row of rows) {
    if (!row.operation || !isRowEffective(row)) continue;
    const column = columnOf(row, columns);
    const filter = toQueryFilter(row, row.operation, column);
    if (filter) filters.push(filter);
  }
  return filters;
}

type Scalar = string | number | boolean;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** What a shortcut is sent as; the server ignores it in favour of operationDynamicTime. */
const SHORTCUT_CARRIER: Record<DynamicTimeOperation, FilterOperation> = {
  yesterday: 'at',
  dayAgo: 'after',
  thisMonth: 'between',
  lastMonth: 'between',
  thisYear: 'between',
  lastYear: 'between',
};

function toQueryFilter(
  row: FilterRow,
  operation: FilterOperation,
  column: DataListColumn | undefined,
): DataListFilter | null {
  const field = column?.filterBy ?? row.field;
  if ((EXISTENCE_OPERATIONS as readonly string[]).includes(operation)) {
    return { field, operation };
  }
  if (row.type === 'time') return timeFilter(row, field, operation);
  const value = valueOf(row, column);
  return value === null ? null : { field, operation, value };
}

function valueOf(row: FilterRow, column: DataListColumn | undefined): Scalar | Scalar[] | null {
  switch (row.type) {
    case 'text':
    case 'radio':
      return scalarOf(row.value);
    case 'int':
      return column?.display === 'money' ? centsOf(row.value) : numberOf(row.value);
    case 'boolean':
      if (typeof row.value === 'boolean') return row.value;
      if (row.value === 'true' || row.value === 'false') return row.value === 'true';
      return null;
    case 'array':
    case 'autocomplete': {
      const list = (Array.isArray(row.value) ? (row.value as unknown[]) : [row.value])
        .map(scalarOf)
        .filter((item): item is Scalar => item !== null);
      return list.length > 0 ? [...new Set(list)] : null;
    }
    case 'time':
      return null;
  }
}

/** A text trimmed (null when nothing is left), a number or boolean as it is. */
function scalarOf(value: unknown): Scalar | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  return null;
}

function numberOf(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/** Dollars as typed to cents, ×100 rounded on the decimal text (0.07 stays 7 cents). */
function centsOf(value: unknown): number | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const cents = roundedDollarsToCents(value);
  return Number.isFinite(cents) ? cents : null;
}

function timeFilter(
  row: FilterRow,
  field: string,
  operation: FilterOperation,
): DataListFilter | null {
  if (isDynamicTimeOperation(operation)) {
    return {
      field,
      operation: SHORTCUT_CARRIER[operation],
      operationDynamicTime: operation,
      ...(operation === 'dayAgo' ? { dayAgo: clampDayAgo(dayAgoOf(row)) } : {}),
    };
  }
  if (operation === 'between') {
    const range = rangeOf(row);
    const startDate = edgeOf(range.startDate, 'T00:00:00.000');
    const endDate = edgeOf(range.endDate, 'T23:59:59.999');
    if (!startDate && !endDate) return null;
    return { field, operation, value: { startDate, endDate } };
  }
  const date = typeof row.value === 'string' ? row.value.trim() : (rangeOf(row).startDate ?? '');
  return date ? { field, operation, value: date } : null;
}

/** A chosen day's first or last millisecond; a full date-time is left as it is. */
function edgeOf(date: string | null, time: string): string | null {
  const trimmed = date?.trim();
  if (!trimmed) return null;
  return DATE_ONLY.test(trimmed) ? `${trimmed}${time}` : trimmed;
}
