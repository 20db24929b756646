import { clampPage, DEFAULT_PAGE_SIZE, type FilterType } from '@platfox/domain';
import type { DataListConfig, FilterRow, ListSort, ListState } from './types';

/**
 * The list state as a pure reducer (spec 02 sections 4.1, 4.4, 5.7): every way the user moves
 * through a list is one action, so the rules are tested without rendering anything.
 */
export type ListAction =
  /** A header click: asc, then desc, then back to the list's default order. */
  | { type: 'sort'; field: string }
  /**
   * A page the user asked for; floored and clamped to the pages there are. `cursor` is the
   * answer's cursor of the page on screen, from which the server reads the one asked for.
   */
  | { type: 'page'; page: number; pageCount: number; cursor?: string | undefined }
  | { type: 'pageSize'; pageSize: ListState['pageSize'] }
  /** Filters applied from the panel, the scan panel or a saved filter; back to page 1. */
  | { type: 'apply'; filters: FilterRow[]; filterType: FilterType }
  /** Reset: no filters, AND, page 1, the default page size; the order stays. */
  | { type: 'reset' }
  /** The page and cursor of an unfiltered list's URL (at), as they are. */
  | { type: 'position'; page: number; cursor?: string | undefined }
  /** A whole state from the URL (q), session storage or a saved filter. */
  | { type: 'restore'; state: ListState };

export type ListDefaults = Pick<ListState, 'sort' | 'pageSize'>;

export function listDefaults(config: Pick<DataListConfig, 'defaultPerPage' | 'defaultSort'>) {
  return {
    sort: config.defaultSort ?? null,
    pageSize: config.defaultPerPage ?? DEFAULT_PAGE_SIZE,
  } satisfies ListDefaults;
}

export function initialListState(defaults: ListDefaults): ListState {
  return {
    filters: [],
    filterType: 'AND',
    sort: defaults.sort,
    page: 1,
    pageSize: defaults.pageSize,
  };
}

export function isSameSort(a: ListSort | null, b: ListSort | null): boolean {
  return a?.field === b?.field && a?.direction === b?.direction;
}

/** The next sort of a header click; null gives the order back to the list's default. */
export function nextSort(current: ListSort | null, field: string): ListSort | null {
  if (current?.field !== field) return { field, direction: 'asc' };
  return current.direction === 'asc' ? { field, direction: 'desc' } : null;
}

export function listReducer(defaults: ListDefaults) {
  return (state: ListState, action: ListAction): ListState => {
    switch (action.type) {
      case 'sort': {
        // The default order counts as "not sorted by the user": its field starts again at asc.
        const current = isSameSort(state.sort, defaults.sort) ? null : state.sort;
        const sort = nextSort(current, action.field) ?? defaults.sort;
        return withoutCursor({ ...state, sort, page: 1 });
      }
      case 'page': {
        const page = clampPage(action.page, action.pageCount);
        if (page === state.page) return state;
        const moved = withoutCursor({ ...state, page });
        return action.cursor ? { ...moved, cursor: action.cursor } : moved;
      }
      case 'pageSize':
        return action.pageSize === state.pageSize
          ? state
          : withoutCursor({ ...state, pageSize: action.pageSize, page: 1 });
      case 'apply':
        return withoutCursor({
          ...state,
          filters: action.filters,
          filterType: action.filterType,
          page: 1,
        });
      case 'reset':
        return { ...initialListState(defaults), sort: state.sort };
      case 'position': {
        const moved = withoutCursor({ ...state, page: action.page });
        return action.cursor ? { ...moved, cursor: action.cursor } : moved;
      }
      case 'restore':
        return action.state;
    }
  };
}

/** A cursor belongs to one list, filters and sort: another one pages by offset again. */
function withoutCursor(state: ListState): ListState {
  if (state.cursor === undefined) return state;
  const { cursor: _cursor, ...rest } = state;
  return rest;
}

/** Active filters are what make the URL carry q (spec 02 section 2.3). */
export function hasActiveFilters(state: Pick<ListState, 'filters'>): boolean {
  return state.filters.some((filter) => filter.isActivated);
}
