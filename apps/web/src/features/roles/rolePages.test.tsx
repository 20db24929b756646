import { ADMIN_PERMISSION_SUFFIXES } from '@platfox/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { aUser } from '../../test/fixtures';
import { ok, renderApp, signInAs, signOutQuietly, SLOW, type Answers } from '../../test/testApp';

const catalogue = ['DASHBOARD', 'ORDER', 'USER'].map((permission) => ({
  permission,
  actions: [...ADMIN_PERMISSION_SUFFIXES],
}));
const adminId = '22222222-2222-4222-8222-222222222222';
const admin = {
  ...aUser({ id: adminId, type: 'ADMIN', fullName: 'Ada Admin', email: 'ada@demo.test' }),
  permissions: ['ORDER_ACCESS'],
  roleId: null,
  createdAt: '2024-05-01T10:00:00.000Z',
};
const role = {
  id: 'r-1',
  name: 'Support',
  description: 'Answers merchants',
  permissions: ['ORDER_ACCESS', 'ORDER_DETAIL_ACCESS'],
  userCount: 2,
};

const serve = (extra: Answers = {}): Answers => ({
  'GET /api/apps/permissions-for': () => ok({ status: 200, data: catalogue }),
  'GET /api/apps/user-role': () => ok({ status: 200, data: [role] }),
  'GET /api/apps/user-role/r-1': () => ok({ status: 200, data: role }),
  'GET /api/users': () => ok({ status: 200, items: [admin], total: 1 }),
  'POST /api/data-lists': () =>
    ok({
      status: 200,
      items: [{ ...role, updatable: true, createdAt: '2024-05-01T10:00:00.000Z' }],
      total: 1,
      isTotalEstimated: false,
      query: { filters: [], filtersRef: [], timezone: 'UTC' },
    }),
  'GET /api/apps/datalist-filter/user-role': () => ok({ status: 200, data: [] }),
  [`GET /api/users/${adminId}`]: () => ok({ status: 200, data: admin }),
  ...extra,
});

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  signOutQuietly();
  signInAs({ type: 'ROOT' });
});
afterEach(() => vi.unstubAllGlobals());

describe('user roles', () => {
  it('lists roles through POST /api/data-lists with their permission counts', async () => {
    const { calls } = renderApp('/r/user-roles', serve());
    const row = await screen.findByTestId('data-list-row', {}, SLOW);
    expect(calls.find((call) => call.path === '/api/data-lists')?.body).toMatchObject({
      model: 'user-role',
      sorting: [{ field: 'name', direction: 'asc' }],
    });
    expect(row.textContent).toContain('Answers merchants');
    expect(within(row).getByTestId('role-permission-count').textContent).toBe('2');
    expect(within(row).getByText('Support').getAttribute('href')).toBe('/r/user-role/r-1?m=edit');
  });

  it('deletes selected roles and keeps a role in use selected with the reason', async () => {
    const { calls } = renderApp(
      '/r/user-roles',
      serve({
        'POST /api/data-lists/delete': () =>
          ok({
            status: 200,
            message: 'No item was deleted',
            deleted: 0,
            refused: [{ id: role.id, reason: 'The role is assigned to users' }],
          }),
      }),
    );
    const row = await screen.findByTestId('data-list-row', {}, SLOW);
    fireEvent.click(row);
    fireEvent.click(screen.getByTestId('data-list-bulk-delete'));
    fireEvent.click(await screen.findByTestId('data-list-delete-ok'));
    expect((await screen.findByTestId('data-list-refused')).textContent).toBe(
      'Not deleted: The role is assigned to users',
    );
    expect(calls.find((call) => call.path === '/api/data-lists/delete')?.body).toEqual({
      model: 'user-role',
      ids: [role.id],
    });
  });

  it('edits a role’s permissions through the matrix and sends them as pairs', async () => {
    const { calls } = renderApp(
      '/r/user-role/r-1?m=edit',
      serve({
        'PUT /api/apps/user-role/r-1': (body) =>
          ok({ status: 200, data: { ...role, ...(body as object) } }),
      }),
    );
    const cell = (await screen.findByTestId(
      'matrix-cell-ORDER_DETAIL_ACCESS',
      {},
      SLOW,
    )) as HTMLInputElement;
    expect(cell.checked).toBe(true);
    fireEvent.click(screen.getByTestId('matrix-row-toggle-USER'));
    fireEvent.click(screen.getByTestId('matrix-column-ACCESS'));
    fireEvent.click(screen.getByTestId('role-save'));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        name: 'Support',
        description: 'Answers merchants',
        permissions: [
          { permission: 'DASHBOARD', actions: ['ACCESS'] },
          { permission: 'ORDER', actions: ['ACCESS', 'DETAIL_ACCESS'] },
          { permission: 'USER', actions: [...ADMIN_PERMISSION_SUFFIXES] },
        ],
      }),
    );
  });

  it('asks before leaving a role with unsaved changes', async () => {
    const { router } = renderApp('/r/user-role/r-1?m=edit', serve());
    fireEvent.change(await screen.findByTestId('role-name', {}, SLOW), {
      target: { value: 'Support team' },
    });
    fireEvent.click(screen.getByTestId('menu-item-/r/users'));
    expect(await screen.findByTestId('leave-confirmation')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/r/user-role/r-1');
    fireEvent.click(screen.getByTestId('leave-go'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/r/users'));
  });
});

describe('permissions of an admin', () => {
  it('replaces the admin’s permissions with PUT apps/permissions/:userId, first batch marked', async () => {
    const { calls } = renderApp(
      `/r/permission?userId=${adminId}`,
      serve({
        [`PUT /api/apps/permissions/${adminId}`]: () => ok({ status: 200, data: [] }),
      }),
    );
    fireEvent.click(await screen.findByTestId('matrix-cell-USER_ACCESS', {}, SLOW));
    fireEvent.click(screen.getByTestId('matrix-cell-ORDER_ACCESS'));
    fireEvent.click(screen.getByTestId('permission-save'));
    expect(await screen.findByTestId('permission-progress')).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
        { isFirstBatch: true, items: [{ permission: 'USER', actions: ['ACCESS'] }] },
      ]),
    );
    expect(await screen.findByText('Batches saved: 1 of 1')).toBeTruthy();
  });
});
