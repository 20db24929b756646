import type { DataListQuery, Session } from '@platfox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createUser,
  signInWith,
  type TestContext,
} from '../../test/harness';
import { notifications } from '../notifications/tables';
import { CURSOR_FOREIGN, CURSOR_INVALID } from './paging';

/**
 * Keyset paging through POST /api/data-lists, on the notification list (always the caller's own
 * rows). 23 notifications share 4 sent times, so the sort key ties inside and across pages.
 */
let ctx: TestContext;
let owner: Session;
let other: Session;
let ownerId: string;
const COUNT = 23;
const SENT = ['2025-01-01T10:00:00.123456Z', '2025-01-02T10:00:00Z', '2025-01-03T10:00:00Z'];

type Answer = {
  items: { id: string; title: string }[];
  total: number;
  isTotalEstimated: boolean;
  cursor?: string;
};

const insertFor = (userId: string, count: number, title: (index: number) => string) =>
  ctx.database.db.insert(notifications).values(
    Array.from({ length: count }, (_, index) => ({
      userId,
      type: 'ORDER' as const,
      title: title(index),
      sentAt: new Date(SENT[index % SENT.length]!),
    })),
  );

beforeAll(async () => {
  ctx = await createTestApp();
  const first = await createUser(ctx, { type: 'SELLER' });
  const second = await createUser(ctx, { type: 'SELLER' });
  ownerId = first.id;
  owner = await signInWith(ctx.app, first.email, first.password);
  other = await signInWith(ctx.app, second.email, second.password);
  // Titles tie too (the asc sort below), in groups of three.
  await insertFor(
    first.id,
    COUNT,
    (index) => `Paged ${String(Math.floor(index / 3)).padStart(2, '0')}`,
  );
  await insertFor(second.id, 4, () => 'Not yours');
});
afterAll(() => ctx.close());

const post = (session: Session, query: Partial<DataListQuery>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/data-lists',
    headers: bearer(session),
    payload: { model: 'notification', ...query },
  });

