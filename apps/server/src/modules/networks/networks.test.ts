import { NETWORK_MESSAGES, type Session } from '@platfox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, newAdmin, newSeller } from '../../test/fixtures';
import { bearer, createTestApp, type TestContext } from '../../test/harness';

/* Seller networks: create, join by code, the owner's actions, activities, who sees what. */

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Seller = { id: string; session: Session; call: ReturnType<typeof as> };

async function seller(): Promise<Seller> {
  const made = await newSeller(ctx);
  return { ...made, call: as(ctx, made.session) };
}

/** An owner with a network and a seller who asked to join it (PENDING). */
async function ownerAndApplicant() {
  const owner = await seller();
  const applicant = await seller();
  const created = await owner.call('POST', '/api/seller/network', { rulesDescription: 'Be kind' });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const code: string = created.body.data.code;
  const joined = await applicant.call('PUT', '/api/seller/network/join', { code });
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  return { owner, applicant, code, networkId: created.body.data.id as string };
}

const act = (owner: Seller, userId: string, action: string) =>
  owner.call('PUT', `/api/seller/network/members/${userId}`, { action });

describe('a seller network', () => {
  it('is created once with a generated code and the rules', async () => {
    const owner = await seller();
    const created = await owner.call('POST', '/api/seller/network', {
      rulesDescription: ' Rules ',
    });
    expect(created.body.data).toMatchObject({
      ownerId: owner.id,
      rulesDescription: 'Rules',
      members: [],
      activities: [{ kind: 'CREATE' }],
    });
    expect(created.body.data.code).toMatch(/^[0-9A-Z]{8}$/);
    const again = await owner.call('POST', '/api/seller/network', {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(NETWORK_MESSAGES.alreadyOwner);
    const mine = await owner.call('GET', '/api/seller/network');
    expect(mine.body.data).toMatchObject({
      owned: { code: created.body.data.code },
      membership: null,
    });
  });

  it('is joined by code (typed in lower case too): the member waits PENDING', async () => {
    const owner = await seller();
    const applicant = await seller();
    const { code } = (await owner.call('POST', '/api/seller/network', {})).body.data;
    const joined = await applicant.call('PUT', '/api/seller/network/join', {
      code: ` ${code.toLowerCase()} `,
    });
    expect(joined.status).toBe(200);
    expect(joined.body.data.membership).toMatchObject({ code, status: 'PENDING' });
    const seen = (await owner.call('GET', '/api/seller/network')).body.data.owned;
    expect(seen.members).toMatchObject([{ userId: applicant.id, status: 'PENDING' }]);
    expect(seen.activities.map((a: { kind: string }) => a.kind)).toEqual(['JOIN', 'CREATE']);
  });

  it('refuses an unknown code, the own network and a second network', async () => {
    const { owner, applicant, code } = await ownerAndApplicant();
    const unknown = await applicant.call('PUT', '/api/seller/network/join', { code: 'NOPE0000' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.code).toBe(NETWORK_MESSAGES.codeNotFound);
    const own = await owner.call('PUT', '/api/seller/network/join', { code });
    expect(own.body.errors.code).toBe(NETWORK_MESSAGES.ownNetwork);
    const other = await ownerAndApplicant();
    const second = await applicant.call('PUT', '/api/seller/network/join', { code: other.code });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(NETWORK_MESSAGES.alreadyMember);
    const empty = await applicant.call('PUT', '/api/seller/network/join', { code: '' });
    expect(empty.status).toBe(400);
  });

  it('approves, blocks (no rejoin), approves again, kicks; each is an activity', async () => {
    const { owner, applicant, code } = await ownerAndApplicant();
    const approved = await act(owner, applicant.id, 'APPROVE');
    expect(approved.body.data.members).toMatchObject([{ status: 'APPROVED' }]);
    expect((await act(owner, applicant.id, 'CANCEL')).status).toBe(409);
    await act(owner, applicant.id, 'BLOCK');
    const rejoin = await applicant.call('PUT', '/api/seller/network/join', { code });
    expect(rejoin.body.message).toBe(NETWORK_MESSAGES.blocked);
    expect((await applicant.call('GET', '/api/seller/network')).body.data.membership.status).toBe(
      'BLOCKED',
    );
    await act(owner, applicant.id, 'APPROVE');
    const kicked = await act(owner, applicant.id, 'KICK');
    expect(kicked.body.data.members).toEqual([]);
    expect(kicked.body.data.activities.map((a: { kind: string }) => a.kind)).toEqual([
      'KICK',
      'APPROVE',
      'BLOCK',
      'APPROVE',
      'JOIN',
      'CREATE',
    ]);
    expect((await applicant.call('GET', '/api/seller/network')).body.data.membership).toBeNull();
    // Kicked, not blocked: the seller may ask again.
    expect((await applicant.call('PUT', '/api/seller/network/join', { code })).status).toBe(200);
  });

  it('two joins at once by the same seller: one network only', async () => {
    const first = await ownerAndApplicant();
    const second = await ownerAndApplicant();
    const racer = await seller();
    const answers = await Promise.all(
      [first.code, second.code].map((code) =>
        racer.call('PUT', '/api/seller/network/join', { code }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('cancel declines a pending request', async () => {
    const { owner, applicant } = await ownerAndApplicant();
    const declined = await act(owner, applicant.id, 'CANCEL');
    expect(declined.body.data.members).toEqual([]);
    expect(declined.body.data.activities[0]).toMatchObject({ kind: 'CANCEL' });
  });

  it('nobody acts on a network they do not own', async () => {
    const { owner, applicant } = await ownerAndApplicant();
    const stranger = await seller();
    const strangerAct = await act(stranger, applicant.id, 'APPROVE');
    expect(strangerAct.status).toBe(404);
    // Owning another network does not reach this one's members either.
    await stranger.call('POST', '/api/seller/network', {});
    expect((await act(stranger, applicant.id, 'KICK')).status).toBe(404);
    // The member cannot act on the network they belong to.
    expect((await act(applicant, owner.id, 'KICK')).status).toBe(404);
    const bad = await act(owner, applicant.id, 'DELETE');
    expect(bad.status).toBe(400);
    const members = (await owner.call('GET', '/api/seller/network')).body.data.owned.members;
    expect(members).toMatchObject([{ userId: applicant.id, status: 'PENDING' }]);
  });

  it("a seller sees their own network and their membership, never another's members", async () => {
    const { applicant } = await ownerAndApplicant();
    const stranger = await seller();
    expect((await stranger.call('GET', '/api/seller/network')).body.data).toEqual({
      owned: null,
      membership: null,
    });
    const mine = (await applicant.call('GET', '/api/seller/network')).body.data;
    expect(mine.owned).toBeNull();
    expect(mine.membership).not.toHaveProperty('members');
    const admin = await newAdmin(ctx, ['NETWORK_ACCESS', 'NETWORK_DETAIL_ACCESS']);
    expect((await stranger.call('GET', `/api/networks/${mine.membership.networkId}`)).status).toBe(
      403,
    );
    expect((await as(ctx, admin)('GET', `/api/networks/${mine.membership.networkId}`)).status).toBe(
      200,
    );
  });
});

describe('admins', () => {
  it('list networks with member counts and open one', async () => {
    const { networkId, applicant, owner } = await ownerAndApplicant();
    const admin = await newAdmin(ctx, ['NETWORK_ACCESS', 'NETWORK_DETAIL_ACCESS']);
    const list = await ctx.app.inject({
      method: 'POST',
      url: '/api/data-lists',
      headers: bearer(admin),
      payload: {
        model: 'network',
        filters: [{ field: 'id', operation: 'in', value: [networkId] }],
      },
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items).toMatchObject([{ id: networkId, pendingCount: 1, approvedCount: 0 }]);
    const one = await as(ctx, admin)('GET', `/api/networks/${networkId}`);
    expect(one.body.data).toMatchObject({
      ownerId: owner.id,
      members: [{ userId: applicant.id, status: 'PENDING' }],
    });
    const missing = await as(ctx, admin)('GET', `/api/networks/${crypto.randomUUID()}`);
    expect(missing.status).toBe(404);
  });

  it('without NETWORK_ACCESS the list is refused; sellers cannot list networks', async () => {
    const admin = await newAdmin(ctx, ['COUPON_ACCESS']);
    const list = await ctx.app.inject({
      method: 'POST',
      url: '/api/data-lists',
      headers: bearer(admin),
      payload: { model: 'network', filters: [] },
    });
    expect(list.statusCode).toBe(403);
    const someone = await seller();
    const sellerList = await ctx.app.inject({
      method: 'POST',
      url: '/api/data-lists',
      headers: bearer(someone.session),
      payload: { model: 'network', filters: [] },
    });
    expect(sellerList.statusCode).toBe(403);
  });
});
