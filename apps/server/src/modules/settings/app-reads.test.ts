import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, newAdmin, newSeller, newUser } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';

/* The simple reads of spec 03 section 7.2: apps/rate (MIN_EXCHANGE_RATE) and apps/countries. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('apps/rate and apps/countries', () => {
  it("answers the admin's minimum exchange rate to sellers and admins, null until set", async () => {
    const seller = as(ctx, (await newSeller(ctx)).session);
    expect((await seller('GET', '/api/apps/rate')).body).toEqual({ status: 200, data: null });
    const admin = as(ctx, await newAdmin(ctx, ['SETTING_ACCESS', 'SETTING_DETAIL_UPDATE']));
    await admin('PUT', '/api/apps/client-config/MIN_EXCHANGE_RATE', {
      value: JSON.stringify({ currency: 'EUR', rate: 0.92 }),
    });
    expect((await seller('GET', '/api/apps/rate')).body.data).toEqual({
      currency: 'EUR',
      rate: 0.92,
    });
    const other = as(ctx, await newAdmin(ctx, ['ORDER_ACCESS']));
    expect((await other('GET', '/api/apps/rate')).status).toBe(200);
    const printer = await newUser(ctx, 'PRINTER');
    expect((await as(ctx, printer.session)('GET', '/api/apps/rate')).status).toBe(403);
  });

  it('lists the countries to any signed-in user, and to no one signed out', async () => {
    const printer = await newUser(ctx, 'PRINTER');
    const answer = await as(ctx, printer.session)('GET', '/api/apps/countries');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toContainEqual({ code: 'US', name: 'United States' });
    expect(answer.body.data.length).toBeGreaterThan(200);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/apps/countries' });
    expect(anonymous.statusCode).toBe(401);
  });
});
