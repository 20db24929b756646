import type { SavedFilter } from '@platfox/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../platform/i18n';
import { fail, fakeServer, ok, renderPanel } from '../filters/testUtils';
import { decodeListState, encodeListState } from '../queryCodec';
import type { ListState } from '../types';
import { SavedFilters } from './SavedFilters';

const current: ListState = {
  filters: [
    { key: 'k1', field: 'email', operation: 'ct', value: 'demo', type: 'text', isActivated: true },
  ],
  filterType: 'OR',
  sort: { field: 'createdAt', direction: 'desc' },
  page: 2,
  pageSize: 50,
};
const waiting: ListState = { ...current, filterType: 'AND', page: 1, pageSize: 20 };

const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const aFilter = (changes: Partial<SavedFilter>): SavedFilter => ({
  id: ID(1),
  name: 'Mine',
  value: encodeListState(waiting),
  sortOrder: 0,
  isHideAction: false,
  ...changes,
});

type SaveBody = { cmd: string; id?: string; name?: string; value?: string; model?: string };

function serve(filters: SavedFilter[], onSave?: (body: SaveBody) => Response) {
  return fakeServer({
    'GET /api/apps/datalist-filter/user': () => ok({ status: 200, data: filters }),
    'POST /api/apps/datalist-filter': (body) =>
      onSave ? onSave(body as SaveBody) : ok({ status: 200, message: 'Saved', data: aFilter({}) }),
  });
}

/** The list around the component: it applies what is chosen and can reset. */
function Harness({ onSelect }: { onSelect: (state: ListState) => void }) {
  const [state, setState] = useState(current);
  return (
    <>
      <SavedFilters
        model="user"
        state={state}
        onSelect={(next) => {
          onSelect(next);
          setState(next);
        }}
      />
      <button
        type="button"
        data-testid="reset"
        onClick={() =>
          setState({ filters: [], filterType: 'AND', sort: null, page: 1, pageSize: 20 })
        }
      />
    </>
  );
}

function renderSaved() {
  const onSelect = vi.fn();
  renderPanel(<Harness onSelect={onSelect} />);
  return { onSelect };
}

const select = () => screen.getByTestId('saved-filter-select') as HTMLInputElement;
async function choose(name: string) {
  fireEvent.click(select());
  fireEvent.click(await screen.findByRole('option', { name }));
}

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('SavedFilters: choosing', () => {
  it('lists the saved filters by sortOrder and applies the chosen one', async () => {
    serve([
      aFilter({ id: ID(2), name: 'Second', sortOrder: 2 }),
      aFilter({ id: ID(1), name: 'First', sortOrder: 1 }),
    ]);
    const { onSelect } = renderSaved();
    fireEvent.click(select());
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['First', 'Second']);
    fireEvent.click(options[1]!);
    expect(onSelect).toHaveBeenCalledWith(waiting);
    expect(select().value).toBe('Second');
  });

  it('refuses a value it cannot read with "Invalid filter value"', async () => {
    serve([aFilter({ name: 'Broken', value: 'not-a-value' })]);
    const { onSelect } = renderSaved();
    await choose('Broken');
    expect(await screen.findByText('Invalid filter value')).toBeTruthy();
    expect(onSelect).not.toHaveBeenCalled();
    expect(select().value).toBe('');
  });

  it('shows no saved filters when loading them fails', async () => {
    const { calls } = fakeServer({
      'GET /api/apps/datalist-filter/user': () => fail(500, 'Down'),
    });
    renderSaved();
    await waitFor(() => expect(calls).toHaveLength(1));
    fireEvent.click(select());
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.queryByText('Down')).toBeNull();
  });

  it('hides the actions of a default saved filter', async () => {
    serve([aFilter({ name: 'Default', isHideAction: true }), aFilter({ id: ID(2), name: 'Own' })]);
    renderSaved();
    await choose('Default');
    expect(screen.queryByTestId('saved-filter-actions')).toBeNull();
    await choose('Own');
    expect(screen.getByTestId('saved-filter-actions')).toBeTruthy();
  });

  it('clears the selection when the list is reset', async () => {
    serve([aFilter({ name: 'Mine' })]);
    renderSaved();
    await choose('Mine');
    expect(select().value).toBe('Mine');
    fireEvent.click(screen.getByTestId('reset'));
    expect(select().value).toBe('');
  });
});

