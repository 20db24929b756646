import { ADMIN_PERMISSIONS } from '@platfox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/accounts/permissions', () => {
  it("answers the admin's full permission list", async () => {
    const session = await signIn(ctx.app, 'admin@demo.test');
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/accounts/permissions',
      headers: bearer(session),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe(200);
    expect([...body.data].sort()).toEqual([...ADMIN_PERMISSIONS].sort());
  });

  it('answers an empty list for a seller, and root does not fetch permissions', async () => {
    const seller = await signIn(ctx.app, 'seller@demo.test');
    const sellerAnswer = await ctx.app.inject({
      method: 'GET',
      url: '/api/accounts/permissions',
      headers: bearer(seller),
    });
    expect(sellerAnswer.json()).toEqual({ status: 200, data: [] });
    const root = await signIn(ctx.app, 'root@demo.test');
    const rootAnswer = await ctx.app.inject({
      method: 'GET',
      url: '/api/accounts/permissions',
      headers: bearer(root),
    });
    expect(rootAnswer.statusCode).toBe(403);
  });

  it('needs a bearer token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/accounts/permissions' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/accounts/me', () => {
  it('answers only the signed-in user', async () => {
    const seller = await signIn(ctx.app, 'seller@demo.test');
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/accounts/me',
      headers: bearer(seller),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      email: 'seller@demo.test',
      fullName: 'Sam Seller',
      currentBalance: 50_000,
    });
  });
});
