import type { Session } from '@platfox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, fund, newAdmin, newUser } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { couponAdmin, createCoupon, newShopper } from './test-fixtures';

/*
 * GET seller/coupons: the order form's suggestions. A seller sees the coupons allowed for
 * suggestion that they could apply now, and never a coupon of an audience they are not in.
 */

let ctx: TestContext;
let admin: Session;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await couponAdmin(ctx);
});
afterAll(() => ctx.close());

const SUGGESTED = {
  type: 'DISCOUNT_AMOUNT_IN_TOTAL',
  amount: 10,
  isFixedValue: false,
  maxAmountValue: 500,
  isAllowForSuggestion: true,
};
const DAY = 86_400_000;

/** The codes of the seller's suggestions among the ones this test made. */
async function suggestedTo(call: ReturnType<typeof as>, made: string[]) {
  const answer = await call('GET', '/api/seller/coupons');
  expect(answer.status).toBe(200);
  return (answer.body.data as { code: string }[])
    .map((coupon) => coupon.code)
    .filter((code) => made.includes(code));
}

describe("the seller's coupon suggestions", () => {
  it('lists the coupons of every audience the seller is in, and no other', async () => {
    const seller = await newShopper(ctx);
    const stranger = await newShopper(ctx);
    const owner = await newShopper(ctx);
    const network = await owner.call('POST', '/api/seller/network', {});
    await seller.call('PUT', '/api/seller/network/join', { code: network.body.data.code });
    await owner.call('PUT', `/api/seller/network/members/${seller.id}`, { action: 'APPROVE' });

    const make = (body: Record<string, unknown>) =>
      createCoupon(ctx, admin, { ...SUGGESTED, ...body }).then((coupon) => coupon.code);
    const everyone = await make({ toDate: Date.now() + 3 * DAY });
    const named = await make({ isAppliedToAllMember: false, userIds: [seller.id] });
    const ofNetwork = await make({
      isAppliedToAllMember: false,
      networkIds: [network.body.data.id],
    });
    const othersOnly = await make({ isAppliedToAllMember: false, userIds: [stranger.id] });
    const notSuggested = await make({ isAllowForSuggestion: false });
    const inactive = await make({ status: 'INACTIVATED' });
    const notStarted = await make({ fromDate: Date.now() + DAY });
    const badge = await make({ isBadgeValue: true });
    const made = [
      everyone,
      named,
      ofNetwork,
      othersOnly,
      notSuggested,
      inactive,
      notStarted,
      badge,
    ];

    const mine = await suggestedTo(seller.call, made);
    expect(mine.sort()).toEqual([everyone, named, ofNetwork].sort());
    expect((await suggestedTo(stranger.call, made)).sort()).toEqual([everyone, othersOnly].sort());
    // The network's owner is in it too.
    expect(await suggestedTo(owner.call, made)).toContain(ofNetwork);

    const answer = await seller.call('GET', '/api/seller/coupons');
    const first = (answer.body.data as { code: string }[]).find((one) => one.code === everyone);
    expect(first).toEqual({
      id: expect.any(String),
      code: everyone,
      type: 'DISCOUNT_AMOUNT_IN_TOTAL',
      amount: 10,
      isFixedValue: false,
      maxAmountValue: 500,
      toDate: expect.any(Number),
    });
  });

  it('leaves out a coupon the seller has used up', async () => {
    const seller = await newShopper(ctx);
    const code = (await createCoupon(ctx, admin, { ...SUGGESTED, limitOnUserUsage: 1 })).code;
    expect(await suggestedTo(seller.call, [code])).toEqual([code]);
    await fund(ctx, seller.id, 100_000);
    const placed = await seller.call(
      'POST',
      '/api/orders',
      seller.cart({ isDraft: false, couponCode: code }),
      `suggest-${Date.now()}`,
    );
    expect(placed.status).toBe(200);
    expect(await suggestedTo(seller.call, [code])).toEqual([]);
  });

  it('is for sellers only: printers and admins are refused', async () => {
    const printer = await newUser(ctx, 'PRINTER');
    expect((await as(ctx, printer.session)('GET', '/api/seller/coupons')).status).toBe(403);
    expect((await as(ctx, admin)('GET', '/api/seller/coupons')).status).toBe(403);
    const other = await newAdmin(ctx, ['ORDER_DETAIL_ACCESS']);
    expect((await as(ctx, other)('GET', '/api/seller/coupons')).status).toBe(403);
  });
});
