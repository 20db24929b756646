import type { Session } from '@platfox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestContext } from '../test/harness';
import { isNestedDeeperThan, JSON_TOO_DEEP_MESSAGE, MAX_JSON_DEPTH } from './json-depth';

/* A body nested deeper than the limit is a 400 before anything walks it (issue 29, item 9). */

let ctx: TestContext;
let root: Session;

beforeAll(async () => {
  ctx = await createTestApp();
  root = await signIn(ctx.app, 'root@demo.test');
});
afterAll(() => ctx.close());

const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('deeply nested JSON', () => {
  it('is refused with 400 on sign-in, an open route, before any recursion', async () => {
    for (const nested of [deepArray(100_000), deepObject(100_000)]) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/authenticate',
        headers: { 'content-type': 'application/json' },
        payload: `{"email":"root@demo.test","password":${nested}}`,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ status: 400, message: JSON_TOO_DEEP_MESSAGE });
    }
  });

  it('is refused with 400 on a signed-in route, in a nested filter value', async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/data-lists',
      headers: { ...bearer(root), 'content-type': 'application/json' },
      payload: `{"model":"user","filters":[{"field":"email","operation":"ct","value":${deepArray(100_000)}}]}`,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(JSON_TOO_DEEP_MESSAGE);
  });

  it('lets a body at the limit through to its schema', async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"root@demo.test","password":${deepArray(MAX_JSON_DEPTH - 1)}}`,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).not.toBe(JSON_TOO_DEEP_MESSAGE);
    expect(answer.json().errors).toHaveProperty('password');
  });

  it('counts brackets in strings as text, escaped quotes included', () => {
    expect(isNestedDeeperThan(JSON.stringify({ a: '['.repeat(100) }), 2)).toBe(false);
    expect(isNestedDeeperThan(JSON.stringify({ a: '\\"[[[[' }), 1)).toBe(false);
    expect(isNestedDeeperThan('[[[]]]', 3)).toBe(false);
    expect(isNestedDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(isNestedDeeperThan('[{"a":[{}]}]', 3)).toBe(true);
  });
});
