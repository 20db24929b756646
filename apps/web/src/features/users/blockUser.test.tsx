import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import {
  listAnswer,
  ok,
  renderApp,
  signInAs,
  signOutQuietly,
  type Answers,
} from '../../test/testApp';

const BLOCKED_ID = '44444444-4444-4444-8444-444444444444';
const ACTIVE_ID = '55555555-5555-4555-8555-555555555555';
const at = '2026-11-01T10:00:00.000Z';
const userRow = (id: string, email: string, status: string) => ({
  id,
  type: 'SELLER',
  email,
  firstName: 'Rex',
  lastName: 'Holt',
  fullName: 'Rex Holt',
  phone: null,
  status,
  isVerified: true,
  currentBalance: 0,
  isAllowUploadFtp: false,
  isEnabledStaffManagement: false,
  isAllowExportSpecialFile: false,
  isAllowPickSingleItem: false,
  roleId: null,
  roleName: null,
  createdAt: at,
  updatedAt: at,
  updatable: true,
});

type ListQuery = { filtersRef: { field: string; operation: string; value: unknown }[] };
const isBlockedList = (query: ListQuery) =>
  query.filtersRef.some((filter) => filter.field === 'status' && filter.operation === 'ct');

/** The blocked list answers Rex; the block picker's search answers an active seller. */
const serve = (extra: Answers = {}): Answers => ({
  'POST /api/data-lists': (body) =>
    listAnswer(
      isBlockedList(body as ListQuery)
        ? [userRow(BLOCKED_ID, 'rex@shop.test', 'BLOCKED')]
        : [userRow(ACTIVE_ID, 'ana@shop.test', 'ONLINE')],
    ),
  'GET /api/apps/datalist-filter/user': () => ok({ status: 200, data: [] }),
  ...extra,
});

const PATIENT = { timeout: 15_000 };
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  signOutQuietly();
  signInAs({ type: 'ADMIN', permissions: ['USER_ACCESS', 'USER_DETAIL_UPDATE'] });
});
afterEach(() => vi.unstubAllGlobals());

describe('/a/block-user', () => {
  it('lists the blocked accounts only, and re-activates one after asking', async () => {
    const { calls } = renderApp(
      '/a/block-user',
      serve({
        [`POST /api/accounts/re-activate/${BLOCKED_ID}`]: () =>
          ok({ status: 200, message: 'The user is active again' }),
      }),
    );
    const row = await screen.findByTestId('data-list-row', {}, PATIENT);
    expect(row.textContent).toContain('rex@shop.test');
    const listed = calls.find((call) => call.path === '/api/data-lists')?.body as ListQuery;
    expect(listed.filtersRef).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'status', operation: 'ct', value: 'BLOCKED' }),
      ]),
    );

    fireEvent.click(within(row).getByTestId('row-action-reactivate'));
    const dialog = await screen.findByTestId('reactivate-confirm', {}, PATIENT);
    expect(dialog.textContent).toContain('rex@shop.test will be able to sign in again');
    expect(calls.some((call) => call.path.startsWith('/api/accounts/re-activate'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Re-activate' }));
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(
        `POST /api/accounts/re-activate/${BLOCKED_ID}`,
      ),
    );
  });

  it('blocks an account found by e-mail, only once it is chosen', async () => {
    const { calls } = renderApp(
      '/a/block-user',
      serve({
        [`POST /api/accounts/block/${ACTIVE_ID}`]: () =>
          ok({ status: 200, message: 'The user is blocked' }),
      }),
    );
    fireEvent.click(await screen.findByTestId('block-user-open', {}, PATIENT));
    const confirm = (await screen.findByTestId(
      'block-user-confirm',
      {},
      PATIENT,
    )) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    const picker = screen.getByTestId('block-user-picker');
    fireEvent.click(picker);
    fireEvent.click(
      await screen.findByRole('option', { name: 'ana@shop.test', hidden: true }, PATIENT),
    );
    expect(screen.getByTestId('block-user-question').textContent).toContain(
      'ana@shop.test will be signed out',
    );
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(
        `POST /api/accounts/block/${ACTIVE_ID}`,
      ),
    );
    await waitFor(() => expect(screen.queryByTestId('block-user-confirm')).toBeNull());
  });
});
