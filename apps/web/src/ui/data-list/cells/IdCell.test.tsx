import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../platform/i18n';
import { fakeServer, NO_SAVED_FILTERS, page, renderList, type Thing } from '../testList';
import type { DataListColumn, DataListConfig } from '../types';

type Payment = Thing & { orderId: string };

const ID = '4eae9b96-d312-4354-89ef-5764ef655cfa';
const ORDER_ID = '9f60af87-48dd-4875-bb8e-9d2cad83f3f5';
const row: Payment = { id: ID, updatable: true, name: 'Deposit', orderId: ORDER_ID };

const CONFIG: DataListConfig<Payment> = {
  id: 'payments',
  model: 'thing',
  selectType: 'checkbox',
  detailPath: (payment) => `/payment/${payment.id}`,
};

const clipboard = (writeText: (text: string) => Promise<void>) =>
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

// A cap, not a wait: the first render of the list takes seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('an id column', () => {
  it('shows the short id, linked to the row, and copies the full id', async () => {
    const writeText = vi.fn(async () => undefined);
    clipboard(writeText);
    const columns: DataListColumn<Payment>[] = [
      { key: 'id', label: 'Transaction ID', typeShow: 'text', display: 'link' },
      { key: 'name', label: 'Name', typeShow: 'text' },
    ];
    fakeServer({ ...NO_SAVED_FILTERS, 'POST /api/data-lists': () => page([row]) });
    renderList({ config: CONFIG, columns });
    const cell = await screen.findByTestId('id-cell');
    const link = within(cell).getByRole('link');
    expect(link.textContent).toBe('4eae9b96');
    expect(link.getAttribute('title')).toBe(ID);
    expect(link.getAttribute('href')).toBe(`/payment/${ID}?m=view`);
    expect(screen.queryByText(ID)).toBeNull();

    const copy = within(cell).getByRole('button', { name: 'Copy id' });
    await act(async () => fireEvent.click(copy));
    expect(writeText).toHaveBeenCalledWith(ID);
    expect(copy.getAttribute('title')).toBe('Copied');
    expect(within(cell).getByRole('status').textContent).toBe('Copied');
    // The click copied; it did not select the row.
    expect(screen.getByTestId('data-list-row').getAttribute('data-selected')).toBeNull();
  });

  it('copies the full id beside a cell of its own (kind id with a render)', async () => {
    const writeText = vi.fn(async () => undefined);
    clipboard(writeText);
    const columns: DataListColumn<Payment>[] = [
      { key: 'orderId', label: 'Order', typeShow: 'text', kind: 'id', render: () => 'short' },
    ];
    fakeServer({ ...NO_SAVED_FILTERS, 'POST /api/data-lists': () => page([row]) });
    renderList({ config: CONFIG, columns });
    const copy = await screen.findByRole('button', { name: 'Copy id' });
    await act(async () => fireEvent.click(copy));
    expect(writeText).toHaveBeenCalledWith(ORDER_ID);
  });
});
