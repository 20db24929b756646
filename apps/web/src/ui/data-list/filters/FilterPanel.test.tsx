import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../platform/i18n';
import type { DataListColumn, FilterRow, ListState } from '../types';
import { FilterPanel } from './FilterPanel';
import { fakeServer, ok, renderPanel } from './testUtils';

const columns: DataListColumn[] = [
  { key: 'name', label: 'Name', typeShow: 'text', isFilter: true },
  { key: 'price', label: 'Price', typeShow: 'int', display: 'money', isFilter: true },
  { key: 'createdAt', label: 'Created', typeShow: 'time', isFilter: true },
  {
    key: 'email',
    label: 'E-mail',
    typeShow: 'text',
    isFilter: true,
    enableFilterExist: true,
    isFilterExistPrepend: true,
  },
  { key: 'note', label: 'Note', typeShow: 'text' },
];

const textRow = (value: unknown, changes: Partial<FilterRow> = {}): FilterRow => ({
  key: `k-${Math.random()}`,
  field: 'name',
  operation: 'ct',
  value,
  type: 'text',
  isActivated: true,
  ...changes,
});

const stateWith = (filters: FilterRow[]): ListState => ({
  filters,
  filterType: 'AND',
  sort: null,
  page: 3,
  pageSize: 50,
});

function renderFilterPanel(filters: FilterRow[] = []) {
  const onApply = vi.fn();
  const onReset = vi.fn();
  renderPanel(
    <FilterPanel
      columns={columns}
      model="user"
      state={stateWith(filters)}
      onApply={onApply}
      onReset={onReset}
    />,
  );
  return { onApply, onReset };
}

const addButton = () => screen.getByTestId('filter-add') as HTMLButtonElement;
const searchButton = () => screen.getByTestId('filter-search') as HTMLButtonElement;
const valueInputs = () => screen.getAllByTestId('filter-value-text') as HTMLInputElement[];

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('FilterPanel: fields and operations', () => {
  it('offers the filterable columns, and the operations of the chosen field', () => {
    renderFilterPanel();
    fireEvent.click(screen.getByTestId('filter-row-field'));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Name', 'Price', 'Created', 'E-mail']);
    fireEvent.click(screen.getByRole('option', { name: 'E-mail' }));
    fireEvent.click(screen.getByTestId('filter-row-operation'));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'exists',
      'does not exist',
      'contains',
      'does not contain',
      'is exactly',
    ]);
  });

  it('types money in dollars with a $ prefix', () => {
    renderFilterPanel([textRow(12.5, { field: 'price', operation: 'gt', type: 'int' })]);
    expect((screen.getByTestId('filter-value-number') as HTMLInputElement).value).toBe('$12.5');
  });
});

describe('FilterPanel: the add-row rule', () => {
  it('adds a row only once the last one has a field, an operation and a value', () => {
    renderFilterPanel([textRow('')]);
    expect(addButton().disabled).toBe(true);
    fireEvent.change(valueInputs()[0]!, { target: { value: 'shirt' } });
    expect(addButton().disabled).toBe(false);
    fireEvent.click(addButton());
    expect(screen.getByTestId('filter-row-1')).toBeTruthy();
    // The new row has no field yet, so it blocks another one.
    expect(addButton().disabled).toBe(true);
  });

  it('lets an exists row through without a value', () => {
    renderFilterPanel([textRow(''), textRow(null, { field: 'email', operation: 'ex' })]);
    expect(addButton().disabled).toBe(false);
  });

  it('lets a deactivated row through without a value', () => {
    renderFilterPanel([textRow('')]);
    expect(addButton().disabled).toBe(true);
    fireEvent.click(within(screen.getByTestId('filter-row-0')).getByRole('switch'));
    expect(addButton().disabled).toBe(false);
  });

  it('removes a row', () => {
    renderFilterPanel([textRow('a'), textRow('b')]);
    fireEvent.click(within(screen.getByTestId('filter-row-0')).getByTestId('filter-row-remove'));
    expect(valueInputs().map((input) => input.value)).toEqual(['b']);
  });
});

