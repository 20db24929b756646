import type { Session } from '@platfox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { MemoryMailer } from '../../platform/mail';
import type { App } from '../../platform/types';
import {
  bearer,
  createTestApp,
  createUser,
  signIn,
  signInWith,
  type TestContext,
} from '../../test/harness';

// The actor's permissions are read with its session on every request (one statement, no cache),
// so a change made anywhere, by this process or another on the same database, holds at once.
let ctx: TestContext;
/** A second server process on the same database, as behind a load balancer. */
let other: App;
let root: Session;
beforeAll(async () => {
  ctx = await createTestApp();
  other = await buildApp({
    config: ctx.config,
    database: ctx.database,
    logger: false,
    mailer: new MemoryMailer(),
  });
  await other.ready();
  root = await signIn(ctx.app, 'root@demo.test');
});
afterAll(async () => {
  await other.close();
  await ctx.close();
});

const listOrderItems = (app: App, session: Session) =>
  app.inject({
    method: 'POST',
    url: '/api/data-lists',
    headers: bearer(session),
    payload: { model: 'order-item' },
  });

const asRoot = (app: App, method: 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(root), payload: payload as never });

const role = (name: string, permission: string) => ({
  name,
  description: null,
  permissions: [{ permission, actions: ['ACCESS'] }],
});

async function orderDeskAdmin(name: string) {
  const created = await asRoot(ctx.app, 'POST', '/api/apps/user-role', role(name, 'ORDER_ITEM'));
  expect(created.statusCode, created.body).toBe(200);
  const roleId: string = created.json().data.id;
  const admin = await createUser(ctx, { type: 'ADMIN', roleId });
  const session = await signInWith(ctx.app, admin.email, admin.password);
  expect((await listOrderItems(ctx.app, session)).statusCode).toBe(200);
  return { admin, session, roleId };
}

describe("an admin's permissions on the next request", () => {
  it('are gone at once when a role edit removes one, on this process', async () => {
    const { session, roleId } = await orderDeskAdmin('Item desk one');
    const edited = await asRoot(ctx.app, 'PUT', `/api/apps/user-role/${roleId}`, {
      ...role('Item desk one', 'USER'),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await listOrderItems(ctx.app, session)).statusCode).toBe(403);
  });

  it('are gone at once when another process removes one, and come back when it is given', async () => {
    const { session, roleId } = await orderDeskAdmin('Item desk two');
    await listOrderItems(other, session); // both processes have served this admin
    const removed = await asRoot(other, 'PUT', `/api/apps/user-role/${roleId}`, {
      ...role('Item desk two', 'USER'),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await listOrderItems(ctx.app, session)).statusCode).toBe(403);
    expect((await listOrderItems(other, session)).statusCode).toBe(403);

    await asRoot(
      other,
      'PUT',
      `/api/apps/user-role/${roleId}`,
      role('Item desk two', 'ORDER_ITEM'),
    );
    expect((await listOrderItems(ctx.app, session)).statusCode).toBe(200);
  });

  it('do not outlive a block made by another process', async () => {
    const { admin, session } = await orderDeskAdmin('Item desk three');
    const blocked = await asRoot(other, 'POST', `/api/accounts/block/${admin.id}`);
    expect(blocked.statusCode, blocked.body).toBe(200);
    const refused = await listOrderItems(ctx.app, session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/blocked/);
  });
});
