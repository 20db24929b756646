import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../platform/i18n';
import { json } from '../../test/fixtures';
import { encodeListState, encodeNotificationLink } from './queryCodec';
import {
  fakeServer,
  NO_SAVED_FILTERS,
  page,
  renderList,
  THING_COLUMNS,
  THING_CONFIG,
  type Thing,
} from './testList';
import type { ListState } from './types';

const ana: Thing = { id: 'a1', updatable: true, name: 'Ana', email: 'ana@shop.test' };
const bob: Thing = { id: 'b2', updatable: false, name: 'Bob', email: 'bob@shop.test' };
const cid: Thing = { id: 'c3', updatable: true, name: 'Cid', email: 'cid@shop.test' };

const filtered: ListState = {
  filters: [
    { key: 'k', field: 'name', operation: 'ct', value: 'an', type: 'text', isActivated: true },
  ],
  filterType: 'AND',
  sort: { field: 'name', direction: 'asc' },
  page: 2,
  pageSize: 50,
};

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const rows = () => screen.queryAllByTestId('data-list-row');
const lastBody = (server: ReturnType<typeof fakeServer>) =>
  server.listCalls().at(-1)?.body as Record<string, unknown>;

describe('loading', () => {
  it('shows 5 skeleton rows while the first page loads, then the rows', async () => {
    let answer: (response: Response) => void = () => undefined;
    fakeServer({
      ...NO_SAVED_FILTERS,
      'POST /api/data-lists': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderList({ config: THING_CONFIG, columns: THING_COLUMNS });
    expect(await screen.findAllByTestId('data-list-skeleton')).toHaveLength(5);
    await act(async () => answer(page([ana, bob], 2)));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryAllByTestId('data-list-skeleton')).toHaveLength(0);
    expect(screen.getByTestId('data-list-total').textContent).toBe('Total: 2');
  });

  it('shows 8 skeleton cards in the grid layout', async () => {
    sessionStorage.setItem('dataLists', JSON.stringify({ things: { layout: 'grid' } }));
    fakeServer({
      ...NO_SAVED_FILTERS,
      'POST /api/data-lists': () => new Promise<Response>(() => undefined),
    });
    renderList({ config: { ...THING_CONFIG, isGridEnabled: true }, columns: THING_COLUMNS });
    expect(await screen.findAllByTestId('data-list-skeleton')).toHaveLength(8);
  });

  it('says the list is empty when there are no rows', async () => {
    fakeServer({ ...NO_SAVED_FILTERS, 'POST /api/data-lists': () => page([]) });
    renderList({ config: THING_CONFIG, columns: THING_COLUMNS });
    expect((await screen.findByTestId('data-list-empty')).textContent).toBe(
      'Nothing here yet. New records appear here as soon as they are created.',
    );
  });

  it('says what an empty list would hold and links to the next step, as its config says', async () => {
    fakeServer({ ...NO_SAVED_FILTERS, 'POST /api/data-lists': () => page([]) });
    renderList({
      config: {
        ...THING_CONFIG,
        empty: {
          message: 'sellerProducts',
          actions: [
            { title: 'product_create', to: '/s/product/create' },
            { title: 'importProducts', to: '/s/product/import' },
          ],
        },
      },
      columns: THING_COLUMNS,
    });
    const empty = await screen.findByTestId('data-list-empty');
    expect(
      within(empty).getByText('No products yet: create one or import a spreadsheet.'),
    ).toBeTruthy();
    expect(within(empty).getByRole('link', { name: 'New product' }).getAttribute('href')).toBe(
      '/s/product/create',
    );
    expect(within(empty).getByRole('link', { name: 'Import products' })).toBeTruthy();
  });

  it('gives an empty, loaded list when the fetch fails', async () => {
    fakeServer({
      ...NO_SAVED_FILTERS,
      'POST /api/data-lists': () => json(500, { status: 500, message: 'Boom', errors: {} }),
    });
    renderList({ config: THING_CONFIG, columns: THING_COLUMNS });
    expect(await screen.findByTestId('data-list-empty')).toBeTruthy();
    expect(screen.queryAllByTestId('data-list-skeleton')).toHaveLength(0);
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('asks for the model with the default sort, page 1 of 20 and the browser time zone', async () => {
    const server = fakeServer({ ...NO_SAVED_FILTERS, 'POST /api/data-lists': () => page([ana]) });
    renderList({ config: THING_CONFIG, columns: THING_COLUMNS });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(lastBody(server)).toEqual({
      model: 'thing',
      filters: [],
      filterType: 'AND',
      sorting: [{ field: 'createdAt', direction: 'desc' }],
      pagination: { page: 1, pageSize: 20 },
      filtersRef: [],
      filterTypeRef: 'AND',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });
});

describe('sorting and paging', () => {
  it('says "about" before a total the server estimated, in English and Arabic', async () => {
    fakeServer({
      ...NO_SAVED_FILTERS,
      'POST /api/data-lists': () => page([ana, bob], 90_400, true),
    });
    renderList({ config: THING_CONFIG, columns: THING_COLUMNS });
    const total = () => screen.getByTestId('data-list-total').textContent;
    const shown = (90_400).toLocaleString();
    await waitFor(() => expect(total()).toBe(`Total: about ${shown}`));
    try {
      await act(() => changeLanguage('ar', { isRemembered: false }));
      await waitFor(() => expect(total()).toBe(`الإجمالي: نحو ${shown}`));
    } finally {
      await act(() => changeLanguage('en', { isRemembered: false }));
    }
  });

  it('cycles a header through asc, desc and the default order', async () => {
    const server = fakeServer({ ...NO_SAVED_FILTERS, 'POST /api/data-lists': () => page([ana]) });
    renderList({ config: THING_CONFIG, columns: THING_COLUMNS });
    await waitFor(() => expect(rows()).toHaveLength(1));
    const header = screen.getByTestId('data-list-sort-name');
    const sortings: unknown[] = [];
    for (let click = 0; click < 3; click += 1) {
      fireEvent.click(header);
      await waitFor(() => expect(server.listCalls()).toHaveLength(click + 2));
      sortings.push(lastBody(server).sorting);
    }
    expect(sortings).toEqual([
      [{ field: 'name', direction: 'asc' }],
      [{ field: 'name', direction: 'desc' }],
      [{ field: 'createdAt', direction: 'desc' }],
    ]);
  });

  it('floors and clamps a typed page number', async () => {
    const server = fakeServer({
      ...NO_SAVED_FILTERS,
      'POST /api/data-lists': () => page([ana], 95),
    });
    renderList({ config: THING_CONFIG, columns: THING_COLUMNS });
    await waitFor(() => expect(rows()).toHaveLength(1));
    const input = () => screen.getByTestId('data-list-page-input');
    fireEvent.change(input(), { target: { value: '99' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(lastBody(server).pagination).toEqual({ page: 5, pageSize: 20 }));
    fireEvent.change(input(), { target: { value: '2.8' } });
    fireEvent.blur(input());
    await waitFor(() => expect(lastBody(server).pagination).toEqual({ page: 2, pageSize: 20 }));
  });

  it('restores page, page size and sort from session storage', async () => {
    sessionStorage.setItem(
      'dataLists',
      JSON.stringify({
        things: { page: 3, pageSize: 50, sort: { field: 'name', direction: 'desc' } },
      }),
    );
    const server = fakeServer({
      ...NO_SAVED_FILTERS,
      'POST /api/data-lists': () => page([ana], 200),
    });
    renderList({ config: THING_CONFIG, columns: THING_COLUMNS });
    await waitFor(() => expect(server.listCalls()).toHaveLength(1));
    expect(lastBody(server)).toMatchObject({
      sorting: [{ field: 'name', direction: 'desc' }],
      pagination: { page: 3, pageSize: 50 },
    });
  });

  it('moves a remembered page past the end to the last page', async () => {
    sessionStorage.setItem('dataLists', JSON.stringify({ things: { page: 5 } }));
    const server = fakeServer({
      ...NO_SAVED_FILTERS,
      'POST /api/data-lists': (body) =>
        (body as { pagination: { page: number } }).pagination.page === 2
          ? page([ana], 30)
          : page([], 30),
    });
    renderList({ config: THING_CONFIG, columns: THING_COLUMNS });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(
      server.listCalls().map((call) => (call.body as { pagination: unknown }).pagination),
    ).toEqual([
      { page: 5, pageSize: 20 },
      { page: 2, pageSize: 20 },
    ]);
  });

  it('falls back to the defaults when session storage cannot be read', async () => {
    sessionStorage.setItem('dataLists', '{broken');
    const server = fakeServer({ ...NO_SAVED_FILTERS, 'POST /api/data-lists': () => page([ana]) });
    renderList({ config: THING_CONFIG, columns: THING_COLUMNS });
    await waitFor(() => expect(server.listCalls()).toHaveLength(1));
    expect(lastBody(server)).toMatchObject({
      sorting: [{ field: 'createdAt', direction: 'desc' }],
      pagination: { page: 1, pageSize: 20 },
    });
  });

  it('remembers a new page size for the tab', async () => {
    fakeServer({ ...NO_SAVED_FILTERS, 'POST /api/data-lists': () => page([ana], 120) });
    renderList({ config: THING_CONFIG, columns: THING_COLUMNS });
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByTestId('data-list-page-size'));
    fireEvent.click(await screen.findByRole('option', { name: '50 / page', hidden: true }));
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem('dataLists') ?? '{}').things).toMatchObject({
        page: 1,
        pageSize: 50,
      }),
    );
  });
});

describe('the query in the URL', () => {
  it('loads the state q holds and keeps q on the row links', async () => {
    const q = encodeListState(filtered);
    const server = fakeServer({
      ...NO_SAVED_FILTERS,
      'POST /api/data-lists': () => page([ana], 80),
    });
    const { router } = renderList({
      path: `/list?q=${q}`,
      config: THING_CONFIG,
      columns: THING_COLUMNS,
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(lastBody(server)).toMatchObject({
      filters: [{ field: 'name', operation: 'ct', value: 'an' }],
      sorting: [{ field: 'name', direction: 'asc' }],
      pagination: { page: 2, pageSize: 50 },
    });
    expect(router.state.location.search).toBe(`?q=${q}`);
    const link = within(rows()[0]!).getByTestId('row-link');
    expect(link.getAttribute('href')).toBe(`/thing/a1?m=edit&q=${q}`);
    // A plain click goes through the router, as a Link's would, and does not select the row.
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/thing/a1'));
    expect(router.state.location.search).toBe(`?m=edit&q=${q}`);
  });

  it('writes q while filters are active and drops it when they are not', async () => {
    fakeServer({ ...NO_SAVED_FILTERS, 'POST /api/data-lists': () => page([ana], 80) });
    const { router } = renderList({
      path: `/list?q=${encodeListState(filtered)}`,
      config: THING_CONFIG,
      columns: THING_COLUMNS,
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByTestId('data-list-sort-name'));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?q=${encodeListState({ ...filtered, sort: { field: 'name', direction: 'desc' }, page: 1 })}`,
      ),
    );
    await act(() => router.navigate('/list'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says "Invalid filter value" for a q it did not write and starts over', async () => {
    const server = fakeServer({ ...NO_SAVED_FILTERS, 'POST /api/data-lists': () => page([ana]) });
    const { router } = renderList({
      path: '/list?q=tampered',
      config: THING_CONFIG,
      columns: THING_COLUMNS,
    });
    expect(await screen.findByText('Invalid filter value')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(lastBody(server)).toMatchObject({ filters: [], pagination: { page: 1, pageSize: 20 } });
  });

  it('loads only the notification’s rows, all on one page', async () => {
    const link = encodeNotificationLink(['a1', 'c3']);
    const server = fakeServer({
      ...NO_SAVED_FILTERS,
      'POST /api/data-lists': () => page([ana, cid]),
    });
    renderList({ path: `/list?${link.toString()}`, config: THING_CONFIG, columns: THING_COLUMNS });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(lastBody(server)).toMatchObject({
      pagination: { page: 1, pageSize: 'all' },
      filtersRef: [{ field: 'id', operation: 'in', value: ['a1', 'c3'] }],
    });
    expect(screen.getByTestId('data-list-notification-mode')).toBeTruthy();
    expect(screen.queryByTestId('data-list-pager')).toBeNull();
  });
});
