import { ADMIN_PERMISSION_AREAS, type Session } from '@platfox/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bearer,
  createTestApp,
  createUser,
  signIn,
  signInWith,
  type TestContext,
} from '../../test/harness';

let ctx: TestContext;
let root: Session;
beforeAll(async () => {
  ctx = await createTestApp();
  root = await signIn(ctx.app, 'root@demo.test');
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const asRoot = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(root), payload: payload as never });

const role = (name: string, permissions: object[]) => ({ name, description: null, permissions });

describe('GET /api/apps/permissions-for', () => {
  it('answers the admin catalogue as pairs, and nothing for other types', async () => {
    const admin = await asRoot('GET', '/api/apps/permissions-for?type=ADMIN');
    expect(admin.statusCode).toBe(200);
    const pairs = admin.json().data;
    expect(pairs).toHaveLength(ADMIN_PERMISSION_AREAS.length);
    expect(pairs[0]).toEqual({
      permission: 'DASHBOARD',
      actions: ['ACCESS', 'DETAIL_ACCESS', 'DETAIL_CREATE', 'DETAIL_UPDATE'],
    });
    expect((await asRoot('GET', '/api/apps/permissions-for')).json().data).toEqual(pairs);
    expect((await asRoot('GET', '/api/apps/permissions-for?type=SELLER')).json().data).toEqual([]);
  });
});

describe('user roles', () => {
  it('gives its permissions to the admins who hold it and follows its edits', async () => {
    const created = await asRoot(
      'POST',
      '/api/apps/user-role',
      role('Order desk', [{ permission: 'ORDER', actions: ['ACCESS', 'DETAIL_UPDATE'] }]),
    );
    expect(created.statusCode).toBe(200);
    const { id } = created.json().data;
    expect(created.json().data).toMatchObject({
      name: 'Order desk',
      permissions: ['ORDER_ACCESS', 'ORDER_DETAIL_UPDATE'],
      userCount: 0,
    });

    const admin = await createUser(ctx, { type: 'ADMIN', roleId: id });
    const session = await signInWith(ctx.app, admin.email, admin.password);
    expect(session.user.permissions).toEqual(['ORDER_ACCESS', 'ORDER_DETAIL_UPDATE']);
    expect((await asRoot('GET', `/api/apps/user-role/${id}`)).json().data.userCount).toBe(1);

    const emit = vi.spyOn(ctx.app.live, 'emitToUser');
    const edited = await asRoot(
      'PUT',
      `/api/apps/user-role/${id}`,
      role('Order desk', [{ permission: 'USER', actions: ['ACCESS'] }]),
    );
    expect(edited.statusCode).toBe(200);
    expect(emit).toHaveBeenCalledWith('ADMIN', admin.id, 'user_permission', {
      permissions: ['USER_ACCESS'],
    });
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: bearer(session),
    });
    expect(list.statusCode).toBe(200);

    const held = await asRoot('DELETE', `/api/apps/user-role/${id}`);
    expect(held.statusCode).toBe(400);
    expect(held.json().message).toMatch(/still held by 1 user/);
    const detached = await asRoot('PUT', `/api/users/${admin.id}`, {
      firstName: 'Fixture',
      lastName: 'Admin',
      roleId: null,
    });
    expect(detached.json().data.roleId).toBeNull();
    expect((await asRoot('DELETE', `/api/apps/user-role/${id}`)).statusCode).toBe(200);
    expect((await asRoot('GET', `/api/apps/user-role/${id}`)).statusCode).toBe(404);
  });

  it('assigns a role on edit, replacing the permissions the user had', async () => {
    const { id: roleId } = (
      await asRoot(
        'POST',
        '/api/apps/user-role',
        role('Coupons', [{ permission: 'COUPON', actions: ['ACCESS'] }]),
      )
    ).json().data;
    const admin = await createUser(ctx, { type: 'ADMIN' });
    await asRoot('PUT', `/api/apps/permissions/${admin.id}`, {
      isFirstBatch: true,
      items: [{ permission: 'BADGE', actions: ['ACCESS'] }],
    });
    const emit = vi.spyOn(ctx.app.live, 'emitToUser');
    const updated = await asRoot('PUT', `/api/users/${admin.id}`, {
      firstName: 'Fixture',
      lastName: 'Admin',
      roleId,
    });
    expect(updated.json().data).toMatchObject({ roleId, permissions: ['COUPON_ACCESS'] });
    expect(emit).toHaveBeenCalledWith('ADMIN', admin.id, 'user_permission', {
      permissions: ['COUPON_ACCESS'],
    });
    const list = (await asRoot('GET', '/api/apps/user-role')).json().data;
    expect(list.find((row: { id: string }) => row.id === roleId).userCount).toBe(1);
  });

  it('refuses unknown permissions by name, a taken name and a role for a non-admin', async () => {
    const unknown = await asRoot(
      'POST',
      '/api/apps/user-role',
      role('Bad', [
        { permission: 'ORDER', actions: ['ACCESS'] },
        { permission: 'LAUNCH_ROCKET', actions: ['ACCESS'] },
      ]),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({
      'permissions.1.permission': 'Unknown permission: LAUNCH_ROCKET',
    });

    await asRoot('POST', '/api/apps/user-role', role('Support', []));
    const taken = await asRoot('POST', '/api/apps/user-role', role('support', []));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ name: 'The name already exists' });

    const { id: roleId } = (await asRoot('POST', '/api/apps/user-role', role('Any', []))).json()
      .data;
    const seller = await asRoot('POST', '/api/accounts/create', {
      type: 'SELLER',
      email: 'role-seller@fixture.test',
      firstName: 'R',
      lastName: 'S',
      password: 'Fixture@12345',
      roleId,
    });
    expect(seller.statusCode).toBe(400);
    expect(seller.json().errors.roleId).toMatch(/Only admin users/);
    const noRole = await asRoot('PUT', `/api/users/${root.user.id}`, {
      firstName: 'Rhea',
      lastName: 'Root',
      roleId: '00000000-0000-4000-8000-000000000000',
    });
    expect(noRole.statusCode).toBe(400);
  });
});