describe('SavedFilters: create', () => {
  it('requires a name before saving', async () => {
    const { calls } = serve([]);
    renderSaved();
    fireEvent.click(screen.getByTestId('saved-filter-create'));
    fireEvent.change(screen.getByTestId('saved-filter-name'), { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('saved-filter-submit'));
    expect(await screen.findByText('The name field is required')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('saves the current state under the name, appends it and selects it', async () => {
    const created = aFilter({ id: ID(3), name: 'Demo emails', sortOrder: 1 });
    const { calls } = serve([aFilter({ name: 'Older' })], () =>
      ok({ status: 200, message: 'The filter has been saved', data: created }),
    );
    renderSaved();
    fireEvent.click(screen.getByTestId('saved-filter-create'));
    fireEvent.change(screen.getByTestId('saved-filter-name'), {
      target: { value: ' Demo emails ' },
    });
    fireEvent.click(screen.getByTestId('saved-filter-submit'));
    expect(await screen.findByText('The filter has been saved')).toBeTruthy();
    const body = calls.find((call) => call.method === 'POST')!.body as SaveBody;
    expect(body).toMatchObject({ cmd: 'create', model: 'user', name: 'Demo emails' });
    expect(decodeListState(body.value!)).toEqual(current);
    expect(select().value).toBe('Demo emails');
    fireEvent.click(select());
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Older',
      'Demo emails',
    ]);
  });

  it('shows the error message when saving fails', async () => {
    serve([], () => fail(400, 'A list can hold at most 100 saved filters'));
    renderSaved();
    fireEvent.click(screen.getByTestId('saved-filter-create'));
    fireEvent.change(screen.getByTestId('saved-filter-name'), { target: { value: 'X' } });
    fireEvent.click(screen.getByTestId('saved-filter-submit'));
    expect(await screen.findByText('A list can hold at most 100 saved filters')).toBeTruthy();
    expect(screen.getByTestId('saved-filter-name')).toBeTruthy();
  });
});

describe('SavedFilters: rename, replace, delete', () => {
  const mine = aFilter({ name: 'Mine' });

  it('renames the chosen filter', async () => {
    const { calls } = serve([mine], (body) =>
      ok({
        status: 200,
        message: 'The filter has been updated',
        data: { ...mine, name: body.name },
      }),
    );
    renderSaved();
    await choose('Mine');
    fireEvent.click(screen.getByTestId('saved-filter-actions'));
    fireEvent.click(await screen.findByTestId('saved-filter-rename'));
    const name = screen.getByTestId('saved-filter-name') as HTMLInputElement;
    expect(name.value).toBe('Mine');
    fireEvent.change(name, { target: { value: 'Renamed' } });
    fireEvent.click(screen.getByTestId('saved-filter-submit'));
    expect(await screen.findByText('The filter has been updated')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      cmd: 'update',
      id: mine.id,
      name: 'Renamed',
    });
    await waitFor(() => expect(select().value).toBe('Renamed'));
  });

  it('replaces the chosen filter with the current state', async () => {
    const { calls } = serve([mine], (body) =>
      ok({
        status: 200,
        message: 'The filter has been updated',
        data: { ...mine, value: body.value },
      }),
    );
    const { onSelect } = renderSaved();
    await choose('Mine');
    expect(onSelect).toHaveBeenCalledWith(waiting);
    fireEvent.click(screen.getByTestId('saved-filter-actions'));
    fireEvent.click(await screen.findByTestId('saved-filter-replace'));
    expect(await screen.findByText('The filter has been updated')).toBeTruthy();
    const body = calls.find((call) => call.method === 'POST')!.body as SaveBody;
    expect(body).toMatchObject({ cmd: 'update', id: mine.id, name: 'Mine' });
    expect(decodeListState(body.value!)).toEqual(waiting);
  });

  it('deletes after confirming and clears the selection', async () => {
    const { calls } = serve([mine], () =>
      ok({ status: 200, message: 'The filter has been deleted', data: mine }),
    );
    renderSaved();
    await choose('Mine');
    fireEvent.click(screen.getByTestId('saved-filter-actions'));
    fireEvent.click(await screen.findByTestId('saved-filter-delete'));
    expect(screen.getByTestId('saved-filter-delete-confirm').textContent).toContain(
      'Are you sure delete this item',
    );
    fireEvent.click(screen.getByTestId('saved-filter-delete-ok'));
    expect(await screen.findByText('The filter has been deleted')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      cmd: 'delete',
      id: mine.id,
    });
    expect(select().value).toBe('');
    fireEvent.click(select());
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