async function list(query: Partial<DataListQuery>, session = owner): Promise<Answer> {
  const response = await post(session, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Answer;
}

const ids = (answer: Answer) => answer.items.map((item) => item.id);
type Sorting = NonNullable<DataListQuery['sorting']>;
const SORTS: { sorting: Sorting }[] = [
  { sorting: [] },
  { sorting: [{ field: 'sentAt', direction: 'asc' }] },
  { sorting: [{ field: 'title', direction: 'asc' }] },
  { sorting: [{ field: 'title', direction: 'desc' }] },
];

describe('POST /api/data-lists: keyset paging', () => {
  it.each(SORTS)(
    'walks every page by cursor, both ways, as offset pages show them ($sorting)',
    async ({ sorting: sort }) => {
      const pageSize = 5;
      const pages = Math.ceil(COUNT / pageSize);
      const byOffset: string[][] = [];
      for (let page = 1; page <= pages; page += 1) {
        byOffset.push(ids(await list({ sorting: sort, pagination: { page, pageSize } })));
      }
      expect(new Set(byOffset.flat()).size).toBe(COUNT);

      let answer = await list({ sorting: sort, pagination: { page: 1, pageSize } });
      const forward = [ids(answer)];
      for (let page = 2; page <= pages; page += 1) {
        answer = await list({
          sorting: sort,
          pagination: { page, pageSize, cursor: answer.cursor },
        });
        forward.push(ids(answer));
      }
      expect(forward).toEqual(byOffset);

      const backward = [ids(answer)];
      for (let page = pages - 1; page >= 1; page -= 1) {
        answer = await list({
          sorting: sort,
          pagination: { page, pageSize, cursor: answer.cursor },
        });
        backward.unshift(ids(answer));
      }
      expect(backward).toEqual(byOffset);

      // The same page again, and a jump (by offset), from a cursor.
      const again = await list({
        sorting: sort,
        pagination: { page: 1, pageSize, cursor: answer.cursor },
      });
      expect(ids(again)).toEqual(byOffset[0]);
      const jump = await list({
        sorting: sort,
        pagination: { page: 4, pageSize, cursor: answer.cursor },
      });
      expect(ids(jump)).toEqual(byOffset[3]);
    },
  );

  it('pages by cursor on a sort whose key is empty on some rows', async () => {
    const sort: Sorting = [{ field: 'actorFullName', direction: 'asc' }];
    const whole = ids(await list({ sorting: sort, pagination: { page: 1, pageSize: 100 } }));
    let answer = await list({ sorting: sort, pagination: { page: 1, pageSize: 7 } });
    const walked = ids(answer);
    for (let page = 2; walked.length < COUNT; page += 1) {
      answer = await list({
        sorting: sort,
        pagination: { page, pageSize: 7, cursor: answer.cursor },
      });
      walked.push(...ids(answer));
    }
    expect(walked).toEqual(whole);
  });

  it('refuses with 400 a cursor of another list or filter, and one it did not write', async () => {
    const first = await list({ pagination: { page: 1, pageSize: 5 } });
    const filtered = {
      filters: [{ field: 'title', operation: 'ct' as const, value: 'Paged 01' }],
      pagination: { page: 2, pageSize: 5, cursor: first.cursor },
    };
    const foreign = [
      await post(owner, filtered),
      await post(owner, {
        ...filtered,
        filters: [],
        sorting: [{ field: 'title', direction: 'asc' }],
      }),
      await post(owner, {
        model: 'order-item',
        pagination: { page: 2, pageSize: 5, cursor: first.cursor },
      }),
    ];
    for (const response of foreign) {
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ 'pagination.cursor': CURSOR_FOREIGN });
    }
    const decoded = JSON.parse(Buffer.from(first.cursor!, 'base64url').toString());
    const broken = [
      'not a cursor',
      Buffer.from(JSON.stringify({ ...decoded, l: ['not a time', 'nor an id'] })).toString(
        'base64url',
      ),
    ];
    for (const cursor of broken) {
      const response = await post(owner, { pagination: { page: 2, pageSize: 5, cursor } });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ 'pagination.cursor': CURSOR_INVALID });
    }
  });

  it("never shows another seller's rows: their cursor is refused, a forged one stays in scope", async () => {
    const first = await list({ pagination: { page: 1, pageSize: 5 } });
    const stolen = await post(other, {
      pagination: { page: 2, pageSize: 5, cursor: first.cursor },
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors).toEqual({ 'pagination.cursor': CURSOR_FOREIGN });

    const own = await list({ pagination: { page: 1, pageSize: 2 } }, other);
    const mine = JSON.parse(Buffer.from(own.cursor!, 'base64url').toString());
    const ownerCursor = JSON.parse(Buffer.from(first.cursor!, 'base64url').toString());
    // The other seller's own cursor, moved onto the owner's rows and the owner's total.
    const forged = Buffer.from(
      JSON.stringify({ ...mine, l: ownerCursor.l, f: ownerCursor.f, t: 0 }),
    ).toString('base64url');
    const answer = await list({ pagination: { page: 2, pageSize: 2, cursor: forged } }, other);
    expect(answer.items.every((item) => item.title === 'Not yours')).toBe(true);
    expect(ownerId).not.toBe(mine.a);
  });

  it('counts the total once per filters: later pages reuse it, a reload counts again', async () => {
    const query = { filters: [{ field: 'title', operation: 'ct' as const, value: 'Paged 0' }] };
    const first = await list({ ...query, pagination: { page: 1, pageSize: 10 } });
    expect(first.total).toBe(COUNT);
    // Two more arrive; moving on by cursor does not count again, so it still says 23.
    await insertFor(ownerId, 2, () => 'Paged 09');
    const second = await list({
      ...query,
      pagination: { page: 2, pageSize: 10, cursor: first.cursor },
    });
    expect(second.total).toBe(COUNT);
    const third = await list({
      ...query,
      pagination: { page: 3, pageSize: 10, cursor: second.cursor },
    });
    expect(third.total).toBe(COUNT);
    const reloaded = await list({
      ...query,
      pagination: { page: 3, pageSize: 10, cursor: second.cursor, isCountRequired: true },
    });
    expect(reloaded.total).toBe(COUNT + 2);
    // Other filters are counted for themselves.
    const fresh = await list({ pagination: { page: 1, pageSize: 10 } });
    expect(fresh.total).toBe(COUNT + 2);
  });
});
