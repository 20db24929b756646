import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestContext } from '../test/harness';

const script = 'console.log("the built web app");'.repeat(40);
const page = '<!doctype html><title>Platfox</title>' + '<p>sign in</p>'.repeat(40);
const worker = 'const BUILD_ID = "b1";\nself.addEventListener("fetch", () => undefined);'.repeat(
  20,
);

let ctx: TestContext;
let app: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestApp();
  // A build as the web's vite build writes it: each file with its .br and .gz beside it.
  const root = mkdtempSync(path.join(tmpdir(), 'platfox-web-'));
  mkdirSync(path.join(root, 'assets'));
  const write = (file: string, text: string) => {
    writeFileSync(path.join(root, file), text);
    writeFileSync(path.join(root, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(root, `${file}.gz`), gzipSync(text));
  };
  write('index.html', page);
  write('assets/index-Bn4x7Q.js', script);
  write('service-worker.js', worker);
  app = await buildApp({
    config: ctx.config,
    database: ctx.database,
    logger: false,
    webRoot: root,
  });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const get = (url: string, encoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
  });

describe('web app, precompressed', () => {
  it('sends a hashed asset in brotli, gzip or plain as the browser asks, cached for good', async () => {
    const br = await get('/assets/index-Bn4x7Q.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.headers['content-type']).toMatch(/javascript/);

    const gzip = await get('/assets/index-Bn4x7Q.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-Bn4x7Q.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    for (const response of [br, gzip, plain]) {
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends index.html compressed for a client route too, always revalidated', async () => {
    for (const url of ['/', '/index.html', '/login', '/a/orders?q=x']) {
      const br = await get(url, 'br');
      expect(br.statusCode, url).toBe(200);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(page);
      expect(br.headers.vary, url).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control'], url).toBe('no-cache');

      const plain = await get(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body, url).toBe(page);
      expect(plain.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('still answers a missing file of the build 404 no-store, whatever the encoding', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const missing = await get('/assets/SellerOrdersPage-Cq81xZ.js', encoding);
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['cache-control']).toBe('no-store');
      expect(missing.headers['content-encoding']).toBeUndefined();
    }
  });

  it('serves /service-worker.js from the root, always revalidated, as a script the CSP lets register', async () => {
    const answer = await get('/service-worker.js', 'br');
    expect(answer.statusCode).toBe(200);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(worker);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    // no-cache: the browser asks for it each time it checks for an update, so a deploy is seen.
    expect(answer.headers['cache-control']).toBe('no-cache');
    // Its scope is the whole app by where it is served: no Service-Worker-Allowed needed.
    expect(answer.headers['service-worker-allowed']).toBeUndefined();
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toMatch(/worker-src 'self'/);
  });
});
