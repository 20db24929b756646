import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { fail, ok, renderApp, signInAs, signOutQuietly } from '../../test/testApp';

const PATIENT = { timeout: 15_000 };
vi.setConfig({ testTimeout: 30_000 });

const ID = '55555555-5555-4555-8555-555555555555';
const at = '2026-11-20T10:00:00.000Z';
const returnReason = {
  id: ID,
  key: 'RETURN_REASON',
  name: 'Return reasons',
  description: 'Why a parcel came back',
  status: 'ACTIVE',
  options: [
    { value: 'REFUSED', label: 'Refused by the buyer', sortOrder: 0, isActive: true },
    { value: 'WRONG_ADDRESS', label: 'Wrong address', sortOrder: 1, isActive: false },
  ],
  createdAt: at,
  updatedAt: at,
};
const listed =
  (types: unknown[] = [returnReason]) =>
  () =>
    ok({ status: 200, data: types });

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  signOutQuietly();
  signInAs({
    type: 'ADMIN',
    permissions: ['SETTING_ACCESS', 'SETTING_DETAIL_CREATE', 'SETTING_DETAIL_UPDATE'],
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('/a/app-types', () => {
  it('lists each type with its key, status and options', async () => {
    renderApp('/a/app-types', { 'GET /api/apps/types': listed() });
    const card = await screen.findByTestId('app-type-RETURN_REASON', {}, PATIENT);
    expect(screen.getByTestId('page-title').textContent).toBe('App types');
    expect(within(card).getByTestId('app-type-name').textContent).toBe('Return reasons');
    expect(within(card).getByTestId('app-type-key').textContent).toBe('RETURN_REASON');
    expect(within(card).getByTestId('app-type-status').textContent).toBe('Active');
    expect(within(card).getByTestId('app-type-options').textContent).toBe(
      'Refused by the buyerWrong address',
    );
    expect(within(card).getByText('Why a parcel came back')).toBeTruthy();
  });

  it('creates two types in one call, after checking the keys', async () => {
    const { calls } = renderApp('/a/app-types', {
      'GET /api/apps/types': listed([]),
      'POST /api/apps/types': () =>
        ok({ status: 200, message: 'Created 2 app types', data: [returnReason, returnReason] }),
    });
    await screen.findByTestId('app-types-empty', {}, PATIENT);
    fireEvent.click(screen.getByTestId('app-types-create'));
    const modal = await screen.findByTestId('app-type-create-modal');
    fireEvent.change(within(modal).getByTestId('app-type-key-0'), {
      target: { value: 'issue reason' },
    });
    fireEvent.change(within(modal).getByTestId('app-type-name-0'), {
      target: { value: 'Issue reasons' },
    });
    fireEvent.click(within(modal).getByTestId('app-type-add-row'));
    fireEvent.change(within(modal).getByTestId('app-type-key-1'), { target: { value: '9bad' } });
    fireEvent.change(within(modal).getByTestId('app-type-name-1'), {
      target: { value: 'Lead sources' },
    });
    fireEvent.click(within(modal).getByTestId('app-type-create-save'));
    await within(modal).findByText('The key is UPPER_SNAKE_CASE (capitals, digits, underscores)');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(within(modal).getByTestId('app-type-key-1'), {
      target: { value: 'LEAD_SOURCE' },
    });
    fireEvent.click(within(modal).getByTestId('app-type-create-save'));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        appTypes: [
          { key: 'ISSUE_REASON', name: 'Issue reasons', description: '' },
          { key: 'LEAD_SOURCE', name: 'Lead sources', description: '' },
        ],
      }),
    );
    await screen.findByText('App types created: 2.', {}, PATIENT);
  });

  it("shows the server's refusal of a key already used", async () => {
    renderApp('/a/app-types', {
      'GET /api/apps/types': listed(),
      'POST /api/apps/types': () =>
        fail(409, 'The key RETURN_REASON is already used by another app type', {
          appTypes: 'The key RETURN_REASON is already used by another app type',
        }),
    });
    await screen.findByTestId('app-type-RETURN_REASON', {}, PATIENT);
    fireEvent.click(screen.getByTestId('app-types-create'));
    const modal = await screen.findByTestId('app-type-create-modal');
    fireEvent.change(within(modal).getByTestId('app-type-key-0'), {
      target: { value: 'RETURN_REASON' },
    });
    fireEvent.change(within(modal).getByTestId('app-type-name-0'), { target: { value: 'Again' } });
    fireEvent.click(within(modal).getByTestId('app-type-create-save'));
    expect(
      (await within(modal).findByTestId('app-type-create-save-error', {}, PATIENT)).textContent,
    ).toContain('The key RETURN_REASON is already used by another app type');
  });

  it('edits the options in a modal and sends the whole list in its order', async () => {
    const { calls } = renderApp('/a/app-types', {
      'GET /api/apps/types': listed(),
      [`PUT /api/apps/type-options/${ID}`]: () => ok({ status: 200, data: returnReason }),
    });
    const card = await screen.findByTestId('app-type-RETURN_REASON', {}, PATIENT);
    fireEvent.click(within(card).getByTestId('app-type-edit-options'));
    const modal = await screen.findByTestId('app-type-options-modal');
    expect((within(modal).getByTestId('option-label-0') as HTMLInputElement).value).toBe(
      'Refused by the buyer',
    );
    fireEvent.click(within(modal).getByTestId('option-add'));
    fireEvent.change(within(modal).getByTestId('option-label-2'), {
      target: { value: 'Wrong size' },
    });
    fireEvent.click(within(modal).getByTestId('option-add'));
    fireEvent.change(within(modal).getByTestId('option-label-3'), {
      target: { value: 'Refused again' },
    });
    fireEvent.change(within(modal).getByTestId('option-value-3'), {
      target: { value: 'REFUSED' },
    });
    fireEvent.click(within(modal).getByTestId('options-save'));
    expect((await within(modal).findByTestId('options-error')).textContent).toBe(
      'The value REFUSED is given twice',
    );
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.click(within(modal).getByTestId('option-remove-3'));
    fireEvent.click(within(modal).getByTestId('option-active-1'));
    fireEvent.click(within(modal).getByTestId('options-save'));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        options: [
          { value: 'REFUSED', label: 'Refused by the buyer', sortOrder: 0, isActive: true },
          { value: 'WRONG_ADDRESS', label: 'Wrong address', sortOrder: 1, isActive: true },
          { value: 'WRONG_SIZE', label: 'Wrong size', sortOrder: 2, isActive: true },
        ],
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('app-type-options-modal')).toBeNull());
  });

  it('deactivates and deletes only after the question', async () => {
    const { calls } = renderApp('/a/app-types', {
      'GET /api/apps/types': listed(),
      [`PUT /api/apps/types/${ID}`]: () =>
        ok({ status: 200, data: { ...returnReason, status: 'INACTIVE' } }),
      [`DELETE /api/apps/types/${ID}`]: () =>
        ok({ status: 200, message: 'App type RETURN_REASON deleted' }),
    });
    const card = await screen.findByTestId('app-type-RETURN_REASON', {}, PATIENT);
    fireEvent.click(within(card).getByTestId('app-type-toggle'));
    const question = await screen.findByTestId('app-type-status-dialog');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.click(within(question).getByTestId('confirm-ok'));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        name: 'Return reasons',
        description: 'Why a parcel came back',
        status: 'INACTIVE',
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('app-type-status-dialog')).toBeNull());
    fireEvent.click(within(card).getByTestId('app-type-delete'));
    const deleting = await screen.findByTestId('app-type-delete-dialog');
    expect(deleting.textContent).toContain('The type RETURN_REASON and its 2 options');
    fireEvent.click(within(deleting).getByTestId('confirm-cancel'));
    await waitFor(() => expect(screen.queryByTestId('app-type-delete-dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(card).getByTestId('app-type-delete'));
    fireEvent.click(
      within(await screen.findByTestId('app-type-delete-dialog')).getByTestId('confirm-ok'),
    );
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('shows the types without the buttons to an admin who may only read', async () => {
    signOutQuietly();
    signInAs({ type: 'ADMIN', permissions: ['SETTING_ACCESS'] });
    renderApp('/a/app-types', { 'GET /api/apps/types': listed() });
    const card = await screen.findByTestId('app-type-RETURN_REASON', {}, PATIENT);
    expect(within(card).queryByTestId('app-type-edit-options')).toBeNull();
    expect(screen.queryByTestId('app-types-create')).toBeNull();
    expect(screen.getByText(/changing them needs the settings update permission/)).toBeTruthy();
  });
});
