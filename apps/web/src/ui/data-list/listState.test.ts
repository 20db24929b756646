import { describe, expect, it } from 'vitest';
import {
  hasActiveFilters,
  initialListState,
  listDefaults,
  listReducer,
  nextSort,
  type ListAction,
} from './listState';
import type { FilterRow, ListState } from './types';

const defaults = listDefaults({ defaultSort: { field: 'createdAt', direction: 'desc' } });
const reduce = listReducer(defaults);
const run = (state: ListState, ...actions: ListAction[]) => actions.reduce(reduce, state);
const start = initialListState(defaults);
const filter: FilterRow = {
  key: 'f1',
  field: 'email',
  operation: 'ct',
  value: 'ana',
  type: 'text',
  isActivated: true,
};

describe('the list state', () => {
  it('starts with no filters, AND, the default sort, page 1 and the default page size', () => {
    expect(start).toEqual({
      filters: [],
      filterType: 'AND',
      sort: { field: 'createdAt', direction: 'desc' },
      page: 1,
      pageSize: 20,
    });
    expect(initialListState(listDefaults({ defaultPerPage: 50 })).pageSize).toBe(50);
  });

  it('cycles a header through asc, desc and back to the default order', () => {
    const asc = run(start, { type: 'sort', field: 'email' });
    expect(asc.sort).toEqual({ field: 'email', direction: 'asc' });
    const desc = run(asc, { type: 'sort', field: 'email' });
    expect(desc.sort).toEqual({ field: 'email', direction: 'desc' });
    expect(run(desc, { type: 'sort', field: 'email' }).sort).toEqual(defaults.sort);
    // Another header starts again at asc.
    expect(run(desc, { type: 'sort', field: 'fullName' }).sort).toEqual({
      field: 'fullName',
      direction: 'asc',
    });
    expect(nextSort(null, 'x')).toEqual({ field: 'x', direction: 'asc' });
  });

  it('goes back to page 1 when the order changes', () => {
    const onPage3 = run(start, { type: 'page', page: 3, pageCount: 5 });
    expect(run(onPage3, { type: 'sort', field: 'email' }).page).toBe(1);
  });

  it('floors and clamps a page between 1 and the page count', () => {
    expect(run(start, { type: 'page', page: 2.7, pageCount: 5 }).page).toBe(2);
    expect(run(start, { type: 'page', page: 9, pageCount: 5 }).page).toBe(5);
    expect(run(start, { type: 'page', page: -4, pageCount: 5 }).page).toBe(1);
    expect(run(start, { type: 'page', page: Number.NaN, pageCount: 5 }).page).toBe(1);
  });

  it('starts again at page 1 on a new page size or new filters', () => {
    const onPage4 = run(start, { type: 'page', page: 4, pageCount: 9 });
    expect(run(onPage4, { type: 'pageSize', pageSize: 50 })).toMatchObject({
      page: 1,
      pageSize: 50,
    });
    expect(run(onPage4, { type: 'apply', filters: [filter], filterType: 'OR' })).toMatchObject({
      page: 1,
      filters: [filter],
      filterType: 'OR',
    });
  });

  it('resets filters, OR, page and page size but keeps the order', () => {
    const busy = run(
      start,
      { type: 'apply', filters: [filter], filterType: 'OR' },
      { type: 'pageSize', pageSize: 100 },
      { type: 'sort', field: 'email' },
      { type: 'page', page: 2, pageCount: 3 },
    );
    expect(run(busy, { type: 'reset' })).toEqual({
      filters: [],
      filterType: 'AND',
      sort: { field: 'email', direction: 'asc' },
      page: 1,
      pageSize: 20,
    });
  });

  it('restores a whole state', () => {
    const state: ListState = { ...start, page: 7, filters: [filter] };
    expect(run(start, { type: 'restore', state })).toBe(state);
  });

  it('counts only activated filters as active', () => {
    expect(hasActiveFilters({ filters: [] })).toBe(false);
    expect(hasActiveFilters({ filters: [{ ...filter, isActivated: false }] })).toBe(false);
    expect(hasActiveFilters({ filters: [filter] })).toBe(true);
  });
});
