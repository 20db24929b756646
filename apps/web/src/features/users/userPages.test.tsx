import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../platform/i18n';
import { encodeListState } from '../../ui/data-list/queryCodec';
import type { ListState } from '../../ui/data-list/types';
import { aUser } from '../../test/fixtures';
import { ok, renderApp, signInAs, signOutQuietly, SLOW, type Answers } from '../../test/testApp';
import { userListColumns } from './listConfig';
import { userScopeOf } from './scope';

const managed = (changes: Parameters<typeof aUser>[0] = {}) => ({
  ...aUser(changes),
  roleId: null,
  createdAt: '2024-05-01T10:00:00.000Z',
});
const seller = managed({
  id: '11111111-1111-4111-8111-111111111111',
  email: 'ana@shop.test',
  fullName: 'Ana Lima',
});

const listRow = { ...seller, updatable: true, roleName: null, currentBalance: 0 };
const listAnswer = () =>
  ok({
    status: 200,
    items: [listRow],
    total: 41,
    isTotalEstimated: false,
    query: { filters: [], filtersRef: [], timezone: 'UTC' },
  });

const serve = (permissions: string[], extra: Answers = {}): Answers => ({
  'GET /api/accounts/permissions': () => ok({ status: 200, data: permissions }),
  'POST /api/data-lists': listAnswer,
  'GET /api/apps/datalist-filter/user': () => ok({ status: 200, data: [] }),
  [`GET /api/users/${seller.id}`]: () => ok({ status: 200, data: seller }),
  ...extra,
});

const asAdmin = (permissions: string[]) => signInAs({ type: 'ADMIN', permissions });
const listBody = (calls: { path: string; body: unknown }[]) =>
  calls.filter((call) => call.path === '/api/data-lists').at(-1)?.body as Record<string, unknown>;

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => signOutQuietly());
afterEach(() => vi.unstubAllGlobals());

