import { SPEC_CALLS } from '@platfox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness';

/*
 * The spec's calls are this API (spec 01 section 7, spec 02 section 7, spec 03 section 7): each
 * call the spec gives a path for, and that is built, is served there with the spec's method. The
 * list is data in @platfox/domain (contract/spec-calls.ts); the API is read from its OpenAPI
 * document, which the server writes from the same declarations it routes by.
 */

let ctx: TestContext;
let served: Map<string, Set<string>>;

/** `/api/orders/{id}` and `orders/{orderId}` are the same path: parameters compare by place. */
const shape = (path: string) => path.replace(/^\/?(api\/)?/, '').replace(/\{[^}]+\}/g, '{}');

beforeAll(async () => {
  ctx = await createTestApp();
  const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  served = new Map(
    Object.entries(document.paths).map(([path, methods]) => [
      shape(path),
      new Set(Object.keys(methods).map((method) => method.toUpperCase())),
    ]),
  );
});
afterAll(() => ctx.close());

describe("the spec's calls", () => {
  const built = SPEC_CALLS.filter((call) => call.status === 'served');

  it.each(built.map((call) => [`${call.method ?? 'any'} ${call.path}`, call] as const))(
    '%s is served at its path',
    (_, call) => {
      const methods = served.get(shape(call.path));
      expect(methods, `${call.path} (spec ${call.section}) is not served`).toBeDefined();
      if (call.method) expect([...methods!]).toContain(call.method);
    },
  );

  it('lists each call once', () => {
    const keys = SPEC_CALLS.map((call) => `${call.method ?? ''} ${shape(call.path)}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});
