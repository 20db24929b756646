import {
  dataListEndpoints,
  PAGE_SIZE_ALL,
  pathOf,
  type DataListFilter,
  type DataListQuery,
  type DataListRow,
} from '@platfox/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { API_BASE, isCancelledRequest } from '../../platform/api';
import {
  browserTimeZone,
  dataListApi,
  dataListKeys,
  EMPTY_PAGE,
  parseListPage,
  type ListPage,
} from './api';
import { isRecordable, recordFirstRequest, takeEarly, takeEarlyNow } from './early';
import { toQueryFilters } from './filters/toQuery';
import type { DataListColumn, DataListConfig, ListState } from './types';

/** The field a notification link's ids filter on; every list model needs it (spec 02 2.2). */
export const NOTIFICATION_ID_FIELD = 'id';

/**
 * The request of POST /api/data-lists for a list state (spec 02 section 3.5). A notification link
 * adds `id in ids` to the fixed filters and asks for every row at once (section 2.2).
 */
export function buildListQuery<TRow extends DataListRow>(
  config: Pick<DataListConfig<TRow>, 'model' | 'filtersRef'>,
  columns: readonly DataListColumn<TRow>[],
  state: ListState,
  notificationIds: readonly string[] | null = null,
  timezone: string | undefined = browserTimeZone(),
): DataListQuery {
  const plainColumns = columns as readonly DataListColumn[];
  const filtersRef: DataListFilter[] = toQueryFilters(config.filtersRef ?? [], plainColumns);
  if (notificationIds) {
    filtersRef.push({ field: NOTIFICATION_ID_FIELD, operation: 'in', value: [...notificationIds] });
  }
  return {
    model: config.model,
    filters: toQueryFilters(state.filters, plainColumns),
    filterType: state.filterType,
    sorting: state.sort ? [state.sort] : [],
    pagination: notificationIds
      ? { page: 1, pageSize: PAGE_SIZE_ALL }
      : {
          page: state.page,
          pageSize: state.pageSize,
          ...(state.cursor && state.pageSize !== PAGE_SIZE_ALL ? { cursor: state.cursor } : {}),
        },
    filtersRef,
    filterTypeRef: 'AND',
    ...(timezone ? { timezone } : {}),
  };
}

const LIST_URL = API_BASE + pathOf(dataListEndpoints.postDataLists);
const safeListPage = (answer: unknown): ListPage | null => {
  try {
    return parseListPage(answer);
  } catch {
    return null;
  }
};
const currentAddress = () => window.location.pathname + window.location.search;

/** Pages that came from an early answer: fresh for a moment, so mounting does not ask again. */
const earlyPages = new WeakSet<object>();
const EARLY_PAGE_FRESH_MS = 2_000;

/** The list's first page from an early answer that is back already (ui/data-list/early.ts). */
function earlyPageNow(listKey: string, query: DataListQuery): ListPage | undefined {
  if (!isRecordable(query)) return undefined;
  const answer = takeEarlyNow(listKey, query);
  const page = answer === undefined ? null : safeListPage(answer);
  if (!page) return undefined;
  recordFirstRequest(currentAddress(), listKey, LIST_URL, query);
  earlyPages.add(page);
  return page;
}

export type ListResult<TRow extends DataListRow> = {
  query: DataListQuery;
  page: ListPage & { items: TRow[] };
  /** Nothing to show yet: skeleton rows stand in. */
  isLoading: boolean;
  /** A new page is on its way while the previous one stays on screen. */
  isFetching: boolean;
  /** Changes whenever a page arrives; the new-data notice clears on it. */
  loadedAt: number;
  refetch: () => void;
};

/**
 * One page of the list through TanStack Query. The previous page stays while the next loads, and
 * a failed fetch gives an empty, loaded list rather than an error page (spec 02 section 4.1); the
 * api client's toast says what went wrong.
 */
export function useListQuery<TRow extends DataListRow>(
  config: Pick<DataListConfig<TRow>, 'id' | 'model' | 'filtersRef'>,
  columns: readonly DataListColumn<TRow>[],
  state: ListState,
  notificationIds: readonly string[] | null,
): ListResult<TRow> {
  const { id, model, filtersRef } = config;
  const query = useMemo(
    () => buildListQuery({ model, filtersRef }, columns, state, notificationIds),
    [model, filtersRef, columns, state, notificationIds],
  );
  const queryClient = useQueryClient();
  const result = useQuery({
    queryKey: dataListKeys.page(query),
    queryFn: async ({ signal, queryKey }) => {
      try {
        // Asked again (a reload, new data, coming back): the rows may have changed, so the total
        // the cursor carries is counted again. A first fetch of a page reuses it.
        const isRefetch = queryClient.getQueryData(queryKey) !== undefined;
        const sent =
          isRefetch && query.pagination?.cursor
            ? { ...query, pagination: { ...query.pagination, isCountRequired: true } }
            : query;
        if (!isRefetch && isRecordable(sent)) {
          const early = await takeEarly(id, sent);
          recordFirstRequest(currentAddress(), id, LIST_URL, sent);
          const page = early === null ? null : safeListPage(early);
          if (page) return page;
        }
        return await dataListApi.list(sent, signal);
      } catch (error) {
        if (isCancelledRequest(error)) throw error;
        return EMPTY_PAGE;
      }
    },
    // An early answer that is back already is the first page at once, rendered with the shell
    // rather than after a loading render (issue 16).
    initialData: () => earlyPageNow(id, query),
    placeholderData: keepPreviousData,
    // A list shows what is there now: coming back to it asks again. An early page was asked for as
    // the navigation started, so it is what is there now.
    staleTime: ({ state }) =>
      state.data !== undefined && earlyPages.has(state.data) ? EARLY_PAGE_FRESH_MS : 0,
  });
  return {
    query,
    // Rows are the model's own shape; the screen's columns say what they read.
    page: (result.data ?? EMPTY_PAGE) as ListPage & { items: TRow[] },
    isLoading: result.isPending,
    isFetching: result.isFetching,
    loadedAt: result.dataUpdatedAt,
    refetch: () => void result.refetch(),
  };
}
