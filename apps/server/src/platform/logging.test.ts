import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { DEMO_PASSWORD } from '../seed';
import { createTestApp, signIn, type TestContext } from '../test/harness';
import type { App } from './types';
import { loggerOptions } from './logging';

let ctx: TestContext;
let app: App;
let logged = '';

beforeAll(async () => {
  ctx = await createTestApp();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  // The app's real logger options, writing into memory instead of stdout.
  app = await buildApp({
    config: ctx.config,
    database: ctx.database,
    mailer: ctx.mailer,
    logger: { ...(loggerOptions('info') as object), stream },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

describe('request logs', () => {
  it('carry the request id but never a password, token, refresh token or API key', async () => {
    const session = await signIn(app, 'seller@demo.test');
    const { token, refreshToken } = session.accessToken;
    const headers = { authorization: `Bearer ${token}` };
    const created = await app.inject({
      method: 'POST',
      url: '/api/seller/api-key',
      headers,
      payload: { name: 'logs' },
    });
    const apiKey = created.json().data.key as string;
    await app.inject({ method: 'GET', url: '/api/accounts/me', headers });
    await app.inject({
      method: 'GET',
      url: '/api/seller/api-key',
      headers: { 'x-api-key': apiKey },
    });
    await app.inject({
      method: 'GET',
      url: `/api/auth/refresh-auth?token=${encodeURIComponent(refreshToken)}`,
    });

    expect(logged).toMatch(/"reqId":"[\w-]+"/);
    for (const secret of [DEMO_PASSWORD, token, refreshToken, apiKey]) {
      expect(logged).not.toContain(secret);
    }
  });
});
