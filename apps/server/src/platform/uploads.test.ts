import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ENDPOINT_GROUPS, routeUrl, type Endpoint, type Session } from '@platfox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestContext } from '../test/harness';
import { files } from './files/tables';

/*
 * Uploads over their limit are refused, always, and nothing is kept; a body declared too large is
 * refused before it is read.
 */

const UPLOADS = Object.values(ENDPOINT_GROUPS)
  .flatMap((group) => Object.values(group) as Endpoint[])
  .filter((declared) => declared.body === 'multipart');

let ctx: TestContext;
let baseUrl: string;
const sessions: Record<string, Session> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  for (const name of ['root', 'admin', 'seller', 'printer']) {
    sessions[name] = await signIn(ctx.app, `${name}@demo.test`);
  }
});
afterAll(() => ctx.close());

/** The route's URL with a made-up id, and who may call it. */
function target(declared: Endpoint) {
  const url = baseUrl + routeUrl(declared).replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
  const types = declared.access.kind === 'signed-in' ? declared.access.types : 'any';
  const type = types === 'any' ? 'SELLER' : (types.find((each) => each !== 'ROOT') ?? 'ROOT');
  const name = { ADMIN: 'admin', SELLER: 'seller', PRINTER: 'printer' }[type as string] ?? 'root';
  return { url, session: sessions[name]! };
}

describe('an upload over its limit', () => {
  it('declares every upload route a limit', () => {
    expect(UPLOADS.length).toBeGreaterThanOrEqual(12);
    for (const declared of UPLOADS)
      expect(declared.maxUploadBytes, declared.path).toBeGreaterThan(0);
  });

  it.each(UPLOADS.map((declared) => [declared.path, declared] as const))(
    '%s: 413 every time, nothing stored (Node fetch and FormData)',
    async (_path, declared) => {
      const { url, session } = target(declared);
      const before = await ctx.database.db.$count(files);
      // One blob for the six tries: the print designs' limit is 200 MB, and a copy per try cost
      // more than the test's time cap on a busy machine.
      const oversize = new Blob([new Uint8Array(declared.maxUploadBytes! + 128 * 1024)], {
        type: 'image/png',
      });
      for (let attempt = 0; attempt < 6; attempt++) {
        const form = new FormData();
        form.append('file', oversize, 'big.png');
        const answer = await fetch(url, { method: 'POST', headers: bearer(session), body: form });
        expect(answer.status).toBe(413);
        expect(((await answer.json()) as { message: string }).message).toMatch(/at most/);
      }
      expect(await ctx.database.db.$count(files)).toBe(before);
    },
    // A cap, not a wait: six 200 MB bodies took 13 s at a load of 13 against the 30 s default.
    120_000,
  );

  it('is refused before its body is read: 100 MB declared, 64 KB sent, 413 answered', async () => {
    const { url, session } = target(
      UPLOADS.find((declared) => declared.path === '/seller/deposit-proofs')!,
    );
    const answer = await new Promise<number>((resolve, reject) => {
      const sent = httpRequest(url, {
        method: 'POST',
        headers: {
          ...bearer(session),
          'content-type': 'multipart/form-data; boundary=early',
          'content-length': String(100 * 1024 * 1024),
        },
      });
      sent.on('response', (response) => {
        resolve(response.statusCode ?? 0);
        response.resume();
        sent.destroy();
      });
      sent.on('error', reject);
      // Only a sliver of the promised body: the answer must not wait for the rest.
      sent.write(Buffer.alloc(64 * 1024));
    });
    expect(answer).toBe(413);
  });
});
