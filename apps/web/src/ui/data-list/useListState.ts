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
  decodeListState,
  decodeNotificationLink,
  encodeListState,
  NOTIFICATION_IDS_PARAM,
  NOTIFICATION_PARAM,
} from './queryCodec';
import type { DataListConfig, ListState } from './types';

/** The URL parameter holding the encrypted list query (spec 02 section 2.3). */
export const QUERY_PARAM = 'q';

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
export function startingState(id: string, q: string | null, defaults: ListDefaults): Start {
  const initial = initialListState(defaults);
  if (q) {
    const decoded = decodeListState(q);
    return decoded ? { state: decoded, isInvalid: false } : { state: initial, isInvalid: true };
  }
  const stored = readStoredList(id);
  return {
    state: {
      ...initial,
      page: stored.page ?? initial.page,
      pageSize: stored.pageSize ?? initial.pageSize,
      sort: stored.sort === undefined ? initial.sort : stored.sort,
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
  start.current ??= startingState(id, q, defaults);
  const [state, dispatch] = useReducer(reducer, start.current.state);
  /** The q this list last wrote or read, to tell its own URL changes from the user's. */
  const known = useRef<string | null>(q);

  useEffect(() => {
    if (start.current?.isInvalid) sayInvalidFilter();
  }, []);

  // The URL changed under the list (back, forward, a link to the same screen): follow it.
  useEffect(() => {
    if (q === known.current) return;
    known.current = q;
    if (q === null) {
      dispatch({ type: 'reset' });
      return;
    }
    const decoded = decodeListState(q);
    if (decoded) {
      dispatch({ type: 'restore', state: decoded });
    } else {
      sayInvalidFilter();
      dispatch({ type: 'restore', state: initialListState(defaults) });
    }
  }, [q, defaults]);

  // The list's state into session storage and, while filters are active, into q.
  useEffect(() => {
    writeStoredList(id, { page: state.page, pageSize: state.pageSize, sort: state.sort });
    // 20 filters or more were confirmed as overloaded: the URL query is cleared (spec 02 5.1).
    const wanted =
      hasActiveFilters(state) && !needsFilterConfirmation(state.filters.length)
        ? encodeListState(state)
        : null;
    if (wanted === known.current) return;
    known.current = wanted;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (wanted) next.set(QUERY_PARAM, wanted);
        else next.delete(QUERY_PARAM);
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
