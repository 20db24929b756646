import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../platform/i18n';
import type { DataListColumn, FilterRow, ListState } from '../types';
import { FilterPanel } from './FilterPanel';
import { fakeServer, ok, renderPanel } from './testUtils';

const columns: DataListColumn[] = [
  { key: 'createdAt', label: 'Created', typeShow: 'time', isFilter: true },
  {
    key: 'sellerName',
    label: 'Seller',
    typeShow: 'autocomplete',
    filterBy: 'sellerId',
    isFilter: true,
  },
];

function renderWith(row: FilterRow) {
  const onApply = vi.fn();
  const state: ListState = {
    filters: [row],
    filterType: 'AND',
    sort: null,
    page: 1,
    pageSize: 20,
  };
  renderPanel(
    <FilterPanel
      columns={columns}
      model="user"
      state={state}
      onApply={onApply}
      onReset={vi.fn()}
    />,
  );
  return { onApply };
}

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('day-ago input', () => {
  const dayAgoRow: FilterRow = {
    key: 'd',
    field: 'createdAt',
    operation: 'dayAgo',
    value: null,
    type: 'time',
    dayAgo: 7,
    isActivated: true,
  };
  const input = () => screen.getByTestId('filter-value-day-ago') as HTMLInputElement;

  it('starts at 7 and blocks -, +, e and the dot', () => {
    renderWith(dayAgoRow);
    expect(input().value).toBe('7');
    for (const key of ['-', '+', 'e', 'E', '.']) {
      expect(fireEvent.keyDown(input(), { key }), key).toBe(false);
    }
    expect(fireEvent.keyDown(input(), { key: '5' })).toBe(true);
  });

  it('clamps to 999 and sends the clamped count', () => {
    const { onApply } = renderWith(dayAgoRow);
    fireEvent.change(input(), { target: { value: '5000' } });
    expect(input().value).toBe('999');
    vi.useFakeTimers();
    fireEvent.click(screen.getByTestId('filter-search'));
    act(() => vi.advanceTimersByTime(1000));
    expect(onApply.mock.calls[0]![0]).toMatchObject([{ operation: 'dayAgo', dayAgo: 999 }]);
  });

  it('comes back to 7 when left empty', () => {
    renderWith(dayAgoRow);
    fireEvent.change(input(), { target: { value: '' } });
    fireEvent.blur(input());
    expect(input().value).toBe('7');
  });
});

describe('date inputs', () => {
  it('shows a restored range and a restored day as MM/DD/YYYY', () => {
    renderWith({
      key: 'r',
      field: 'createdAt',
      operation: 'between',
      value: null,
      valueDate: { startDate: '2024-05-01', endDate: '2024-05-31' },
      type: 'time',
      isActivated: true,
    });
    expect(screen.getByTestId('filter-value-range').textContent).toContain(
      '05/01/2024 – 05/31/2024',
    );
  });

  it('keeps the day when before becomes after', async () => {
    renderWith({
      key: 'd',
      field: 'createdAt',
      operation: 'before',
      value: '2024-05-01',
      type: 'time',
      isActivated: true,
    });
    expect(screen.getByTestId('filter-value-date').textContent).toContain('05/01/2024');
    fireEvent.click(screen.getByTestId('filter-row-operation'));
    fireEvent.click(await screen.findByRole('option', { name: 'after' }));
    expect(screen.getByTestId('filter-value-date').textContent).toContain('05/01/2024');
    fireEvent.click(screen.getByTestId('filter-row-operation'));
    fireEvent.click(await screen.findByRole('option', { name: 'between' }));
    expect(screen.getByTestId('filter-value-range').textContent).not.toContain('2024');
  });
});

describe('time shortcuts', () => {
  it('need no value and can be searched at once', () => {
    renderWith({
      key: 't',
      field: 'createdAt',
      operation: 'thisMonth',
      value: null,
      type: 'time',
      isActivated: false,
    });
    expect(screen.getByText('No value needed')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch'));
    expect((screen.getByTestId('filter-search') as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('autocomplete input', () => {
  const sellers = Array.from({ length: 25 }, (_, index) => ({
    key: `u-${index + 1}`,
    label: `Seller ${index + 1}`,
  }));
  type OptionsBody = {
    advancedFilters?: Array<{ value: string }>;
    pagination: { page: number; pageSize: number };
  };
  const serve = () =>
    fakeServer({
      'POST /api/data-lists/filter-options': (body) => {
        const { advancedFilters = [], pagination } = body as OptionsBody;
        const search = advancedFilters[0]?.value ?? '';
        const matching = sellers.filter((seller) => seller.label.includes(search));
        const start = (pagination.page - 1) * pagination.pageSize;
        return ok({
          status: 200,
          items: matching.slice(start, start + pagination.pageSize),
          total: matching.length,
        });
      },
    });
  const row: FilterRow = {
    key: 'a',
    field: 'sellerName',
    operation: 'inc',
    value: [],
    type: 'autocomplete',
    isActivated: true,
  };

  it('loads 20 options a page with a load-more button, then picks one', async () => {
    const { calls } = serve();
    const { onApply } = renderWith(row);
    fireEvent.focus(screen.getByTestId('filter-autocomplete-search'));
    expect(await screen.findByText('Seller 20')).toBeTruthy();
    expect(screen.queryByText('Seller 21')).toBeNull();
    expect(calls[0]!.body).toMatchObject({
      model: 'user',
      field: 'sellerId',
      advancedFilters: [],
      pagination: { page: 1, pageSize: 20 },
    });
    fireEvent.click(screen.getByTestId('filter-autocomplete-more'));
    expect(await screen.findByText('Seller 25')).toBeTruthy();
    expect(calls[1]!.body).toMatchObject({ pagination: { page: 2, pageSize: 20 } });
    expect(screen.queryByTestId('filter-autocomplete-more')).toBeNull();

    fireEvent.click(screen.getByText('Seller 22'));
    vi.useFakeTimers();
    fireEvent.click(screen.getByTestId('filter-search'));
    act(() => vi.advanceTimersByTime(1000));
    expect(onApply.mock.calls[0]![0]).toMatchObject([{ field: 'sellerName', value: ['u-22'] }]);
  });

  it('searches 200 ms after the last key stroke', async () => {
    const { calls } = serve();
    renderWith(row);
    const search = screen.getByTestId('filter-autocomplete-search');
    fireEvent.focus(search);
    await screen.findByText('Seller 1');
    fireEvent.change(search, { target: { value: 'Seller 1' } });
    fireEvent.change(search, { target: { value: 'Seller 13' } });
    // Wait for the debounced request itself: the option list may filter before it is answered.
    const searched = () =>
      calls.map((call) => (call.body as OptionsBody).advancedFilters?.[0]?.value ?? '');
    await vi.waitFor(() => expect(searched()).toEqual(['', 'Seller 13']));
    expect(await screen.findByText('Seller 13')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByText('Seller 2')).toBeNull());
    expect(searched()).toEqual(['', 'Seller 13']);
  });

  it('shows no options when loading them fails', async () => {
    fakeServer({});
    renderWith(row);
    fireEvent.focus(screen.getByTestId('filter-autocomplete-search'));
    expect(await screen.findByText('No options')).toBeTruthy();
  });
});
