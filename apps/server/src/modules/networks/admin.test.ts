import {
  FIXED_NOTICE_TITLES,
  NETWORK_MESSAGES,
  type Notification,
  type Session,
} from '@platfox/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { as, newAdmin, newSeller, newUser } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { traceLogsReadModel } from '../trace-logs/index';
import { networkIdsOf, sellerIdsInNetworks } from './index';
const { traceLogs } = traceLogsReadModel;

/* An admin's actions on a network: block or unblock it, remove a member; the owner is told. */

let ctx: TestContext;
let admin: ReturnType<typeof as>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = as(
    ctx,
    await newAdmin(ctx, ['NETWORK_ACCESS', 'NETWORK_DETAIL_ACCESS', 'NETWORK_DETAIL_UPDATE']),
  );
});
afterAll(() => ctx.close());

type Seller = { id: string; session: Session; call: ReturnType<typeof as> };

async function seller(): Promise<Seller> {
  const made = await newSeller(ctx);
  return { ...made, call: as(ctx, made.session) };
}

/** An owner's network with one approved member and one still pending. */
async function network() {
  const owner = await seller();
  const member = await seller();
  const pending = await seller();
  const created = await owner.call('POST', '/api/seller/network', {});
  const { id, code } = created.body.data as { id: string; code: string };
  await member.call('PUT', '/api/seller/network/join', { code });
  await pending.call('PUT', '/api/seller/network/join', { code });
  await owner.call('PUT', `/api/seller/network/members/${member.id}`, { action: 'APPROVE' });
  return { owner, member, pending, id, code };
}

const setStatus = (caller: ReturnType<typeof as>, id: string, status: unknown) =>
  caller('PUT', `/api/networks/${id}/status`, { status });
const remove = (caller: ReturnType<typeof as>, id: string, userId: string) =>
  caller('DELETE', `/api/networks/${id}/members/${userId}`);

async function noticesOf(someone: Seller): Promise<Notification[]> {
  return (await someone.call('GET', '/api/notifications')).body.data;
}

const tracesOf = (id: string) =>
  ctx.database.db.select().from(traceLogs).where(eq(traceLogs.targetId, id));

describe('an admin blocks a network', () => {
  it('holds back joins, the owner’s actions and what is aimed at it; unblocking gives it back', async () => {
    const { owner, member, pending, id, code } = await network();
    const emit = vi.spyOn(ctx.app.live, 'emitToUser');
    const blocked = await setStatus(admin, id, 'BLOCKED');
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(200);
    expect(blocked.body.data).toMatchObject({ id, status: 'BLOCKED' });
    expect(blocked.body.data.activities[0]).toMatchObject({ kind: 'NETWORK_BLOCK' });
    // The owner is told, in the panel and live.
    const [notice] = await noticesOf(owner);
    expect(notice).toMatchObject({ type: 'NETWORK', title: FIXED_NOTICE_TITLES.networkBlocked });
    expect(emit).toHaveBeenCalledWith(
      'SELLER',
      owner.id,
      'notification',
      expect.objectContaining({ title: FIXED_NOTICE_TITLES.networkBlocked }),
    );
    emit.mockRestore();
    const [trace] = await tracesOf(id);
    expect(trace).toMatchObject({ target: 'network', type: 'STATUS' });
    expect(trace!.description).toContain(code);

    const newcomer = await seller();
    const join = await newcomer.call('PUT', '/api/seller/network/join', { code });
    expect(join.status).toBe(409);
    expect(join.body.message).toBe(NETWORK_MESSAGES.networkBlocked);
    const act = await owner.call('PUT', `/api/seller/network/members/${pending.id}`, {
      action: 'APPROVE',
    });
    expect(act.status).toBe(409);
    expect(act.body.message).toBe(NETWORK_MESSAGES.networkBlocked);
    // Coupons and events aimed at the network do not reach it; its members stay listed.
    expect(await networkIdsOf(ctx.database.db, member.id)).toEqual([]);
    expect(await sellerIdsInNetworks(ctx.database.db, [id])).toEqual([]);
    expect(blocked.body.data.members).toHaveLength(2);
    const listed = await admin.list('network', {
      filters: [{ field: 'status', operation: 'ct', value: 'BLOCKED' }],
    });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.items.map((row: { id: string }) => row.id)).toContain(id);
    expect((await setStatus(admin, id, 'BLOCKED')).status).toBe(409);

    const open = await setStatus(admin, id, 'ACTIVE');
    expect(open.body.data.status).toBe('ACTIVE');
    expect((await noticesOf(owner))[0]!.title).toBe(FIXED_NOTICE_TITLES.networkUnblocked);
    expect(await networkIdsOf(ctx.database.db, member.id)).toEqual([id]);
    expect((await newcomer.call('PUT', '/api/seller/network/join', { code })).status).toBe(200);
  });
});

describe('an admin removes a member', () => {
  it('removes an approved or a pending member; the owner is told who', async () => {
    const { owner, member, pending, id } = await network();
    const removed = await remove(admin, id, member.id);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.data.members).toMatchObject([{ userId: pending.id }]);
    expect(removed.body.data.activities[0]).toMatchObject({ kind: 'KICK' });
    const [notice] = await noticesOf(owner);
    expect(notice).toMatchObject({
      type: 'NETWORK',
      title: FIXED_NOTICE_TITLES.networkMemberRemoved,
    });
    expect((await member.call('GET', '/api/seller/network')).body.data.membership).toBeNull();
    expect((await remove(admin, id, pending.id)).body.data.members).toEqual([]);
    expect(await tracesOf(id)).toHaveLength(2);
    // Gone: a second removal finds nobody.
    expect((await remove(admin, id, member.id)).status).toBe(404);
  });
});

describe('who may', () => {
  it('refuses bad input, unknown ids, sellers, printers and admins without the permission', async () => {
    const { owner, member, id } = await network();
    expect((await setStatus(admin, id, 'CLOSED')).status).toBe(400);
    expect((await setStatus(admin, 'not-a-uuid', 'BLOCKED')).status).toBe(400);
    expect((await remove(admin, id, 'not-a-uuid')).status).toBe(400);
    const unknown = crypto.randomUUID();
    expect((await setStatus(admin, unknown, 'BLOCKED')).status).toBe(404);
    expect((await remove(admin, unknown, member.id)).status).toBe(404);
    const printer = as(ctx, (await newUser(ctx, 'PRINTER')).session);
    const viewer = as(ctx, await newAdmin(ctx, ['NETWORK_ACCESS', 'NETWORK_DETAIL_ACCESS']));
    for (const caller of [owner.call, member.call, printer, viewer]) {
      expect((await setStatus(caller, id, 'BLOCKED')).status).toBe(403);
      expect((await remove(caller, id, member.id)).status).toBe(403);
    }
    const still = await admin('GET', `/api/networks/${id}`);
    expect(still.body.data.status).toBe('ACTIVE');
    expect(still.body.data.members).toHaveLength(2);
    expect(await noticesOf(owner)).toEqual([]);
  });
});