describe('PUT /api/apps/permissions/:userId', () => {
  it('replaces with the first batch, adds the later ones and tells the user live', async () => {
    const admin = await createUser(ctx, { type: 'ADMIN' });
    const emit = vi.spyOn(ctx.app.live, 'emitToUser');
    const put = (isFirstBatch: boolean, items: object[]) =>
      asRoot('PUT', `/api/apps/permissions/${admin.id}`, { isFirstBatch, items });

    await put(true, [{ permission: 'ORDER', actions: ['ACCESS'] }]);
    const first = await put(true, [{ permission: 'EVENT', actions: ['ACCESS', 'DETAIL_CREATE'] }]);
    expect(first.json()).toEqual({ status: 200, data: ['EVENT_ACCESS', 'EVENT_DETAIL_CREATE'] });
    const later = await put(false, [{ permission: 'BADGE', actions: ['ACCESS'] }]);
    expect(later.json().data).toEqual(['BADGE_ACCESS', 'EVENT_ACCESS', 'EVENT_DETAIL_CREATE']);
    expect(emit).toHaveBeenLastCalledWith('ADMIN', admin.id, 'user_permission', {
      permissions: ['BADGE_ACCESS', 'EVENT_ACCESS', 'EVENT_DETAIL_CREATE'],
    });

    const unknown = await put(false, [{ permission: 'NUKES', actions: ['ACCESS'] }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown permission: NUKES');
    const tooMany = await put(
      false,
      Array.from({ length: 101 }, () => ({ permission: 'ORDER', actions: ['ACCESS'] })),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.items).toMatch(/100/);

    const toRoot = await asRoot('PUT', `/api/apps/permissions/${root.user.id}`, {
      isFirstBatch: true,
      items: [],
    });
    expect(toRoot.statusCode).toBe(400);
  });
});
