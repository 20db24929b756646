import { mkdtempSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeAccess, ENDPOINT_GROUPS, type Endpoint } from '@platfox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestContext } from '../test/harness';
import { HEALTH_DATABASE_CHECK_MS } from '../modules/health/routes';
import { redactUrl } from './logging';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/health and /api/ready', () => {
  it('answers liveness without the database', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      status: 'ok',
      version: ctx.config.appVersion,
      uptimeSeconds: expect.any(Number),
    });
    expect(response.headers['x-request-id']).toMatch(/^[\w-]+$/);
  });

  it('answers readiness with the database round trip, migrations and job workers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'ready',
      migrations: 'done',
      jobWorkers: 'running',
      redis: 'not used',
    });
    expect(body.database.driver).toBe(ctx.database.driver);
    expect(body.database.roundTripMs).toBeGreaterThan(0);
  });

  it('lets probes within a second share one database round trip', async () => {
    const [a, b] = await Promise.all([
      ctx.app.inject({ method: 'GET', url: '/api/ready' }),
      ctx.app.inject({ method: 'GET', url: '/api/ready' }),
    ]);
    expect(a.json().database.checkedAt).toBe(b.json().database.checkedAt);
    expect(Date.now() - Date.parse(a.json().database.checkedAt)).toBeLessThan(
      HEALTH_DATABASE_CHECK_MS + 500,
    );
  });

  it('is not ready, with what is missing, while the job workers are stopped', async () => {
    await ctx.app.jobs.stop();
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json().errors).toEqual({ jobWorkers: 'The job workers are not running' });
    } finally {
      ctx.app.jobs.start();
    }
  });

  it('echoes a well-formed request id given by the caller', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(response.headers['x-request-id']).toBe('abc-123');
  });
});

describe('OpenAPI', () => {
  it('describes the routes from their zod schemas at /api/openapi.json', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    const authenticate = doc.paths['/api/auth/authenticate'].post;
    expect(authenticate.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
    ]);
    expect(Object.keys(authenticate.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '429']),
    );
  });

  it('serves the interactive reference page at /api/docs', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toMatch(/swagger/i);
  });
});

describe('access table', () => {
  // Who may call what is recorded once, from the contract, in @platfox/domain's
  // recorded/access-table.txt (apps/web/src/app/routes/access.test.ts): a diff there is a
  // permission change. Here: the server serves exactly what the contract declares.
  it('serves every endpoint the contract declares, with its access, and nothing else', () => {
    const declared = Object.values(ENDPOINT_GROUPS)
      .flatMap((group) => Object.values(group) as Endpoint[])
      .flatMap((endpoint) =>
        [endpoint.path, endpoint.formerPath]
          .filter((path) => path !== undefined)
          .map((path) => `${endpoint.method} /api${path}: ${describeAccess(endpoint.access)}`),
      );
    // The API document itself is the platform's, not an endpoint of the product.
    const platform = ['GET /api/openapi.json: public'];
    expect([...ctx.app.accessTable].sort()).toEqual([...declared, ...platform].sort());
  });
});

describe('errors', () => {
  it('answers an unknown API path with the error shape', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 404,
      message: 'No route for GET /api/nothing-here',
      errors: {},
    });
  });

  it('keeps secrets out of logged URLs', () => {
    expect(redactUrl('/api/auth/refresh-auth?token=abc&x=1')).toBe(
      '/api/auth/refresh-auth?token=[redacted]&x=1',
    );
  });

  it('keeps the e-mail verification token of the path out of logged URLs', () => {
    expect(redactUrl('/api/accounts/verify-email/abc-DEF_123?x=1')).toBe(
      '/api/accounts/verify-email/[redacted]?x=1',
    );
    expect(redactUrl('/api/accounts/verify-email')).toBe('/api/accounts/verify-email');
  });
});

describe('web app', () => {
  it('serves index.html for client routes and keeps JSON 404s for the API', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'platfox-web-'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Platfox</title>');
    writeFileSync(path.join(root, 'assets', 'app-1.js'), 'console.log(1)');
    const app = await buildApp({
      config: ctx.config,
      database: ctx.database,
      logger: false,
      webRoot: root,
    });
    try {
      for (const url of ['/', '/login', '/a/orders?q=x', '/s/order/123']) {
        const page = await app.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        expect(page.body).toContain('<title>Platfox</title>');
      }
      const asset = await app.inject({ method: 'GET', url: '/assets/app-1.js' });
      expect(asset.headers['cache-control']).toMatch(/immutable/);
      expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/nothing' })).json().status).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('answers a missing file of the build 404, never index.html, so a stale tab fails at once', async () => {
    // After an update a tab of the old build asks for chunks the new build no longer has.
    const root = mkdtempSync(path.join(tmpdir(), 'platfox-web-'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Platfox</title>');
    writeFileSync(path.join(root, 'assets', 'index-Bn4x7Q.js'), 'console.log(1)');
    const app = await buildApp({
      config: ctx.config,
      database: ctx.database,
      logger: false,
      webRoot: root,
    });
    try {
      const missing = [
        '/assets/SellerOrdersPage-Cq81xZ.js',
        '/assets/SellerOrdersPage-Cq81xZ.js?import',
        '/assets/SellerOrdersPage-Cq81xZ.css',
        '/assets/chunk-without-extension',
      ];
      for (const url of missing) {
        for (const method of ['GET', 'HEAD'] as const) {
          const response = await app.inject({ method, url });
          expect(response.statusCode, `${method} ${url}`).toBe(404);
          expect(response.headers['content-type'], url).not.toMatch(/html/);
          expect(response.body, url).not.toContain('<title>Platfox</title>');
          // A cache must not keep the miss: the file may be served again by the next instance.
          expect(response.headers['cache-control'], url).toBe('no-store');
        }
      }
      const present = await app.inject({ method: 'GET', url: '/assets/index-Bn4x7Q.js' });
      expect(present.statusCode).toBe(200);
      expect(present.headers['cache-control']).toMatch(/immutable/);
      // Replaced on disk while the server runs (an update in place): the same clean 404.
      rmSync(path.join(root, 'assets', 'index-Bn4x7Q.js'));
      const gone = await app.inject({ method: 'GET', url: '/assets/index-Bn4x7Q.js' });
      expect(gone.statusCode).toBe(404);
      expect(gone.body).not.toContain('<title>Platfox</title>');
      expect(gone.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
    }
  });
});
