import { notifications } from '@mantine/notifications';
import { needsFilterConfirmation } from '@platfox/domain';
import { useEffect, useMemo, useReducer, useRef, type Dispatch } from 'react';
import { useSearchParams } from 'react-router';
import { i18n } from '../../platform/i18n';
import {
  hasActiveFilters,
  initialListState,
  listDefaults,
  listReducer,
  type ListAction,
  type ListDefaults,
} from './listState';
import { readStoredList, writeStoredList } from './listStorage';
import {
  decodeListPosition,
  decodeListState,
  decodeNotificationLink,
  encodeListPosition,
  encodeListState,
  NOTIFICATION_IDS_PARAM,
  NOTIFICATION_PARAM,
} from './queryCodec';
import type { DataListConfig, ListState } from './types';

/** The URL parameter holding the encrypted list query (spec 02 section 2.3). */
export const QUERY_PARAM = 'q';
/**
 * The URL parameter of an unfiltered list's page and the cursor it was reached by (a filtered
 * list carries both in q): back and forward, and a reload, read the same page by keyset.
 */
export const POSITION_PARAM = 'at';

/** The URL's two list parameters as one value, to tell the list's own writes from the user's. */
const urlKey = (q: string | null, at: string | null) => `${q ?? ''} ${at ?? ''}`;

/** One toast however often it is said (a strict-mode double mount, a quick back and forth). */
function sayInvalidFilter(): void {
  notifications.show({
    id: 'data-list-invalid-filter',
    color: 'red',
    message: i18n.t('dataList.invalidFilter'),
  });
}

type Start = { state: ListState; isInvalid: boolean };

/**
 * Where a list starts: the query in the URL when there is one (a shared link, the way back from a
 * detail page), else what this tab remembered for the list (page, size, sort), else the defaults.
 */
export function startingState(
  id: string,
  q: string | null,
  defaults: ListDefaults,
  at: string | null = null,
): Start {
  const initial = initialListState(defaults);
  if (q) {
    const decoded = decodeListState(q);
    return decoded ? { state: decoded, isInvalid: false } : { state: initial, isInvalid: true };
  }
  const stored = readStoredList(id);
  // The URL's position wins over the tab's memory: it is what back and forward restore.
  const position = at ? decodeListPosition(at) : null;
  const page = position?.page ?? stored.page ?? initial.page;
  const cursor = position ? position.cursor : stored.cursor;
  return {
    state: {
      ...initial,
      page,
      pageSize: stored.pageSize ?? initial.pageSize,
      sort: stored.sort === undefined ? initial.sort : stored.sort,
      ...(cursor && page > 1 ? { cursor } : {}),
    },
    isInvalid: false,
  };
}

export type ListStateHandle = {
  state: ListState;
  dispatch: Dispatch<ListAction>;
  /** Ids of a notification link: the list shows only those rows, all on one page. */
  notificationIds: string[] | null;
  /** Leaves notification mode: the list shows every row again. */
  leaveNotificationMode: () => void;
};

/**
 * The list state with its two memories kept in step: session storage (page, size, sort per list
 * id) and the URL's q, written while filters are active and read back when it changes (browser
 * back and forward, a link). A q this app did not write says "Invalid filter value" and the list
 * starts over from its defaults (spec 02 section 8).
 */
export function useListState(
  config: Pick<DataListConfig, 'id' | 'defaultPerPage' | 'defaultSort'>,
): ListStateHandle {
  const [params, setParams] = useSearchParams();
  const q = params.get(QUERY_PARAM);
  const at = params.get(POSITION_PARAM);
  const { id, defaultPerPage } = config;
  const sortField = config.defaultSort?.field;
  const sortDirection = config.defaultSort?.direction;
  const defaults = useMemo(
    () =>
      listDefaults({
        defaultPerPage,
        defaultSort:
          sortField && sortDirection ? { field: sortField, direction: sortDirection } : undefined,
      }),
    [defaultPerPage, sortField, sortDirection],
  );
  const reducer = useMemo(() => listReducer(defaults), [defaults]);
  const start = useRef<Start | null>(null);
  start.current ??= startingState(id, q, defaults, at);
  const [state, dispatch] = useReducer(reducer, start.current.state);
  /** The q and at this list last wrote or read, to tell its own URL changes from the user's. */
  const known = useRef<string>(urlKey(q, at));

  useEffect(() => {
    if (start.current?.isInvalid) sayInvalidFilter();
  }, []);

  // The URL changed under the list (back, forward, a link to the same screen): follow it.
  useEffect(() => {
    if (urlKey(q, at) === known.current) return;
    known.current = urlKey(q, at);
    if (q === null) {
      dispatch({ type: 'reset' });
      const position = at ? decodeListPosition(at) : null;
      if (position) dispatch({ type: 'position', ...position });
      return;
    }
    const decoded = decodeListState(q);
    if (decoded) {
      dispatch({ type: 'restore', state: decoded });
    } else {
      sayInvalidFilter();
      dispatch({ type: 'restore', state: initialListState(defaults) });
    }
  }, [q, at, defaults]);

  // The list's state into session storage and, while filters are active, into q.
  useEffect(() => {
    writeStoredList(id, {
      page: state.page,
      pageSize: state.pageSize,
      sort: state.sort,
      cursor: state.cursor,
    });
    // 20 filters or more were confirmed as overloaded: the URL query is cleared (spec 02 5.1).
    const wantedQ =
      hasActiveFilters(state) && !needsFilterConfirmation(state.filters.length)
        ? encodeListState(state)
        : null;
    const wantedAt =
      wantedQ === null && state.page > 1
        ? encodeListPosition(
            state.cursor ? { page: state.page, cursor: state.cursor } : { page: state.page },
          )
        : null;
    if (urlKey(wantedQ, wantedAt) === known.current) return;
    known.current = urlKey(wantedQ, wantedAt);
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (wantedQ) next.set(QUERY_PARAM, wantedQ);
        else next.delete(QUERY_PARAM);
        if (wantedAt) next.set(POSITION_PARAM, wantedAt);
        else next.delete(POSITION_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [id, state, setParams]);

  const notificationIds = useMemo(() => decodeNotificationLink(params), [params]);
  const leaveNotificationMode = () =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(NOTIFICATION_PARAM);
        next.delete(NOTIFICATION_IDS_PARAM);
        return next;
      },
      { replace: true },
    );

  return { state, dispatch, notificationIds, leaveNotificationMode };
}
