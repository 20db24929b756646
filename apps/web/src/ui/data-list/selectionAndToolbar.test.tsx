import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { sideMenuRequestStore } from '../../platform/sideMenu';
import {
  fakeServer,
  NO_SAVED_FILTERS,
  ok,
  page,
  renderList,
  THING_COLUMNS,
  THING_CONFIG,
  type Thing,
} from './testList';

const ana: Thing = { id: 'a1', updatable: true, name: 'Ana', email: 'ana@shop.test' };
const bob: Thing = { id: 'b2', updatable: false, name: 'Bob', email: 'bob@shop.test' };
const cid: Thing = { id: 'c3', updatable: true, name: 'Cid', email: 'cid@shop.test' };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const rows = () => screen.queryAllByTestId('data-list-row');

describe('selection and bulk delete', () => {
  it('selects all updatable rows only', async () => {
    fakeServer({ ...NO_SAVED_FILTERS, 'POST /api/data-lists': () => page([ana, bob, cid]) });
    renderList({ config: THING_CONFIG, columns: THING_COLUMNS });
    await waitFor(() => expect(rows()).toHaveLength(3));
    const boxes = () =>
      rows().map((row) => within(row).getByTestId('data-list-select-row') as HTMLInputElement);
    expect(boxes().map((box) => box.disabled)).toEqual([false, true, false]);
    fireEvent.click(screen.getByTestId('data-list-select-all'));
    expect(boxes().map((box) => box.checked)).toEqual([true, false, true]);
    // A row click toggles it; the non-updatable row ignores clicks.
    fireEvent.click(rows()[0]!);
    fireEvent.click(rows()[1]!);
    expect(boxes().map((box) => box.checked)).toEqual([false, false, true]);
  });

  it('deletes after confirming; refused rows stay selected with their reason', async () => {
    const server = fakeServer({
      ...NO_SAVED_FILTERS,
      'POST /api/data-lists': () => page([ana, cid]),
      'POST /api/data-lists/delete': () =>
        ok({
          status: 200,
          message: '1 item deleted',
          deleted: 1,
          refused: [{ id: 'c3', reason: 'The role is assigned to users' }],
        }),
    });
    renderList({ config: { ...THING_CONFIG, isDeleteEnabled: true }, columns: THING_COLUMNS });
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByTestId('data-list-select-all'));
    fireEvent.click(screen.getByTestId('data-list-bulk-delete'));
    expect(await screen.findByText('Are you sure delete this item')).toBeTruthy();
    expect(server.calls.some((call) => call.path === '/api/data-lists/delete')).toBe(false);
    fireEvent.click(screen.getByTestId('data-list-delete-ok'));
    expect(await screen.findByText('1 item deleted')).toBeTruthy();
    expect(server.calls.find((call) => call.path === '/api/data-lists/delete')?.body).toEqual({
      model: 'thing',
      ids: ['a1', 'c3'],
    });
    const refused = await screen.findByTestId('data-list-refused');
    expect(refused.textContent).toBe('Not deleted: The role is assigned to users');
    expect(screen.getByTestId('data-list-bulk-delete').textContent).toBe('Delete (1)');
  });
});

describe('columns and layout', () => {
  it('keeps at least one column shown', async () => {
    fakeServer({ ...NO_SAVED_FILTERS, 'POST /api/data-lists': () => page([ana]) });
    renderList({ config: THING_CONFIG, columns: THING_COLUMNS });
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByTestId('data-list-panel-columns'));
    fireEvent.click(screen.getByTestId('data-list-column-email'));
    expect(screen.queryByTestId('data-list-header-email')).toBeNull();
    fireEvent.click(screen.getByTestId('data-list-column-name'));
    expect(await screen.findByText('At least one data field must be displayed')).toBeTruthy();
    expect(screen.getByTestId('data-list-header-name')).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('dataLists') ?? '{}').things.columns).toEqual({
      email: false,
    });
  });

  it('opens one panel at a time', async () => {
    fakeServer({ ...NO_SAVED_FILTERS, 'POST /api/data-lists': () => page([ana]) });
    renderList({
      config: { ...THING_CONFIG, scan: { lookupKey: 'name' } },
      columns: THING_COLUMNS,
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByTestId('data-list-panel-columns'));
    expect(screen.getByTestId('data-list-column-selector')).toBeTruthy();
    fireEvent.click(screen.getByTestId('data-list-panel-scan'));
    expect(screen.queryByTestId('data-list-column-selector')).toBeNull();
    expect(screen.getByTestId('data-list-panel-scan').getAttribute('aria-expanded')).toBe('true');
  });

  it('switches to the grid, remembers it and collapses the side menu', async () => {
    fakeServer({ ...NO_SAVED_FILTERS, 'POST /api/data-lists': () => page([ana]) });
    const requests: unknown[] = [];
    const stop = sideMenuRequestStore.subscribe(() => requests.push(sideMenuRequestStore.get()));
    renderList({ config: { ...THING_CONFIG, isGridEnabled: true }, columns: THING_COLUMNS });
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByTestId('data-list-layout-toggle'));
    expect(await screen.findByTestId('data-list-grid')).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('dataLists') ?? '{}').things.layout).toBe('grid');
    expect(requests).toEqual([{ isCollapsed: true }]);
    fireEvent.click(screen.getByTestId('data-list-layout-toggle'));
    await waitFor(() => expect(screen.getByTestId('data-list-table')).toBeTruthy());
    expect(requests).toEqual([{ isCollapsed: true }, { isCollapsed: false }]);
    stop();
  });
});

describe('the toolbar', () => {
  it('offers the export menu only where the list enables it', async () => {
    fakeServer({ ...NO_SAVED_FILTERS, 'POST /api/data-lists': () => page([ana]) });
    const { unmount } = renderList({ config: THING_CONFIG, columns: THING_COLUMNS });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByTestId('export-menu-button')).toBeNull();
    unmount();
    renderList({ config: { ...THING_CONFIG, isExportEnabled: true }, columns: THING_COLUMNS });
    expect(await screen.findByTestId('export-menu-button', {}, { timeout: 4000 })).toBeTruthy();
  });
});
