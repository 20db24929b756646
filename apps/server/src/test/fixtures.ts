import { randomBytes, randomUUID } from 'node:crypto';
import type { Session } from '@platfox/domain';
import { eq } from 'drizzle-orm';
import { users } from '../modules/accounts/tables';
import { staff } from '../modules/staff/tables';
import { bearer, createUser, signIn, signInWith, type TestContext } from './harness';

/*
 * The server tests' shared fixtures: accounts, calls made as a session, money on a balance. What
 * can be made through the app's own calls is. A module's own data (a small catalogue, an approved
 * order, coupons) stays in that module's test-fixtures.ts.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

type Response = Awaited<ReturnType<TestContext['app']['inject']>>;

/** An answer as the tests read it: the status, the JSON (undefined for a file), the response. */
function answerOf(response: Response) {
  const type = String(response.headers['content-type'] ?? '');
  return {
    status: response.statusCode,
    // Typed at each use by what the test expects of the endpoint.
    body: type.startsWith('application/json') ? response.json() : undefined,
    raw: response,
  };
}
export type Answer = ReturnType<typeof answerOf>;

/**
 * Calls as the session's user: `as(ctx, session)(method, url, payload?, idempotencyKey?)`, or the
 * shorthands `.get`, `.post`, `.put`, `.list` (a data list), `.remove` (a data list's delete) and
 * `.upload` (one file as multipart).
 */
export function as(ctx: TestContext, session: Session) {
  const call = async (
    method: Method,
    url: string,
    payload?: unknown,
    key?: string,
  ): Promise<Answer> =>
    answerOf(
      await ctx.app.inject({
        method,
        url,
        headers: { ...bearer(session), ...(key ? { 'idempotency-key': key } : {}) },
        ...(payload === undefined ? {} : { payload: payload as never }),
      }),
    );
  return Object.assign(call, {
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: unknown) => call('POST', url, payload),
    put: (url: string, payload?: unknown) => call('PUT', url, payload),
    list: (model: string, query: Record<string, unknown> = {}) =>
      call('POST', '/api/data-lists', { model, ...query }),
    remove: (model: string, ids: string[]) =>
      call('POST', '/api/data-lists/delete', { model, ids }),
    upload: async (url: string, file: Buffer, name = 'design.png') => {
      const boundary = `----h6${randomBytes(8).toString('hex')}`;
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\n',
        ),
        file,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return answerOf(
        await ctx.app.inject({
          method: 'POST',
          url,
          headers: {
            ...bearer(session),
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
          payload: body,
        }),
      );
    },
  });
}
export type Caller = ReturnType<typeof as>;

export const demoAdmin = (ctx: TestContext) => signIn(ctx.app, 'admin@demo.test');

export const demoSeller = (ctx: TestContext) => signIn(ctx.app, 'seller@demo.test');

/** The demo printer, signed in, with its seeded staff member and its calls. */
export async function demoPrinter(ctx: TestContext) {
  const session = await signIn(ctx.app, 'printer@demo.test');
  const [member] = await ctx.database.db
    .select()
    .from(staff)
    .where(eq(staff.printerId, session.user.id));
  return { session, id: session.user.id, staffId: member!.id, call: as(ctx, session) };
}

export type UserFixture = { id: string; session: Session };

/** A new verified user of a type, signed in. */
export async function newUser(
  ctx: TestContext,
  type: 'SELLER' | 'PRINTER' | 'WAREHOUSE',
): Promise<UserFixture> {
  const user = await createUser(ctx, { type });
  return { id: user.id, session: await signInWith(ctx.app, user.email, user.password) };
}

export const newSeller = (ctx: TestContext) => newUser(ctx, 'SELLER');

/** A new admin holding exactly these permissions (through a role root assigns), signed in. */
export async function newAdmin(ctx: TestContext, permissions: readonly string[]): Promise<Session> {
  const root = await signIn(ctx.app, 'root@demo.test');
  const byArea = new Map<string, string[]>();
  for (const permission of permissions) {
    const match = /^(.*?)_(ACCESS|DETAIL_ACCESS|DETAIL_CREATE|DETAIL_UPDATE)$/.exec(permission);
    if (!match) throw new Error(`Not an admin permission: ${permission}`);
    const [, area = '', action = ''] = match;
    byArea.set(area, [...(byArea.get(area) ?? []), action]);
  }
  const role = await as(ctx, root)('POST', '/api/apps/user-role', {
    name: `Test role ${randomUUID()}`,
    permissions: [...byArea].map(([permission, actions]) => ({ permission, actions })),
  });
  if (role.status !== 200) throw new Error(`role: ${JSON.stringify(role.body)}`);
  const admin = await createUser(ctx, { type: 'ADMIN', roleId: role.body.data.id });
  return signInWith(ctx.app, admin.email, admin.password);
}

/** Money on a seller's balance the way an admin gives it: a bonus (an APPROVED ledger row). */
export async function fund(ctx: TestContext, sellerId: string, cents: number): Promise<void> {
  const bonus = await as(ctx, await demoAdmin(ctx))('POST', '/api/transactions/bonus', {
    userId: sellerId,
    amount: cents,
    description: 'Test funds',
  });
  if (bonus.status !== 200) throw new Error(`bonus: ${JSON.stringify(bonus.body)}`);
}

/** The user's current balance in cents, as the ledger keeps it. */
export async function balanceOf(ctx: TestContext, userId: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ balance: users.currentBalance })
    .from(users)
    .where(eq(users.id, userId));
  return row!.balance;
}
