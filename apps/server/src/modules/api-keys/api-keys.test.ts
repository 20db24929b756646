import { API_KEY_PREFIX, type Session } from '@platfox/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createUser,
  signIn,
  signInWith,
  type TestContext,
} from '../../test/harness';
import { apiKeys } from './tables';

let ctx: TestContext;
let seller: Session;
beforeAll(async () => {
  ctx = await createTestApp();
  seller = await signIn(ctx.app, 'seller@demo.test');
});
afterAll(() => ctx.close());

const makeKey = async (session: Session, name = 'Shop sync') => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/seller/api-key',
    headers: bearer(session),
    payload: { name },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: string; key: string; prefix: string };
};
const withKey = (key: string, url: string, method: 'GET' | 'POST' = 'GET') =>
  ctx.app.inject({ method, url, headers: { 'x-api-key': key } });

describe('API keys', () => {
  it('shows a key once, lists it without the key and acts as the account with it', async () => {
    const made = await makeKey(seller);
    expect(made.key.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(made.key.startsWith(made.prefix)).toBe(true);

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/seller/api-key',
      headers: bearer(seller),
    });
    const listed = list.json().data.find((key: { id: string }) => key.id === made.id);
    expect(listed).toMatchObject({ name: 'Shop sync', prefix: made.prefix, lastUsedAt: null });
    expect(JSON.stringify(list.json())).not.toContain(made.key);

    const me = await withKey(made.key, '/api/accounts/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe('seller@demo.test');
    const viaBearer = await ctx.app.inject({
      method: 'GET',
      url: '/api/accounts/me',
      headers: { authorization: `Bearer ${made.key}` },
    });
    expect(viaBearer.json().user.email).toBe('seller@demo.test');
    const [row] = await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, made.id));
    expect(row!.lastUsedAt).not.toBeNull();
    expect(row!.keyHash).not.toContain(made.key);
  });

  it('has the same access checks as the account, and cannot make or revoke keys', async () => {
    const { key } = await makeKey(seller);
    expect((await withKey(key, '/api/users')).statusCode).toBe(403);
    expect((await withKey(key, '/api/printer/hm/staff')).statusCode).toBe(403);
    const mint = await ctx.app.inject({
      method: 'POST',
      url: '/api/seller/api-key',
      headers: { 'x-api-key': key },
      payload: { name: 'More' },
    });
    expect(mint.statusCode).toBe(403);
    expect(mint.json().message).toMatch(/session/);
  });

  it('refuses a revoked key, and another account cannot revoke it', async () => {
    const made = await makeKey(seller);
    const other = await createUser(ctx, { type: 'SELLER' });
    const otherSession = await signInWith(ctx.app, other.email, other.password);
    const foreign = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/seller/api-key/${made.id}`,
      headers: bearer(otherSession),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await withKey(made.key, '/api/accounts/me')).statusCode).toBe(200);

    const revoked = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/seller/api-key/${made.id}`,
      headers: bearer(seller),
    });
    expect(revoked.statusCode).toBe(200);
    expect((await withKey(made.key, '/api/accounts/me')).statusCode).toBe(401);
    expect((await withKey('pfk_made-up', '/api/accounts/me')).statusCode).toBe(401);
    const twice = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/seller/api-key/${made.id}`,
      headers: bearer(seller),
    });
    expect(twice.statusCode).toBe(404);
  });

  it("follows the account's status: a blocked account's key is refused", async () => {
    const printer = await createUser(ctx, { type: 'PRINTER' });
    const session = await signInWith(ctx.app, printer.email, printer.password);
    const { key } = await makeKey(session);
    expect((await withKey(key, '/api/accounts/me')).statusCode).toBe(200);
    const root = await signIn(ctx.app, 'root@demo.test');
    await ctx.app.inject({
      method: 'POST',
      url: `/api/accounts/block/${printer.id}`,
      headers: bearer(root),
    });
    expect((await withKey(key, '/api/accounts/me')).statusCode).toBe(403);
  });

  it('records the last use at most once a minute', async () => {
    const made = await makeKey(seller);
    await withKey(made.key, '/api/accounts/me');
    const stamp = sql`now() - interval '30 seconds'`;
    await ctx.database.db.update(apiKeys).set({ lastUsedAt: stamp }).where(eq(apiKeys.id, made.id));
    const read = async () =>
      (await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, made.id)))[0]!.lastUsedAt;
    const before = await read();
    await withKey(made.key, '/api/accounts/me');
    expect(await read()).toEqual(before);
    await ctx.database.db
      .update(apiKeys)
      .set({ lastUsedAt: sql`now() - interval '2 minutes'` })
      .where(eq(apiKeys.id, made.id));
    await withKey(made.key, '/api/accounts/me');
    expect((await read())!.getTime()).toBeGreaterThan(before!.getTime());
  });

  it('belongs to sellers and printers only', async () => {
    for (const email of ['admin@demo.test', 'root@demo.test', 'warehouse@demo.test']) {
      const session = await signIn(ctx.app, email);
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/seller/api-key',
        headers: bearer(session),
      });
      expect(response.statusCode, email).toBe(403);
    }
  });

  it('answers each bad field with its message', async () => {
    const cases: [unknown, string, RegExp][] = [
      [{}, 'name', /required/],
      [{ name: '   ' }, 'name', /required/],
      [{ name: 'x'.repeat(101) }, 'name', /100/],
      [{ name: 'ok', scope: 'all' }, 'scope', /Unknown field/],
    ];
    for (const [payload, field, message] of cases) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/seller/api-key',
        headers: bearer(seller),
        payload: payload as never,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors[field]).toMatch(message);
    }
    const badId = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/seller/api-key/not-a-uuid',
      headers: bearer(seller),
    });
    expect(badId.statusCode).toBe(400);
  });
});
