import { describe, expect, it } from 'vitest';
import type { DataListColumn, FilterRow } from '../types';
import { toQueryFilters } from './toQuery';

const columns: DataListColumn[] = [
  { key: 'name', label: 'Name', typeShow: 'text', isFilter: true },
  { key: 'qty', label: 'Quantity', typeShow: 'int', isFilter: true },
  { key: 'price', label: 'Price', typeShow: 'int', display: 'money', isFilter: true },
  { key: 'isActive', label: 'Active', typeShow: 'boolean', isFilter: true },
  { key: 'type', label: 'Type', typeShow: 'radio', isFilter: true },
  { key: 'status', label: 'Status', typeShow: 'array', isFilter: true },
  { key: 'sellerName', label: 'Seller', typeShow: 'autocomplete', filterBy: 'sellerId' },
  { key: 'createdAt', label: 'Created', typeShow: 'time', isFilter: true },
];

let sequence = 0;
function row(changes: Partial<FilterRow> & Pick<FilterRow, 'field' | 'type'>): FilterRow {
  sequence += 1;
  return { key: `r${sequence}`, operation: null, value: null, isActivated: true, ...changes };
}

const send = (...rows: FilterRow[]) => toQueryFilters(rows, columns);

describe('toQueryFilters: values by field type', () => {
  it('trims text and drops a text that is only spaces', () => {
    expect(
      send(
        row({ field: 'name', type: 'text', operation: 'ct', value: '  Tee shirt  ' }),
        row({ field: 'name', type: 'text', operation: 'nct', value: '   ' }),
      ),
    ).toEqual([{ field: 'name', operation: 'ct', value: 'Tee shirt' }]);
  });

  it('sends numbers as numbers, typed text included', () => {
    expect(
      send(
        row({ field: 'qty', type: 'int', operation: 'gt', value: 3 }),
        row({ field: 'qty', type: 'int', operation: 'lteq', value: ' 12 ' }),
        row({ field: 'qty', type: 'int', operation: 'eq', value: 'abc' }),
      ),
    ).toEqual([
      { field: 'qty', operation: 'gt', value: 3 },
      { field: 'qty', operation: 'lteq', value: 12 },
    ]);
  });

  it('sends money typed in dollars as cents, ×100 rounded', () => {
    expect(
      send(
        row({ field: 'price', type: 'int', operation: 'gteq', value: 12.5 }),
        row({ field: 'price', type: 'int', operation: 'lt', value: 0.07 }),
        row({ field: 'price', type: 'int', operation: 'eq', value: '1.005' }),
        row({ field: 'price', type: 'int', operation: 'neq', value: 19.999 }),
      ).map((filter) => filter.value),
    ).toEqual([1250, 7, 101, 2000]);
  });

  it('sends booleans, read from text too', () => {
    expect(
      send(
        row({ field: 'isActive', type: 'boolean', operation: 'eq', value: false }),
        row({ field: 'isActive', type: 'boolean', operation: 'neq', value: 'true' }),
      ),
    ).toEqual([
      { field: 'isActive', operation: 'eq', value: false },
      { field: 'isActive', operation: 'neq', value: true },
    ]);
  });

  it('sends a radio choice and array choices as lists, trimmed and without repeats', () => {
    expect(
      send(
        row({ field: 'type', type: 'radio', operation: 'ct', value: 'SELLER' }),
        row({ field: 'status', type: 'array', operation: 'in', value: ['PICKED', ' PICKED ', 2] }),
        row({ field: 'status', type: 'array', operation: 'nin', value: [] }),
      ),
    ).toEqual([
      { field: 'type', operation: 'ct', value: 'SELLER' },
      { field: 'status', operation: 'in', value: ['PICKED', 2] },
    ]);
  });

  it('filters by filterBy when the column names one', () => {
    expect(
      send(row({ field: 'sellerName', type: 'autocomplete', operation: 'inc', value: ['u-1'] })),
    ).toEqual([{ field: 'sellerId', operation: 'inc', value: ['u-1'] }]);
  });

  it('sends exists and not exists without a value', () => {
    expect(
      send(
        row({ field: 'name', type: 'text', operation: 'ex' }),
        row({ field: 'createdAt', type: 'time', operation: 'nex' }),
      ),
    ).toEqual([
      { field: 'name', operation: 'ex' },
      { field: 'createdAt', operation: 'nex' },
    ]);
  });
});

describe('toQueryFilters: rows left behind', () => {
  it('drops deactivated rows, rows without operation and rows without value', () => {
    expect(
      send(
        row({ field: 'name', type: 'text', operation: 'ct', value: 'a', isActivated: false }),
        row({ field: 'name', type: 'text', operation: null, value: 'a' }),
        row({ field: 'qty', type: 'int', operation: 'eq', value: null }),
        row({ field: '', type: 'text', operation: 'ct', value: 'a' }),
      ),
    ).toEqual([]);
  });
});

describe('toQueryFilters: time', () => {
  it('sends a range from the first day’s midnight to the last day’s 23:59:59.999', () => {
    const range = { startDate: '2024-05-01', endDate: '2024-05-31' };
    expect(
      send(row({ field: 'createdAt', type: 'time', operation: 'between', valueDate: range })),
    ).toEqual([
      {
        field: 'createdAt',
        operation: 'between',
        value: { startDate: '2024-05-01T00:00:00.000', endDate: '2024-05-31T23:59:59.999' },
      },
    ]);
  });

  it('sends a range with one end open, and none without any end', () => {
    expect(
      send(
        row({
          field: 'createdAt',
          type: 'time',
          operation: 'between',
          value: { startDate: '2024-05-01', endDate: null },
        }),
        row({
          field: 'createdAt',
          type: 'time',
          operation: 'between',
          valueDate: { startDate: null, endDate: null },
        }),
      ),
    ).toEqual([
      {
        field: 'createdAt',
        operation: 'between',
        value: { startDate: '2024-05-01T00:00:00.000', endDate: null },
      },
    ]);
  });

  it('sends before, after and at with the chosen date', () => {
    expect(
      send(
        row({ field: 'createdAt', type: 'time', operation: 'before', value: '2024-05-01' }),
        row({ field: 'createdAt', type: 'time', operation: 'at', value: '' }),
      ),
    ).toEqual([{ field: 'createdAt', operation: 'before', value: '2024-05-01' }]);
  });

  it('sends shortcuts in operationDynamicTime for the server to resolve', () => {
    expect(
      send(
        row({ field: 'createdAt', type: 'time', operation: 'thisMonth' }),
        row({ field: 'createdAt', type: 'time', operation: 'yesterday' }),
        row({ field: 'createdAt', type: 'time', operation: 'dayAgo', dayAgo: 30 }),
        row({ field: 'createdAt', type: 'time', operation: 'dayAgo' }),
        row({ field: 'createdAt', type: 'time', operation: 'dayAgo', dayAgo: 5000 }),
      ),
    ).toEqual([
      { field: 'createdAt', operation: 'between', operationDynamicTime: 'thisMonth' },
      { field: 'createdAt', operation: 'at', operationDynamicTime: 'yesterday' },
      { field: 'createdAt', operation: 'after', operationDynamicTime: 'dayAgo', dayAgo: 30 },
      { field: 'createdAt', operation: 'after', operationDynamicTime: 'dayAgo', dayAgo: 7 },
      { field: 'createdAt', operation: 'after', operationDynamicTime: 'dayAgo', dayAgo: 999 },
    ]);
  });
});
