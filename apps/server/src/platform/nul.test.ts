import type { Session } from '@platfox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestContext } from '../test/harness';
import { NUL_MESSAGE } from './validation-messages';

/* U+0000 anywhere a caller sends text is a 400 naming where it was, before any database call. */

let ctx: TestContext;
let root: Session;
let seller: Session;
let printer: Session;

beforeAll(async () => {
  ctx = await createTestApp();
  root = await signIn(ctx.app, 'root@demo.test');
  seller = await signIn(ctx.app, 'seller@demo.test');
  printer = await signIn(ctx.app, 'printer@demo.test');
});
afterAll(() => ctx.close());

describe('the NUL character', () => {
  it('is refused in a body field, a nested list filter, a key, a path segment and a query', async () => {
    const cases = [
      {
        session: seller,
        method: 'PUT' as const,
        url: '/api/accounts/update',
        payload: { firstName: 'Sam\u0000' },
        field: 'firstName',
      },
      {
        session: root,
        method: 'POST' as const,
        url: '/api/data-lists',
        payload: {
          model: 'user',
          filters: [{ field: 'email', operation: 'ct', value: 'a\u0000' }],
        },
        field: 'filters.0.value',
      },
      {
        session: root,
        method: 'POST' as const,
        url: '/api/data-lists',
        payload: { model: 'user', 'bad\u0000key': 1 },
        field: 'bad\u0000key',
      },
      {
        session: printer,
        method: 'GET' as const,
        url: '/api/printer/check-order/AB%00CD_1',
        field: 'code',
      },
      {
        session: root,
        method: 'GET' as const,
        url: '/api/accounts/check-unique-email?email=a%00@b.test',
        field: 'email',
      },
    ];
    for (const { session, field, ...request } of cases) {
      const answer = await ctx.app.inject({ ...request, headers: bearer(session) });
      expect(answer.statusCode, `${request.method} ${request.url}`).toBe(400);
      expect(answer.json().errors[field]).toBe(NUL_MESSAGE);
    }
  });
});
