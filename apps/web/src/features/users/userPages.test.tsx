import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { aUser } from '../../test/fixtures';
import { ok, renderApp, signInAs, signOutQuietly, SLOW, type Answers } from '../accounts/testApp';

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

const serve = (permissions: string[], extra: Answers = {}): Answers => ({
  'GET /api/accounts/permissions': () => ok({ status: 200, data: permissions }),
  'GET /api/users': () => ok({ status: 200, items: [seller], total: 41 }),
  [`GET /api/users/${seller.id}`]: () => ok({ status: 200, data: seller }),
  ...extra,
});

const asAdmin = (permissions: string[]) => signInAs({ type: 'ADMIN', permissions });

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => signOutQuietly());
afterEach(() => vi.unstubAllGlobals());

describe('user list', () => {
  it('pages and filters through the URL and GET /api/users', async () => {
    signInAs({ type: 'ROOT' });
    const { calls, router } = renderApp('/r/users?type=SELLER&page=2', serve([]));
    expect(await screen.findByTestId(`user-row-${seller.email}`, {}, SLOW)).toBeTruthy();
    const list = calls.find((call) => call.path === '/api/users');
    expect(Object.fromEntries(list!.url.searchParams)).toEqual({
      page: '2',
      pageSize: '20',
      type: 'SELLER',
    });
    expect(screen.getByTestId('users-total').textContent).toBe('41 users');
    const link = within(screen.getByTestId(`user-row-${seller.email}`)).getByText('Ana Lima');
    expect(link.getAttribute('href')).toBe(`/r/user/${seller.id}?m=edit`);
    expect(screen.getByTestId('user-create')).toBeTruthy();
    fireEvent.change(screen.getByTestId('users-search'), { target: { value: 'ana' } });
    await waitFor(() => expect(router.state.location.search).toBe('?type=SELLER&search=ana'), {
      timeout: 2000,
    });
  });

  it('hides create from an admin without USER_DETAIL_CREATE', async () => {
    asAdmin(['USER_ACCESS', 'USER_DETAIL_ACCESS']);
    renderApp('/a/users', serve(['USER_ACCESS', 'USER_DETAIL_ACCESS']));
    const row = await screen.findByTestId(`user-row-${seller.email}`, {}, SLOW);
    expect(screen.queryByTestId('user-create')).toBeNull();
    expect(within(row).getByText('Ana Lima').getAttribute('href')).toBe(
      `/a/user/${seller.id}?m=view`,
    );
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
