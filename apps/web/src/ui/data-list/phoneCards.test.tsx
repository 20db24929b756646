import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { PHONE_QUERY } from '../useIsPhone';
import { formatListTime } from './cells/format';
import { fakeServer, NO_SAVED_FILTERS, page, renderList, type Thing } from './testList';
import type { DataListColumn, DataListConfig } from './types';

/** An order-like row: an id, a name, a status, a total, a date and a note. */
type Order = Thing & { status: string; total: number; placedAt: string; note: string };

const ORDER_ID = '651ff273-3f38-4eb6-8b30-2ca35715394a';
const order: Order = {
  id: ORDER_ID,
  updatable: true,
  name: 'Bea Buyer',
  status: 'PENDING',
  total: 1400,
  placedAt: '2026-11-25T06:36:00.000Z',
  note: 'Leave at the door',
};

const COLUMNS: DataListColumn<Order>[] = [
  { key: 'id', label: 'Order', typeShow: 'text', display: 'link' },
  { key: 'name', label: 'Full name', typeShow: 'text', display: 'link', isSortable: true },
  { key: 'note', label: 'Note', typeShow: 'text' },
  { key: 'status', label: 'Status', typeShow: 'array', display: 'orderStatus' },
  { key: 'total', label: 'Total', typeShow: 'int', display: 'money', isSortable: true },
  { key: 'placedAt', label: 'Placed at', typeShow: 'time', isSortable: true },
];

const CONFIG: DataListConfig<Order> = {
  id: 'orders',
  model: 'thing',
  defaultSort: { field: 'placedAt', direction: 'desc' },
  selectType: 'checkbox',
  detailPath: (row) => `/order/${row.id}`,
};

/** The browser answers the phone's media query, and only it, with a match. */
function onPhone(isPhone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isPhone && query === PHONE_QUERY,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

const fieldsOf = (card: HTMLElement, testId: string) =>
  Array.from(within(card).getByTestId(testId).querySelectorAll('dt'), (label) => label.textContent);

// A cap, not a wait: the first render of the list takes seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => onPhone(true));
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the data list on a phone', () => {
  it('shows each row as a card of its key facts instead of a table', async () => {
    fakeServer({ ...NO_SAVED_FILTERS, 'POST /api/data-lists': () => page([order]) });
    renderList({ config: CONFIG, columns: COLUMNS });
    const card = await screen.findByTestId('data-list-row');
    expect(screen.queryByTestId('data-list-table')).toBeNull();
    expect(card.tagName).toBe('ARTICLE');

    // The row's name heads the card as its link; id, status, total and date are its facts.
    const title = within(card).getByTestId('data-list-card-title');
    expect(within(title).getByRole('link').textContent).toBe('Bea Buyer');
    expect(fieldsOf(card, 'data-list-card-facts')).toEqual([
      'Order',
      'Status',
      'Total',
      'Placed at',
    ]);
    expect(within(card).getByTestId('data-list-field-id').textContent).toContain('651ff273');
    expect(within(card).getByTestId('data-list-field-id').textContent).not.toContain(ORDER_ID);
    expect(within(card).getByTestId('data-list-field-status').textContent).toBe('StatusPending');
    expect(within(card).getByTestId('data-list-field-total').textContent).toBe('Total$14.00');
    expect(within(card).getByTestId('data-list-field-placedAt').textContent).toBe(
      `Placed at${formatListTime(order.placedAt)}`,
    );

    // The other columns wait behind "All fields".
    expect(within(card).queryByText('Leave at the door')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'All fields' }));
    expect(fieldsOf(card, 'data-list-card-others')).toEqual(['Note']);
    expect(within(card).getByText('Leave at the door')).toBeTruthy();
  });

  it('shows the columns a list marks as key facts, with the id as the title without a link column', async () => {
    const marked = COLUMNS.filter((column) => column.key !== 'name').map((column) =>
      ['id', 'note', 'status'].includes(column.key) ? { ...column, isKeyFact: true } : column,
    );
    fakeServer({ ...NO_SAVED_FILTERS, 'POST /api/data-lists': () => page([order]) });
    renderList({ config: CONFIG, columns: marked });
    const card = await screen.findByTestId('data-list-row');
    const title = within(card).getByTestId('data-list-card-title');
    expect(within(title).getByTestId('id-link').textContent).toBe('651ff273');
    expect(fieldsOf(card, 'data-list-card-facts')).toEqual(['Note', 'Status']);
    fireEvent.click(within(card).getByRole('button', { name: 'All fields' }));
    expect(fieldsOf(card, 'data-list-card-others')).toEqual(['Total', 'Placed at']);
  });

  it('selects a row from its card and all rows from "Select all"', async () => {
    const other = { ...order, id: 'b0b00000-0000-4000-8000-000000000000', name: 'Bob' };
    fakeServer({ ...NO_SAVED_FILTERS, 'POST /api/data-lists': () => page([order, other]) });
    renderList({ config: CONFIG, columns: COLUMNS });
    await waitFor(() => expect(screen.getAllByTestId('data-list-row')).toHaveLength(2));
    const [first] = screen.getAllByTestId('data-list-row');
    fireEvent.click(within(first!).getByRole('checkbox', { name: 'Select this row' }));
    expect(first!.getAttribute('data-selected')).toBe('true');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    for (const card of screen.getAllByTestId('data-list-row')) {
      expect(card.getAttribute('data-selected')).toBe('true');
    }
  });

  it('sorts from its sort select as a header click would', async () => {
    const server = fakeServer({ ...NO_SAVED_FILTERS, 'POST /api/data-lists': () => page([order]) });
    renderList({ config: CONFIG, columns: COLUMNS });
    await screen.findByTestId('data-list-row');
    const field = screen.getByTestId('data-list-phone-sort-field') as HTMLInputElement;
    expect(field.getAttribute('aria-label')).toBe('Sort by');
    expect(field.value).toBe('Placed at');
    fireEvent.click(field);
    await act(async () => fireEvent.click(await screen.findByRole('option', { name: 'Total' })));
    await waitFor(() =>
      expect(server.listCalls().at(-1)?.body).toMatchObject({
        sorting: [{ field: 'total', direction: 'asc' }],
      }),
    );
    fireEvent.click(screen.getByTestId('data-list-phone-sort-direction'));
    await waitFor(() =>
      expect(server.listCalls().at(-1)?.body).toMatchObject({
        sorting: [{ field: 'total', direction: 'desc' }],
      }),
    );
  });

  it('keeps the table on a wider screen', async () => {
    onPhone(false);
    fakeServer({ ...NO_SAVED_FILTERS, 'POST /api/data-lists': () => page([order]) });
    renderList({ config: CONFIG, columns: COLUMNS });
    expect(await screen.findByTestId('data-list-table')).toBeTruthy();
    expect(screen.queryByTestId('data-list-cards')).toBeNull();
  });
});