describe('user list', () => {
  it('lists users through POST /api/data-lists, newest first, linking to the editor', async () => {
    signInAs({ type: 'ROOT' });
    const { calls } = renderApp('/r/users', serve([]));
    const row = await screen.findByTestId('data-list-row', {}, SLOW);
    expect(listBody(calls)).toMatchObject({
      model: 'user',
      sorting: [{ field: 'createdAt', direction: 'desc' }],
      pagination: { page: 1, pageSize: 20 },
    });
    expect(calls.some((call) => call.path === '/api/users')).toBe(false);
    expect(screen.getByTestId('data-list-total').textContent).toBe('Total: 41');
    expect(row.textContent).toContain('ana@shop.test');
    expect(row.textContent).toContain('Merchant');
    const link = within(row).getByText('Ana Lima');
    expect(link.getAttribute('href')).toBe(`/r/user/${seller.id}?m=edit`);
    expect(screen.getByTestId('user-create')).toBeTruthy();
  });

  it('hides create from an admin without USER_DETAIL_CREATE and opens rows in view mode', async () => {
    asAdmin(['USER_ACCESS', 'USER_DETAIL_ACCESS']);
    renderApp('/a/users', serve(['USER_ACCESS', 'USER_DETAIL_ACCESS']));
    const row = await screen.findByTestId('data-list-row', {}, SLOW);
    expect(screen.queryByTestId('user-create')).toBeNull();
    expect(within(row).getByText('Ana Lima').getAttribute('href')).toBe(
      `/a/user/${seller.id}?m=view`,
    );
  });

  it('gives an admin who may only list no link to the detail', async () => {
    asAdmin(['USER_ACCESS']);
    renderApp('/a/users', serve(['USER_ACCESS']));
    const row = await screen.findByTestId('data-list-row', {}, SLOW);
    expect(within(row).getByText('Ana Lima').getAttribute('href')).toBeNull();
  });

  it('offers only the types the viewer may list in the type filter', () => {
    const admin = userListColumns(
      userScopeOf({ type: 'ADMIN', permissions: ['USER_ACCESS'] }),
      i18n.t,
    );
    expect(admin.find((column) => column.key === 'type')?.filterArrayData).toEqual([
      { key: 'SELLER', label: 'Merchant' },
      { key: 'PRINTER', label: 'Supplier' },
      { key: 'WAREHOUSE', label: 'Warehouse' },
    ]);
  });

  it('keeps the filtered list in q and carries it to the detail and back', async () => {
    signInAs({ type: 'ROOT' });
    const state: ListState = {
      filters: [
        {
          key: 'k',
          field: 'email',
          operation: 'ct',
          value: 'ana',
          type: 'text',
          isActivated: true,
        },
      ],
      filterType: 'AND',
      sort: { field: 'createdAt', direction: 'desc' },
      page: 1,
      pageSize: 20,
    };
    const q = encodeListState(state);
    const { calls, router } = renderApp(`/r/users?q=${q}`, serve([]));
    const row = await screen.findByTestId('data-list-row', {}, SLOW);
    expect(listBody(calls).filters).toEqual([{ field: 'email', operation: 'ct', value: 'ana' }]);
    fireEvent.click(within(row).getByText('Ana Lima'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/r/user/${seller.id}`));
    expect(router.state.location.search).toBe(`?m=edit&q=${q}`);
    const back = await screen.findByTestId('page-back', {}, SLOW);
    expect(back.getAttribute('href')).toBe(`/r/users?q=${q}`);
    fireEvent.click(back);
    await screen.findByTestId('data-list-row', {}, SLOW);
    expect(router.state.location.search).toBe(`?q=${q}`);
    expect(listBody(calls).filters).toEqual([{ field: 'email', operation: 'ct', value: 'ana' }]);
  });
});

describe('user detail', () => {
  it('shows an admin without USER_DETAIL_UPDATE no actions and no save', async () => {
    const permissions = ['USER_ACCESS', 'USER_DETAIL_ACCESS'];
    asAdmin(permissions);
    renderApp(`/a/user/${seller.id}?m=view`, serve(permissions));
    expect(((await screen.findByTestId('user-email', {}, SLOW)) as HTMLInputElement).value).toBe(
      'ana@shop.test',
    );
    expect(screen.queryByTestId('user-actions')).toBeNull();
    expect(screen.queryByTestId('user-save')).toBeNull();
  });

  it('lets an admin with USER_DETAIL_UPDATE block a seller after confirming', async () => {
    const permissions = ['USER_ACCESS', 'USER_DETAIL_UPDATE'];
    asAdmin(permissions);
    const { calls } = renderApp(
      `/a/user/${seller.id}?m=edit`,
      serve(permissions, {
        [`POST /api/accounts/block/${seller.id}`]: () => ok({ status: 200, message: 'Blocked' }),
      }),
    );
    fireEvent.click(await screen.findByTestId('user-action-block', {}, SLOW));
    expect(calls.some((call) => call.path.startsWith('/api/accounts/block'))).toBe(false);
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() =>
      expect(calls.some((call) => call.path === `/api/accounts/block/${seller.id}`)).toBe(true),
    );
  });

  it('refuses an admin the account of another admin', async () => {
    const permissions = ['USER_ACCESS', 'USER_DETAIL_UPDATE'];
    asAdmin(permissions);
    renderApp(
      `/a/user/${seller.id}?m=edit`,
      serve(permissions, {
        [`GET /api/users/${seller.id}`]: () =>
          ok({ status: 200, data: { ...seller, type: 'ADMIN' } }),
      }),
    );
    expect((await screen.findByTestId('error-status', {}, SLOW)).textContent).toBe('403');
  });

  it('creates a user with a generated password after checking the e-mail is free', async () => {
    signInAs({ type: 'ROOT' });
    const { calls, router } = renderApp(
      '/r/user/create',
      serve([], {
        'GET /api/accounts/check-unique-email': () => ok({ status: 200, data: { isUnique: true } }),
        'GET /api/apps/gen-pass': () => ok({ status: 200, data: { password: 'Gen3rated!pw' } }),
        'POST /api/accounts/create': () => ok({ status: 200, data: seller }),
      }),
    );
    await screen.findByTestId('user-save', {}, SLOW);
    fireEvent.click(screen.getByTestId('user-type-select'));
    // The dropdown's opening transition keeps it hidden from jsdom's eyes.
    fireEvent.click(await screen.findByRole('option', { name: 'Merchant', hidden: true }));
    fireEvent.change(screen.getByTestId('user-email'), { target: { value: 'ana@shop.test' } });
    fireEvent.blur(screen.getByTestId('user-email'));
    fireEvent.change(screen.getByTestId('user-first-name'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByTestId('user-last-name'), { target: { value: 'Lima' } });
    fireEvent.click(screen.getByTestId('user-password-generate'));
    await waitFor(() =>
      expect((screen.getByTestId('user-password') as HTMLInputElement).value).toBe('Gen3rated!pw'),
    );
    fireEvent.click(screen.getByTestId('user-flag-isAllowUploadFtp'));
    fireEvent.click(screen.getByTestId('user-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/r/user/${seller.id}`));
    expect(calls.find((call) => call.path === '/api/accounts/check-unique-email')?.url.search).toBe(
      '?email=ana%40shop.test',
    );
    expect(calls.find((call) => call.path === '/api/accounts/create')?.body).toEqual({
      type: 'SELLER',
      email: 'ana@shop.test',
      firstName: 'Ana',
      lastName: 'Lima',
      phone: null,
      password: 'Gen3rated!pw',
      // Created by root or an admin, the e-mail counts as verified (the schema's default).
      isVerified: true,
      isAllowUploadFtp: true,
      isEnabledStaffManagement: false,
      isAllowExportSpecialFile: false,
      isAllowPickSingleItem: false,
    });
  });

  it('says an e-mail already exists when the check says so', async () => {
    signInAs({ type: 'ROOT' });
    renderApp(
      '/r/user/create',
      serve([], {
        'GET /api/accounts/check-unique-email': () =>
          ok({ status: 200, data: { isUnique: false } }),
      }),
    );
    await screen.findByTestId('user-save', {}, SLOW);
    fireEvent.change(screen.getByTestId('user-email'), { target: { value: 'ana@shop.test' } });
    fireEvent.blur(screen.getByTestId('user-email'));
    expect((await screen.findByTestId('user-email-error')).textContent).toBe(
      'The email already exists',
    );
  });
});
