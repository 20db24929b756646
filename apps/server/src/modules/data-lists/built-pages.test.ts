import type { DataListQuery, Session } from '@platfox/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, createUser, signIn, type TestContext } from '../../test/harness';
import { fund, newSeller } from '../../test/fixtures';
import { users } from '../accounts/tables';

// A page's statements are built once and run again (built-pages.ts): what each ask shows must
// still be the rows of that moment, of that account, on that day.

let ctx: TestContext;
let root: Session;

beforeAll(async () => {
  ctx = await createTestApp();
  root = await signIn(ctx.app, 'root@demo.test');
});
afterAll(() => ctx.close());
afterEach(() => vi.useRealTimers());

const ask = async (session: Session, query: Partial<DataListQuery>) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/data-lists',
    headers: bearer(session),
    payload: { pagination: { page: 1, pageSize: 10 }, ...query },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: Record<string, unknown>[]; total: number };
};

const lastNames = (answer: { items: Record<string, unknown>[] }) =>
  answer.items.map((row) => row.lastName).sort();

describe('a page asked again', () => {
  it('shows the rows as they are now, and counts them again', async () => {
    const query: Partial<DataListQuery> = {
      model: 'user',
      filters: [{ field: 'lastName', operation: 'ct', value: 'Rebuilt' }],
    };
    await createUser(ctx, { type: 'SELLER', lastName: 'Rebuilt One' });
    const before = await ask(root, query);
    expect(lastNames(before)).toEqual(['Rebuilt One']);
    expect(before.total).toBe(1);

    await createUser(ctx, { type: 'PRINTER', lastName: 'Rebuilt Two' });
    const after = await ask(root, query);
    expect(lastNames(after)).toEqual(['Rebuilt One', 'Rebuilt Two']);
    expect(after.total).toBe(2);
  });

  it("by another seller with the very same query shows that seller's rows only", async () => {
    const first = await newSeller(ctx);
    const second = await newSeller(ctx);
    await fund(ctx, first.id, 1_111);
    await fund(ctx, second.id, 2_222);
    const query: Partial<DataListQuery> = { model: 'transaction' };
    const amountsOf = async (session: Session) =>
      (await ask(session, query)).items.map((row) => [row.userId, row.amount]);

    expect(await amountsOf(first.session)).toEqual([[first.id, 1_111]]);
    expect(await amountsOf(second.session)).toEqual([[second.id, 2_222]]);
    expect(await amountsOf(first.session)).toEqual([[first.id, 1_111]]);
  });

  it('with a "yesterday" filter the next day reads the day before it, not the day it was first asked', async () => {
    const user = await createUser(ctx, { type: 'SELLER', lastName: 'Daily' });
    await ctx.database.db
      .update(users)
      .set({ createdAt: new Date('2025-01-09T08:00:00Z') })
      .where(eq(users.id, user.id));
    const query: Partial<DataListQuery> = {
      model: 'user',
      filters: [{ field: 'createdAt', operation: 'yesterday' }],
      filtersRef: [{ field: 'lastName', operation: 'exact', value: 'Daily' }],
      timezone: 'UTC',
    };

    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-01-10T12:00:00Z') });
    expect(lastNames(await ask(root, query))).toEqual(['Daily']);
    vi.setSystemTime(new Date('2025-01-11T12:00:00Z'));
    expect(lastNames(await ask(root, query))).toEqual([]);
  });
});
