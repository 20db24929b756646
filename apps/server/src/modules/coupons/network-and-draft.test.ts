import type { Session } from '@platfox/domain';
import { COUPON_MESSAGES } from '@platfox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, balanceOf, fund } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { NETWORKS_NOT_FOUND } from './service';
import { couponAdmin, createCoupon, newShopper, usagesOf, type Shopper } from './test-fixtures';

/*
 * A coupon for networks reaches the owner and approved members only; a saved draft is placed
 * with a coupon typed at placement. The fixture cart is 3850 cents before a coupon.
 */

let ctx: TestContext;
let admin: Session;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await couponAdmin(ctx);
});
afterAll(() => ctx.close());

const FREE_SHIPPING = { type: 'SHIPPING_FREE', amount: 0, isFixedValue: false };
let keys = 0;
const key = () => `coupon-draft-${(keys += 1)}-${Date.now()}`;

const estimate = (shopper: Shopper, couponCode: string) =>
  shopper.call('POST', '/api/orders/estimate', shopper.cart({ couponCode }));

async function network() {
  const owner = await newShopper(ctx);
  const created = await owner.call('POST', '/api/seller/network', {});
  const join = async () => {
    const member = await newShopper(ctx);
    await member.call('PUT', '/api/seller/network/join', { code: created.body.data.code });
    return member;
  };
  const act = (member: Shopper, action: string) =>
    owner.call('PUT', `/api/seller/network/members/${member.id}`, { action });
  return { owner, id: created.body.data.id as string, join, act };
}

describe('a coupon for networks', () => {
  it('reaches the owner and approved members, not pending, blocked or other sellers', async () => {
    const net = await network();
    const coupon = await createCoupon(ctx, admin, {
      ...FREE_SHIPPING,
      isAppliedToAllMember: false,
      networkIds: [net.id],
    });
    const approved = await net.join();
    await net.act(approved, 'APPROVE');
    const pending = await net.join();
    const blocked = await net.join();
    await net.act(blocked, 'BLOCK');
    const outsider = await newShopper(ctx);

    for (const shopper of [net.owner, approved]) {
      const answer = await estimate(shopper, coupon.code);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data.total).toBe(3000);
    }
    for (const shopper of [pending, blocked, outsider]) {
      const answer = await estimate(shopper, coupon.code);
      expect(answer.status).toBe(400);
      expect(answer.body.errors.couponCode).toBe(COUPON_MESSAGES.notMember);
    }
    // Kicked: the coupon is gone with the membership.
    await net.act(approved, 'KICK');
    expect((await estimate(approved, coupon.code)).status).toBe(400);
  });

  it('refuses a network that does not exist', async () => {
    const answer = await createCoupon(ctx, admin, {
      ...FREE_SHIPPING,
      isAppliedToAllMember: false,
      networkIds: [crypto.randomUUID()],
    }).catch((error: Error) => error.message);
    expect(answer).toContain(NETWORKS_NOT_FOUND);
  });

  it('the coupon form lists networks to choose from', async () => {
    const net = await network();
    const choices = await net.owner.call('GET', '/api/networks/choices');
    expect(choices.status).toBe(403);
    const listed = await as(ctx, admin)('GET', '/api/networks/choices');
    expect(listed.body.data).toContainEqual(expect.objectContaining({ id: net.id }));
  });
});

describe('placing a saved draft with a coupon', () => {
  async function draftOf(shopper: Shopper): Promise<string> {
    const draft = await shopper.call('POST', '/api/orders', shopper.cart());
    expect(draft.status).toBe(200);
    return draft.body.data.id;
  }

  it('charges the total less the coupon typed at placement and records its use', async () => {
    const shopper = await newShopper(ctx);
    await fund(ctx, shopper.id, 10_000);
    const coupon = await createCoupon(ctx, admin, FREE_SHIPPING);
    const id = await draftOf(shopper);
    const placed = await shopper.call(
      'POST',
      `/api/orders/${id}/place`,
      { couponCode: coupon.code.toLowerCase() },
      key(),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.data.total).toBe(3000);
    expect(await balanceOf(ctx, shopper.id)).toBe(7000);
    expect(await usagesOf(ctx, coupon.id)).toMatchObject([{ orderId: id, amount: 850 }]);
  });

  it('a bad code is a 400 on couponCode and charges nothing; the draft stays a draft', async () => {
    const shopper = await newShopper(ctx);
    await fund(ctx, shopper.id, 10_000);
    const id = await draftOf(shopper);
    const refused = await shopper.call(
      'POST',
      `/api/orders/${id}/place`,
      { couponCode: 'NOT_A_COUPON' },
      key(),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors.couponCode).toBe(COUPON_MESSAGES.notFound);
    expect(await balanceOf(ctx, shopper.id)).toBe(10_000);
    const order = await shopper.call('GET', `/api/orders/${id}`);
    expect(order.body.data).toMatchObject({ isDraft: true });
    const unknownField = await shopper.call(
      'POST',
      `/api/orders/${id}/place`,
      { coupon: 'X' },
      key(),
    );
    expect(unknownField.status).toBe(400);
  });

  it('a coupon the seller may not use is refused the same way', async () => {
    const shopper = await newShopper(ctx);
    await fund(ctx, shopper.id, 10_000);
    const net = await network();
    const coupon = await createCoupon(ctx, admin, {
      ...FREE_SHIPPING,
      isAppliedToAllMember: false,
      networkIds: [net.id],
    });
    const id = await draftOf(shopper);
    const refused = await shopper.call(
      'POST',
      `/api/orders/${id}/place`,
      { couponCode: coupon.code },
      key(),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors.couponCode).toBe(COUPON_MESSAGES.notMember);
    expect(await balanceOf(ctx, shopper.id)).toBe(10_000);
  });
});