describe('FilterPanel: search', () => {
  it('is disabled when nothing changed or no filter is complete', () => {
    renderFilterPanel([textRow('shirt')]);
    expect(searchButton().disabled).toBe(true);
    fireEvent.change(valueInputs()[0]!, { target: { value: '' } });
    expect(searchButton().disabled).toBe(true);
    fireEvent.change(valueInputs()[0]!, { target: { value: 'hoodie' } });
    expect(searchButton().disabled).toBe(false);
  });

  it('applies 1 s after the last click, with the latest rows and the any/all switch', () => {
    const { onApply } = renderFilterPanel([textRow('shirt')]);
    vi.useFakeTimers();
    fireEvent.change(valueInputs()[0]!, { target: { value: 'hoodie' } });
    fireEvent.click(searchButton());
    act(() => vi.advanceTimersByTime(600));
    fireEvent.change(valueInputs()[0]!, { target: { value: '  mug ' } });
    fireEvent.click(screen.getByText('Any filter'));
    fireEvent.click(searchButton());
    act(() => vi.advanceTimersByTime(999));
    expect(onApply).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onApply).toHaveBeenCalledOnce();
    const [filters, filterType] = onApply.mock.calls[0]!;
    expect(filters).toMatchObject([{ field: 'name', operation: 'ct', value: '  mug ' }]);
    expect(filterType).toBe('OR');
  });

  it('still applies a search clicked just before the panel closes', () => {
    const onApply = vi.fn();
    const view = renderPanel(
      <FilterPanel
        columns={columns}
        model="user"
        state={stateWith([textRow('a')])}
        onApply={onApply}
        onReset={vi.fn()}
      />,
    );
    vi.useFakeTimers();
    fireEvent.change(valueInputs()[0]!, { target: { value: 'b' } });
    fireEvent.click(searchButton());
    view.unmount();
    expect(onApply).toHaveBeenCalledOnce();
    expect(onApply.mock.calls[0]![0]).toMatchObject([{ value: 'b' }]);
  });

  it('keeps deactivated rows in what it applies and leaves incomplete ones behind', () => {
    const { onApply } = renderFilterPanel([textRow('a'), textRow('b', { isActivated: false })]);
    vi.useFakeTimers();
    fireEvent.click(addButton());
    fireEvent.change(valueInputs()[0]!, { target: { value: 'c' } });
    fireEvent.click(searchButton());
    act(() => vi.advanceTimersByTime(1000));
    expect(onApply.mock.calls[0]![0]).toMatchObject([
      { value: 'c', isActivated: true },
      { value: 'b', isActivated: false },
    ]);
  });

  it('asks before searching with 20 filters or more; cancelling aborts', () => {
    const rows = Array.from({ length: 20 }, (_, index) => textRow(`v${index}`));
    const { onApply } = renderFilterPanel(rows);
    vi.useFakeTimers();
    fireEvent.change(valueInputs()[0]!, { target: { value: 'changed' } });
    fireEvent.click(searchButton());
    expect(screen.getByTestId('filter-overload').textContent).toContain(
      'Filter requests are overloaded',
    );
    fireEvent.click(screen.getByTestId('filter-overload-cancel'));
    act(() => vi.advanceTimersByTime(2000));
    expect(onApply).not.toHaveBeenCalled();

    fireEvent.click(searchButton());
    fireEvent.click(screen.getByTestId('filter-overload-confirm'));
    act(() => vi.advanceTimersByTime(1000));
    expect(onApply).toHaveBeenCalledOnce();
    expect(onApply.mock.calls[0]![0]).toHaveLength(20);
  }, 30_000);

  it('does not ask with 19 filters', () => {
    const rows = Array.from({ length: 19 }, (_, index) => textRow(`v${index}`));
    const { onApply } = renderFilterPanel(rows);
    vi.useFakeTimers();
    fireEvent.change(valueInputs()[0]!, { target: { value: 'changed' } });
    fireEvent.click(searchButton());
    expect(screen.queryByTestId('filter-overload')).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(onApply).toHaveBeenCalledOnce();
  }, 30_000);
});

describe('FilterPanel: reset', () => {
  it('clears the rows and the any/all switch, cancels a pending search and tells the list', () => {
    const { onApply, onReset } = renderFilterPanel([textRow('a')]);
    vi.useFakeTimers();
    fireEvent.change(valueInputs()[0]!, { target: { value: 'b' } });
    fireEvent.click(screen.getByText('Any filter'));
    fireEvent.click(searchButton());
    fireEvent.click(screen.getByTestId('filter-reset'));
    act(() => vi.advanceTimersByTime(2000));
    expect(onApply).not.toHaveBeenCalled();
    expect(onReset).toHaveBeenCalledOnce();
    expect(screen.queryAllByTestId('filter-value-text')).toHaveLength(0);
    expect(screen.getByTestId('filter-row-0')).toBeTruthy();
  });
});

describe('FilterPanel: options', () => {
  it('swallows a failure to load array options as no options', async () => {
    const { calls } = fakeServer({
      'POST /api/data-lists/filter-options': () => ok({ wrong: true }),
    });
    renderPanel(
      <FilterPanel
        columns={[{ key: 'status', label: 'Status', typeShow: 'array', isFilter: true }]}
        model="user"
        state={stateWith([
          {
            key: 's',
            field: 'status',
            operation: 'in',
            value: ['ONLINE'],
            type: 'array',
            isActivated: true,
          },
        ])}
        onApply={vi.fn()}
        onReset={vi.fn()}
      />,
    );
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({
      model: 'user',
      field: 'status',
      pagination: { page: 1, pageSize: 'all' },
    });
    // The chosen key still shows although no option names it.
    expect(screen.getByTestId('filter-panel').textContent).toContain('ONLINE');
  });
});
