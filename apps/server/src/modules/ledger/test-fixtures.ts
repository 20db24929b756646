import { randomUUID } from 'node:crypto';
import type { Session } from '@platfox/domain';
import { files } from '../../platform/files/tables';
import {
  bearer,
  createUser,
  signIn,
  signInWith,
  TEST_PASSWORD,
  type TestContext,
} from '../../test/harness';

/*
 * Fixtures of the ledger's tests, made through the app's own calls where the app has one.
 */

export type SellerFixture = { id: string; session: Session };

/** A new verified seller, signed in. */
export async function newSeller(ctx: TestContext): Promise<SellerFixture> {
  const user = await createUser(ctx, { type: 'SELLER' });
  return { id: user.id, session: await signInWith(ctx.app, user.email, TEST_PASSWORD) };
}

/** A new admin holding exactly these permissions (through a role root assigns). */
export async function newAdmin(ctx: TestContext, permissions: string[]): Promise<Session> {
  const root = await signIn(ctx.app, 'root@demo.test');
  const byArea = new Map<string, string[]>();
  for (const permission of permissions) {
    const match = /^(.*?)_(ACCESS|DETAIL_ACCESS|DETAIL_CREATE|DETAIL_UPDATE)$/.exec(permission);
    if (!match) throw new Error(`Not an admin permission: ${permission}`);
    const [, area = '', action = ''] = match;
    byArea.set(area, [...(byArea.get(area) ?? []), action]);
  }
  const role = await ctx.app.inject({
    method: 'POST',
    url: '/api/apps/user-role',
    headers: bearer(root),
    payload: {
      name: `Ledger role ${randomUUID()}`,
      permissions: [...byArea].map(([permission, actions]) => ({ permission, actions })),
    },
  });
  if (role.statusCode !== 200) throw new Error(`role: ${role.body}`);
  const admin = await createUser(ctx, { type: 'ADMIN', roleId: role.json().data.id });
  return signInWith(ctx.app, admin.email, TEST_PASSWORD);
}

/** An image the seller uploaded (the row the file store writes; the content is not needed). */
export async function proofImage(ctx: TestContext, ownerId: string): Promise<string> {
  const [row] = await ctx.database.db
    .insert(files)
    .values({
      ownerId,
      name: 'transfer.png',
      contentType: 'image/png',
      size: 1024,
      storageKey: `test/${randomUUID()}`,
    })
    .returning({ id: files.id });
  return row!.id;
}

/** A signed-in call with an idempotency key. */
export function call(
  ctx: TestContext,
  session: Session,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  key?: string,
) {
  return ctx.app.inject({
    method,
    url,
    headers: { ...bearer(session), ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** The seller's balance as the seller reads it. */
export async function balanceOf(ctx: TestContext, seller: SellerFixture): Promise<number> {
  const response = await call(ctx, seller.session, 'GET', '/api/seller/balance');
  return response.json().data.currentBalance as number;
}

/** Money on a seller's balance the way an admin gives it: a bonus. */
export async function fund(ctx: TestContext, sellerId: string, amount: number): Promise<void> {
  const admin = await signIn(ctx.app, 'admin@demo.test');
  const response = await call(ctx, admin, 'POST', '/api/transactions/bonus', {
    userId: sellerId,
    amount,
    description: 'Test funds',
  });
  if (response.statusCode !== 200) throw new Error(`bonus: ${response.body}`);
}
