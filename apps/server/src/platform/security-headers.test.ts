import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness';
import { inlineScriptHashes } from './security-headers';

/* Issue 29, item 13: the headers every answer carries, HSTS only behind an https address. */

let plain: TestContext;
let secure: TestContext;

beforeAll(async () => {
  plain = await createTestApp();
  secure = await createTestApp({ publicUrl: 'https://platfox.example' });
});
afterAll(async () => {
  await plain.close();
  await secure.close();
});

const directives = (header: unknown) =>
  new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );

describe('security headers', () => {
  it('send a strict CSP, nosniff, no framing and the referrer policy', async () => {
    const answer = await plain.app.inject({ method: 'GET', url: '/api/health' });
    const csp = directives(answer.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  it("let the browser reach the bucket's signed upload URLs only where files are in S3", async () => {
    const plainCsp = directives(
      (await plain.app.inject({ method: 'GET', url: '/api/health' })).headers[
        'content-security-policy'
      ],
    );
    expect(plainCsp.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    const withBucket = await createTestApp({
      s3: {
        endpoint: 'http://127.0.0.1:9/',
        bucket: 'uploads',
        region: 'us-east-1',
        accessKeyId: undefined,
        secretAccessKey: undefined,
      },
    });
    try {
      const answer = await withBucket.app.inject({ method: 'GET', url: '/api/health' });
      const csp = directives(answer.headers['content-security-policy']);
      expect(csp.get('connect-src')).toEqual([
        "'self'",
        'https://api.stripe.com',
        'http://127.0.0.1:9',
      ]);
    } finally {
      await withBucket.close();
    }
  });

  it('send them on errors too, and HSTS when PUBLIC_URL is https', async () => {
    const answer = await secure.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });

  it("allow the build's inline scripts by their hashes, and nothing inline besides", () => {
    const root = mkdtempSync(path.join(tmpdir(), 'platfox-csp-'));
    const inline = '(() => { document.title = "x"; })();';
    writeFileSync(
      path.join(root, 'index.html'),
      `<html><head><script type="module" src="/assets/a.js"></script><script>${inline}</script></head></html>`,
    );
    const digest = createHash('sha256').update(inline).digest('base64');
    expect(inlineScriptHashes(root)).toEqual([`'sha256-${digest}'`]);
    expect(inlineScriptHashes(undefined)).toEqual([]);
  });
});
