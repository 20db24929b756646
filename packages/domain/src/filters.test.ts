import { describe, expect, it } from 'vitest';
import {
  FILTER_FIELD_TYPES,
  FILTER_OPERATIONS,
  OPERATORS_BY_FIELD_TYPE,
  clampDayAgo,
  clampPage,
  isFilterRowComplete,
  isOperationAllowed,
  needsFilterConfirmation,
  scanFilterValues,
  totalPages,
} from './filters';

describe('OPERATORS_BY_FIELD_TYPE', () => {
  it('lists exactly the operators of spec 03 section 9 per field type', () => {
    expect(OPERATORS_BY_FIELD_TYPE).toEqual({
      array: ['in', 'nin'],
      autocomplete: ['inc'],
      boolean: ['eq', 'neq'],
      int: ['eq', 'neq', 'gt', 'gteq', 'lt', 'lteq'],
      text: ['ct', 'nct', 'exact'],
      time: [
        'between',
        'before',
        'after',
        'at',
        'yesterday',
        'dayAgo',
        'thisMonth',
        'lastMonth',
        'thisYear',
        'lastYear',
      ],
      radio: ['ct', 'nct'],
    });
  });

  it('covers every field type with known operation codes', () => {
    expect(Object.keys(OPERATORS_BY_FIELD_TYPE).sort()).toEqual([...FILTER_FIELD_TYPES].sort());
    for (const operations of Object.values(OPERATORS_BY_FIELD_TYPE)) {
      for (const operation of operations) expect(FILTER_OPERATIONS).toContain(operation);
    }
  });
});

describe('isOperationAllowed', () => {
  it('allows only the operators of the field type', () => {
    expect(isOperationAllowed('text', 'ct')).toBe(true);
    expect(isOperationAllowed('text', 'eq')).toBe(false);
    expect(isOperationAllowed('int', 'gteq')).toBe(true);
    expect(isOperationAllowed('boolean', 'gt')).toBe(false);
    expect(isOperationAllowed('time', 'dayAgo')).toBe(true);
  });

  it('allows exists and not-exists only where the column enables them', () => {
    expect(isOperationAllowed('text', 'ex')).toBe(false);
    expect(isOperationAllowed('text', 'ex', true)).toBe(true);
    expect(isOperationAllowed('int', 'nex', true)).toBe(true);
    expect(isOperationAllowed('int', 'ct', true)).toBe(false);
  });
});

describe('paging', () => {
  it('counts pages, with one page for an empty list', () => {
    expect(totalPages(0, 20)).toBe(1);
    expect(totalPages(20, 20)).toBe(1);
    expect(totalPages(21, 20)).toBe(2);
    expect(totalPages(1000, 100)).toBe(10);
    expect(totalPages(5, 0)).toBe(1);
  });

  it('floors and clamps a page number to 1..totalPages', () => {
    expect(clampPage(3.9, 5)).toBe(3);
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(-2, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(Number.POSITIVE_INFINITY, 5)).toBe(5);
    expect(clampPage(Number.NaN, 5)).toBe(1);
  });

  it('keeps page 1 when there are no pages', () => {
    expect(clampPage(4, 0)).toBe(1);
  });
});

describe('clampDayAgo', () => {
  it('clamps larger values to 999 and keeps whole days', () => {
    expect(clampDayAgo(1000)).toBe(999);
    expect(clampDayAgo(999)).toBe(999);
    expect(clampDayAgo(30.7)).toBe(30);
    expect(clampDayAgo(-3)).toBe(0);
  });

  it('falls back to the default for an empty input', () => {
    expect(clampDayAgo(Number.NaN)).toBe(7);
  });
});

describe('needsFilterConfirmation', () => {
  it('asks from 20 filters on', () => {
    expect(needsFilterConfirmation(19)).toBe(false);
    expect(needsFilterConfirmation(20)).toBe(true);
  });
});

describe('isFilterRowComplete', () => {
  it('needs a field, an operation and a value', () => {
    expect(isFilterRowComplete({ field: 'status', operation: 'in', value: ['PENDING'] })).toBe(
      true,
    );
    expect(isFilterRowComplete({ field: 'status', operation: 'in', value: [] })).toBe(false);
    expect(isFilterRowComplete({ field: 'name', operation: 'ct', value: '  ' })).toBe(false);
    expect(isFilterRowComplete({ field: 'name', value: 'x' })).toBe(false);
    expect(isFilterRowComplete({ operation: 'ct', value: 'x' })).toBe(false);
  });

  it('counts false and 0 as values', () => {
    expect(isFilterRowComplete({ field: 'isDraft', operation: 'eq', value: false })).toBe(true);
    expect(isFilterRowComplete({ field: 'qty', operation: 'gt', value: 0 })).toBe(true);
  });

  it('needs no value for exists and not exists', () => {
    expect(isFilterRowComplete({ field: 'trackingCode', operation: 'nex' })).toBe(true);
  });

  it('lets a deactivated row through', () => {
    expect(isFilterRowComplete({ isActivated: false })).toBe(true);
  });
});

describe('scanFilterValues', () => {
  it('cuts a found code at its first underscore', () => {
    expect(scanFilterValues('OI123_2_x', 'FIND')).toEqual(['OI123']);
  });

  it('keeps the whole code when substring matching is configured', () => {
    expect(scanFilterValues('OI123_2', 'FIND', true)).toEqual(['OI123_2']);
  });

  it('splits continuous scans on semicolons, cutting each piece', () => {
    expect(scanFilterValues('OI1_1;OI2_3; ;OI3', 'FIND_CONTINUOUSLY')).toEqual([
      'OI1',
      'OI2',
      'OI3',
    ]);
  });

  it('gives each value once and nothing for an empty scan', () => {
    expect(scanFilterValues('OI1_1;OI1_2', 'FIND_CONTINUOUSLY')).toEqual(['OI1']);
    expect(scanFilterValues('  ', 'FIND')).toEqual([]);
    expect(scanFilterValues('_2', 'FIND')).toEqual([]);
  });
});
