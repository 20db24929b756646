import { isStrongPassword, type Session } from '@platfox/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  TEST_PASSWORD,
  bearer,
  createTestApp,
  createUser,
  signIn,
  signInWith,
  type TestContext,
} from '../../test/harness';
import { ADMIN_SCOPE_MESSAGE } from './users';

let ctx: TestContext;
let root: Session;
let admin: Session;
beforeAll(async () => {
  ctx = await createTestApp();
  root = await signIn(ctx.app, 'root@demo.test');
  admin = await signIn(ctx.app, 'admin@demo.test');
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.restoreAllMocks();
});

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };
const call = (session: Session, { method, url, payload }: Call) =>
  ctx.app.inject({ method, url, headers: bearer(session), payload: payload as never });
const get = (session: Session, url: string) => call(session, { method: 'GET', url });
const post = (session: Session, url: string, payload?: object) =>
  call(session, { method: 'POST', url, payload });

describe('an admin with two permissions', () => {
  it('gets 200 inside them and 403 outside them', async () => {
    const created = await createUser(ctx, { type: 'ADMIN' });
    const granted = await call(root, {
      method: 'PUT',
      url: `/api/apps/permissions/${created.id}`,
      payload: {
        isFirstBatch: true,
        items: [{ permission: 'USER', actions: ['ACCESS', 'DETAIL_ACCESS'] }],
      },
    });
    expect(granted.json().data).toEqual(['USER_ACCESS', 'USER_DETAIL_ACCESS']);
    const session = await signInWith(ctx.app, created.email, created.password);
    expect(session.user.permissions).toEqual(['USER_ACCESS', 'USER_DETAIL_ACCESS']);
    const seller = await createUser(ctx, { type: 'SELLER' });

    const inside: Call[] = [
      { method: 'GET', url: '/api/users' },
      { method: 'GET', url: `/api/users/${seller.id}` },
    ];
    const outside: Call[] = [
      { method: 'POST', url: '/api/accounts/block/' + seller.id },
      { method: 'PUT', url: `/api/users/${seller.id}`, payload: { firstName: 'X', lastName: 'Y' } },
      { method: 'GET', url: '/api/accounts/check-unique-email?email=a@b.co' },
      {
        method: 'POST',
        url: '/api/accounts/create',
        payload: {
          type: 'SELLER',
          email: 'nope@fixture.test',
          firstName: 'N',
          lastName: 'O',
          password: TEST_PASSWORD,
        },
      },
      { method: 'GET', url: '/api/apps/user-role' },
    ];
    for (const request of inside) expect((await call(session, request)).statusCode).toBe(200);
    for (const request of outside) {
      expect((await call(session, request)).statusCode, request.url).toBe(403);
    }
  });
});

