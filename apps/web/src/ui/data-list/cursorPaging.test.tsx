import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { decodeListPosition, decodeListState, encodeListState } from './queryCodec';
import {
  fakeServer,
  NO_SAVED_FILTERS,
  ok,
  renderList,
  THING_COLUMNS,
  THING_CONFIG,
  type Thing,
} from './testList';
import type { ListState } from './types';
import { POSITION_PARAM, QUERY_PARAM } from './useListState';

/**
 * Keyset paging seen from the list: each answer names its page with a cursor, the next page is
 * asked for from it, and the URL carries it, so back and forward ask for the same page by cursor.
 */
type Pagination = { page: number; pageSize: number; cursor?: string; isCountRequired?: boolean };

const thing = (page: number): Thing => ({
  id: `t${page}`,
  updatable: true,
  name: `Thing of page ${page}`,
});

/** A server whose answer for page n carries the cursor `cursor-n`. */
function cursorServer() {
  return fakeServer({
    ...NO_SAVED_FILTERS,
    'POST /api/data-lists': (body) => {
      const { page } = (body as { pagination: Pagination }).pagination;
      return ok({
        status: 200,
        items: [thing(page)],
        total: 200,
        isTotalEstimated: false,
        cursor: `cursor-${page}`,
        query: { filters: [], filtersRef: [], timezone: 'UTC' },
      });
    },
  });
}

const paginations = (server: ReturnType<typeof fakeServer>) =>
  server.listCalls().map((call) => (call.body as { pagination: Pagination }).pagination);
const shows = (page: number) =>
  waitFor(() => expect(screen.getByText(`Thing of page ${page}`)).toBeTruthy());
const next = () => fireEvent.click(screen.getByRole('button', { name: '3' }));

// Three renders and page moves each: on a busy machine that outlasts the 5 s default.
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('paging by cursor', () => {
  it("asks for the next page from the answer's cursor and carries it in the URL", async () => {
    const server = cursorServer();
    const { router } = renderList({ config: THING_CONFIG, columns: THING_COLUMNS });
    await shows(1);
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await shows(2);
    next();
    await shows(3);
    expect(paginations(server)).toEqual([
      { page: 1, pageSize: 20 },
      { page: 2, pageSize: 20, cursor: 'cursor-1' },
      { page: 3, pageSize: 20, cursor: 'cursor-2' },
    ]);
    const at = new URLSearchParams(router.state.location.search).get(POSITION_PARAM);
    expect(decodeListPosition(at!)).toEqual({ page: 3, cursor: 'cursor-2' });
  });

  it('asks for the same page by the same cursor after going away and coming back', async () => {
    const server = cursorServer();
    const { router } = renderList({ config: THING_CONFIG, columns: THING_COLUMNS });
    await shows(1);
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await shows(2);
    await act(() => router.navigate('/thing/t2'));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    await act(() => router.navigate(-1));
    await shows(2);
    // Asked again, the rows may have changed: the total is counted again.
    await waitFor(() =>
      expect(paginations(server).at(-1)).toEqual({
        page: 2,
        pageSize: 20,
        cursor: 'cursor-1',
        isCountRequired: true,
      }),
    );
    await act(() => router.navigate(1));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  });

  it('keeps the cursor inside q on a filtered list, and drops it when the filters change', async () => {
    const filtered: ListState = {
      filters: [
        { key: 'k', field: 'name', operation: 'ct', value: 'th', type: 'text', isActivated: true },
      ],
      filterType: 'AND',
      sort: null,
      page: 1,
      pageSize: 20,
    };
    const server = cursorServer();
    const { router } = renderList({
      path: `/list?${QUERY_PARAM}=${encodeListState(filtered)}`,
      config: THING_CONFIG,
      columns: THING_COLUMNS,
    });
    await shows(1);
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await shows(2);
    const q = () => new URLSearchParams(router.state.location.search).get(QUERY_PARAM)!;
    await waitFor(() =>
      expect(decodeListState(q())).toMatchObject({ page: 2, cursor: 'cursor-1' }),
    );
    expect(new URLSearchParams(router.state.location.search).get(POSITION_PARAM)).toBeNull();
    fireEvent.click(screen.getByTestId('data-list-sort-name'));
    await waitFor(() => expect(paginations(server).at(-1)).toEqual({ page: 1, pageSize: 20 }));
    expect(decodeListState(q())?.cursor).toBeUndefined();
  });
});
