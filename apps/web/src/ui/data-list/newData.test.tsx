import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import recording from '@platfox/domain/recorded/live-payloads.json';
import { initI18n } from '../../platform/i18n';
import {
  fakeServer,
  NO_SAVED_FILTERS,
  page,
  renderList,
  THING_COLUMNS,
  THING_CONFIG,
} from './testList';

type Handler = (payload: unknown) => void;
const socket = vi.hoisted(() => ({
  handlers: new Map<string, Set<Handler>>(),
  watched: new Set<string>(),
}));

// The socket module is replaced: the test plays the server's live events itself.
vi.mock('../../platform/live/socket', () => ({
  onLiveEvent: (name: string, handler: Handler) => {
    const set = socket.handlers.get(name) ?? new Set<Handler>();
    socket.handlers.set(name, set);
    set.add(handler);
    return () => set.delete(handler);
  },
  useListWatch: (model: string) => socket.watched.add(model),
}));

const emit = (name: string, payload: unknown) =>
  act(() => socket.handlers.get(name)?.forEach((handler) => handler(payload)));

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => vi.unstubAllGlobals());

const config = THING_CONFIG;
const ana = { id: 'a1', updatable: true, name: 'Ana' };
const created = (ids: string[]) => ({ model: 'thing', kind: 'created', ids });

describe('the new-data notice', () => {
  it('counts new rows of this model and loads them on "Load new"', async () => {
    const server = fakeServer({ ...NO_SAVED_FILTERS, 'POST /api/data-lists': () => page([ana]) });
    renderList({ config, columns: THING_COLUMNS });
    await waitFor(() => expect(screen.getAllByTestId('data-list-row')).toHaveLength(1));
    expect(screen.queryByTestId('data-list-new-data')).toBeNull();
    emit('list_changed', created(['b1']));
    emit('list_changed', { ...created(['x']), model: 'other-list' });
    emit('list_changed', created(['b2']));
    expect(screen.getByTestId('data-list-new-data').textContent).toContain('2 new items arrived');
    fireEvent.click(screen.getByTestId('data-list-load-new'));
    await waitFor(() => expect(server.listCalls()).toHaveLength(2));
    await waitFor(() => expect(screen.queryByTestId('data-list-new-data')).toBeNull());
  });

  it("watches the model's list room and counts the server's list_changed by kind", async () => {
    fakeServer({ ...NO_SAVED_FILTERS, 'POST /api/data-lists': () => page([ana]) });
    renderList({ config: THING_CONFIG, columns: THING_COLUMNS });
    await waitFor(() => expect(screen.getAllByTestId('data-list-row')).toHaveLength(1));
    expect(socket.watched.has('thing')).toBe(true);
    emit('list_changed', { model: 'thing', kind: 'created', ids: ['b1', 'b2', 'b3'] });
    emit('list_changed', { model: 'other-list', kind: 'created', ids: ['x'] });
    expect(screen.getByTestId('data-list-new-data').textContent).toContain('3 new items arrived');
  });

  it('says existing data was updated', async () => {
    fakeServer({ ...NO_SAVED_FILTERS, 'POST /api/data-lists': () => page([ana]) });
    renderList({ config, columns: THING_COLUMNS });
    await waitFor(() => expect(screen.getAllByTestId('data-list-row')).toHaveLength(1));
    emit('list_changed', { model: 'thing', kind: 'updated', ids: ['a1'] });
    expect(screen.getByTestId('data-list-new-data').textContent).toContain(
      'Existing data was updated',
    );
  });

  it('clears when a page loads', async () => {
    const server = fakeServer({
      ...NO_SAVED_FILTERS,
      'POST /api/data-lists': () => page([ana], 60),
    });
    renderList({ config, columns: THING_COLUMNS });
    await waitFor(() => expect(screen.getAllByTestId('data-list-row')).toHaveLength(1));
    emit('list_changed', created(['b1']));
    expect(screen.getByTestId('data-list-new-data')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(server.listCalls()).toHaveLength(2));
    await waitFor(() => expect(screen.queryByTestId('data-list-new-data')).toBeNull());
  });

  it('lets go of the live events when the list leaves', async () => {
    fakeServer({ ...NO_SAVED_FILTERS, 'POST /api/data-lists': () => page([ana]) });
    const { unmount } = renderList({ config, columns: THING_COLUMNS });
    await waitFor(() => expect(socket.handlers.get('list_changed')?.size).toBe(1));
    unmount();
    expect(socket.handlers.get('list_changed')?.size).toBe(0);
  });
});

/*
 * What the server really sends (recorded by apps/server/src/modules/orders/live.test.ts when an
 * order is placed and approved), replayed to the lists that show it.
 */
describe('the new-data notice on what the server sends', () => {
  const replay = (events: readonly { event: string; payload: unknown }[]) =>
    events.forEach(({ event, payload }) => emit(event, payload));
  const listOf = (model: string) => ({ ...THING_CONFIG, id: `${model}-list`, model });

  it("counts the admin's new order on the orders list", async () => {
    fakeServer({ 'POST /api/data-lists': () => page([ana]) });
    renderList({ config: listOf('order'), columns: THING_COLUMNS });
    await waitFor(() => expect(screen.getAllByTestId('data-list-row')).toHaveLength(1));
    expect(socket.watched.has('order')).toBe(true);
    replay(recording.admin);
    expect(screen.getByTestId('data-list-new-data').textContent).toContain('1 new item arrived');
  });

  it("moves the printer's to-pick list when an approval routes an item to it", async () => {
    fakeServer({ 'POST /api/data-lists': () => page([ana]) });
    renderList({ config: listOf('printer-item-to-pick'), columns: THING_COLUMNS });
    await waitFor(() => expect(screen.getAllByTestId('data-list-row')).toHaveLength(1));
    expect(screen.queryByTestId('data-list-new-data')).toBeNull();
    replay(recording.printer);
    expect(screen.getByTestId('data-list-new-data').textContent).toContain(
      'Existing data was updated',
    );
  });
});