describe('the scope of admins', () => {
  it('cannot see, create or manage admins and root', async () => {
    const other = await createUser(ctx, { type: 'ADMIN' });
    const rootId = root.user.id;
    const refused: Call[] = [
      { method: 'GET', url: `/api/users/${other.id}` },
      { method: 'GET', url: `/api/users/${rootId}` },
      { method: 'PUT', url: `/api/users/${other.id}`, payload: { firstName: 'X', lastName: 'Y' } },
      { method: 'POST', url: `/api/accounts/block/${other.id}` },
      { method: 'POST', url: `/api/accounts/re-activate/${other.id}` },
      { method: 'POST', url: `/api/accounts/verify-registered-account/${rootId}` },
      { method: 'DELETE', url: `/api/accounts/ADMIN/${other.id}` },
      {
        method: 'POST',
        url: '/api/accounts/reset-user-password',
        payload: { userId: rootId, password: TEST_PASSWORD },
      },
      {
        method: 'POST',
        url: '/api/accounts/create',
        payload: {
          type: 'ADMIN',
          email: 'second-admin@fixture.test',
          firstName: 'N',
          lastName: 'O',
          password: TEST_PASSWORD,
        },
      },
      {
        method: 'PUT',
        url: `/api/apps/permissions/${other.id}`,
        payload: { isFirstBatch: true, items: [] },
      },
    ];
    for (const request of refused) {
      const response = await call(admin, request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
    }
    expect((await get(admin, `/api/users/${other.id}`)).json().message).toBe(ADMIN_SCOPE_MESSAGE);

    const list = await get(admin, '/api/users?pageSize=100');
    const types = new Set(list.json().items.map((user: { type: string }) => user.type));
    expect([...types].sort()).toEqual(['PRINTER', 'SELLER', 'WAREHOUSE']);
    const asked = await get(admin, '/api/users?type=ADMIN');
    expect(asked.json()).toEqual({ status: 200, items: [], total: 0 });
  });

  it('keeps sellers, printers and warehouse users out of the admin routes', async () => {
    for (const email of ['seller@demo.test', 'printer@demo.test', 'warehouse@demo.test']) {
      const session = await signIn(ctx.app, email);
      for (const url of ['/api/users', '/api/apps/user-role', '/api/apps/gen-pass']) {
        expect((await get(session, url)).statusCode, `${email} ${url}`).toBe(403);
      }
    }
  });
});

describe('blocking and re-activating', () => {
  it('moves the blocked user away live, refuses their calls, and lets them back in', async () => {
    const seller = await createUser(ctx, { type: 'SELLER' });
    const session = await signInWith(ctx.app, seller.email, seller.password);
    const emit = vi.spyOn(ctx.app.live, 'emitToUser');

    const blocked = await post(admin, `/api/accounts/block/${seller.id}`);
    expect(blocked.statusCode).toBe(200);
    expect(emit).toHaveBeenCalledWith('SELLER', seller.id, 'user_blocked', {
      id: seller.id,
      status: 'BLOCKED',
    });
    const refused = await get(session, '/api/accounts/me');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/blocked/);
    expect((await get(admin, `/api/users/${seller.id}`)).json().data.status).toBe('BLOCKED');

    const back = await post(admin, `/api/accounts/re-activate/${seller.id}`);
    expect(back.statusCode).toBe(200);
    expect(emit).toHaveBeenCalledWith('SELLER', seller.id, 'user_activated', {
      id: seller.id,
      status: 'OFFLINE',
    });
    // The session was kept, so the open tab goes on without signing in again.
    expect((await get(session, '/api/accounts/me')).statusCode).toBe(200);
    const again = await post(admin, `/api/accounts/re-activate/${seller.id}`);
    expect(again.statusCode).toBe(400);
  });

  it('deletes a user: sessions end, sign-in is refused, re-activation lets them sign in', async () => {
    const printer = await createUser(ctx, { type: 'PRINTER' });
    const session = await signInWith(ctx.app, printer.email, printer.password);
    const wrongType = await call(admin, {
      method: 'DELETE',
      url: `/api/accounts/SELLER/${printer.id}`,
    });
    expect(wrongType.statusCode).toBe(404);
    const deleted = await call(admin, {
      method: 'DELETE',
      url: `/api/accounts/printer/${printer.id}`,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await get(session, '/api/accounts/me')).statusCode).toBe(401);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      payload: { email: printer.email, password: printer.password },
    });
    expect(signIn.statusCode).toBe(403);
    expect((await post(admin, `/api/accounts/re-activate/${printer.id}`)).statusCode).toBe(200);
    await signInWith(ctx.app, printer.email, printer.password);
  });

  it('refuses to block or delete oneself', async () => {
    expect((await post(root, `/api/accounts/block/${root.user.id}`)).statusCode).toBe(400);
    const response = await call(root, {
      method: 'DELETE',
      url: `/api/accounts/ROOT/${root.user.id}`,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('creating and editing users', () => {
  it('creates a user once per address and edits it', async () => {
    const payload = {
      type: 'PRINTER',
      email: 'New.Printer@Fixture.test',
      firstName: 'Nia',
      lastName: 'Printer',
      password: TEST_PASSWORD,
      isEnabledStaffManagement: true,
    };
    const created = await post(admin, '/api/accounts/create', payload);
    expect(created.statusCode).toBe(200);
    const user = created.json().data;
    expect(user).toMatchObject({
      email: 'new.printer@fixture.test',
      type: 'PRINTER',
      status: 'OFFLINE',
      isVerified: true,
      isEnabledStaffManagement: true,
      roleId: null,
    });
    const duplicate = await post(admin, '/api/accounts/create', payload);
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().errors).toEqual({ email: 'The email already exists' });

    const unique = async (email: string) =>
      (
        await get(admin, `/api/accounts/check-unique-email?email=${encodeURIComponent(email)}`)
      ).json().data.isUnique;
    expect(await unique('NEW.printer@fixture.test')).toBe(false);
    expect(await unique('free@fixture.test')).toBe(true);

    const edited = await call(admin, {
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: { firstName: 'Nina', lastName: 'Press', isAllowUploadFtp: true },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      fullName: 'Nina Press',
      isAllowUploadFtp: true,
      isEnabledStaffManagement: true,
    });
    const missing = await get(admin, '/api/users/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
  });

  it('lists users a page at a time, filtered by type, status and search text', async () => {
    for (let i = 0; i < 3; i++) await createUser(ctx, { type: 'WAREHOUSE', lastName: `Zed${i}` });
    const page = await get(root, '/api/users?type=WAREHOUSE&pageSize=2&page=1');
    expect(page.statusCode).toBe(200);
    expect(page.json().items).toHaveLength(2);
    expect(page.json().total).toBeGreaterThanOrEqual(4);
    const found = await get(root, '/api/users?search=zed1');
    expect(found.json().items.map((user: { lastName: string }) => user.lastName)).toEqual(['Zed1']);
    const literal = await get(root, '/api/users?search=%25');
    expect(literal.json().total).toBe(0);
    const byStatus = await get(root, '/api/users?status=BLOCKED&type=ROOT');
    expect(byStatus.json().total).toBe(0);
  });

  it('verifies a registered account on its owner’s behalf', async () => {
    const created = await createUser(ctx, { type: 'SELLER', isVerified: false });
    const session = await signInWith(ctx.app, created.email, created.password);
    expect((await get(session, '/api/seller/api-key')).statusCode).toBe(403);
    expect(
      (await post(admin, `/api/accounts/verify-registered-account/${created.id}`)).statusCode,
    ).toBe(200);
    expect((await get(session, '/api/seller/api-key')).statusCode).toBe(200);
  });

  it("resets a user's password and ends their sessions", async () => {
    const created = await createUser(ctx, { type: 'SELLER' });
    const session = await signInWith(ctx.app, created.email, created.password);
    const response = await post(admin, '/api/accounts/reset-user-password', {
      userId: created.id,
      password: 'Handed@Over1',
    });
    expect(response.statusCode).toBe(200);
    expect((await get(session, '/api/accounts/me')).statusCode).toBe(401);
    await signInWith(ctx.app, created.email, 'Handed@Over1');
  });

  it('generates passwords that meet the password rule', async () => {
    const passwords = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const response = await get(admin, '/api/apps/gen-pass');
      const { password } = response.json().data;
      expect(isStrongPassword(password), password).toBe(true);
      passwords.add(password);
    }
    expect(passwords.size).toBe(20);
  });
});
