import type { Session } from '@platfox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, fund } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { autoApplyCandidates, keepAutoApplyCouponsFor } from './auto-apply';
import { AUTO_APPLY, resolveCoupon, type CartFacts } from './resolve';
import { couponAdmin, createCoupon, freshCode, newShopper, type Shopper } from './test-fixtures';

/*
 * The auto-apply coupons are remembered in memory (auto-apply.ts). Every coupon write of this
 * process is seen by the very next estimate or placement, and the rules that depend on the time
 * are still checked on every call against the remembered rows. The fixture cart is 3850 cents
 * before a coupon (see test-fixtures.ts).
 */

let ctx: TestContext;
let admin: Session;
let shopper: Shopper;

let keptForMs: number;
beforeAll(async () => {
  // Kept an hour: a change seen at once is the write's forgetting, never the time running out.
  keptForMs = keepAutoApplyCouponsFor(3_600_000);
  ctx = await createTestApp();
  admin = await couponAdmin(ctx);
  shopper = await newShopper(ctx);
  await fund(ctx, shopper.id, 100_000);
});
afterAll(async () => {
  keepAutoApplyCouponsFor(keptForMs);
  await ctx.close();
});

const estimate = async () => {
  const answer = await shopper.call('POST', '/api/orders/estimate', shopper.cart());
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { total: number; couponCode?: string };
};

let keys = 0;
const placeAtOnce = async () => {
  const answer = await shopper.call(
    'POST',
    '/api/orders',
    shopper.cart({ isDraft: false }),
    `auto-apply-cache-${(keys += 1)}-${Date.now()}`,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { total: number };
};

describe('the remembered auto-apply coupons', () => {
  it('see every coupon write of this process at the next estimate and placement', async () => {
    // Read once with no coupon for this seller, so the empty answer is what is remembered.
    expect(await estimate()).toMatchObject({ total: 3850 });
    expect(await estimate()).not.toHaveProperty('couponCode');

    const body = {
      code: freshCode('AUTO'),
      type: 'DISCOUNT_AMOUNT_IN_TOTAL',
      amount: 100,
      isFixedValue: true,
      isAutoApplyToOrder: true,
      isAppliedToAllMember: false,
      userIds: [shopper.id],
    };
    const coupon = await createCoupon(ctx, admin, body);
    expect(await estimate()).toMatchObject({ total: 3750, couponCode: coupon.code });
    expect(await placeAtOnce()).toMatchObject({ total: 3750 });

    const call = as(ctx, admin);
    const edit = (change: Record<string, unknown>) =>
      call('PUT', `/api/coupons/${coupon.id}`, { ...body, code: coupon.code, ...change });
    expect((await edit({ amount: 300 })).status).toBe(200);
    expect(await estimate()).toMatchObject({ total: 3550, couponCode: coupon.code });
    expect(await placeAtOnce()).toMatchObject({ total: 3550 });

    expect((await edit({ amount: 300, status: 'INACTIVATED' })).status).toBe(200);
    expect(await estimate()).toMatchObject({ total: 3850 });
    expect(await placeAtOnce()).toMatchObject({ total: 3850 });

    expect((await edit({ amount: 300, isAutoApplyToOrder: false })).status).toBe(200);
    expect(await estimate()).not.toHaveProperty('couponCode');

    // Deleted through the coupon list: a coupon never used, made auto-apply again first.
    const unused = await createCoupon(ctx, admin, { ...body, code: freshCode('AUTO') });
    expect(await estimate()).toMatchObject({ total: 3750, couponCode: unused.code });
    const removed = await call('POST', '/api/data-lists/delete', {
      model: 'coupon-code',
      ids: [unused.id],
    });
    expect(removed.body, JSON.stringify(removed.body)).toMatchObject({ deleted: 1 });
    expect(await estimate()).not.toHaveProperty('couponCode');
    expect(await placeAtOnce()).toMatchObject({ total: 3850 });
  });

  it('never apply a remembered coupon once it has expired', async () => {
    const toDate = Date.now() + 3_600_000;
    const coupon = await createCoupon(ctx, admin, {
      type: 'SHIPPING_FREE',
      amount: 0,
      isFixedValue: false,
      isAutoApplyToOrder: true,
      isAppliedToAllMember: false,
      userIds: [shopper.id],
      toDate,
    });
    const facts: CartFacts = {
      country: 'US',
      isFastShipping: false,
      productTypeIds: [],
      subtotal: 3000,
      total: 3850,
      // This coupon ranks first among any that apply.
      discountOf: (pricing) => (pricing.code === coupon.code ? 1 : 0),
    };
    const db = ctx.database.db;
    const before = await resolveCoupon(db, shopper.id, AUTO_APPLY, facts, new Date(toDate - 1));
    expect(before).toMatchObject({ ok: true, couponId: coupon.id });
    // The same remembered rows, read at a time after the coupon's end: it no longer applies.
    const remembered = await autoApplyCandidates(db);
    expect(remembered.map((row) => row.id)).toContain(coupon.id);
    const after = await resolveCoupon(db, shopper.id, AUTO_APPLY, facts, new Date(toDate + 1));
    expect(after.ok ? after.couponId : null).not.toBe(coupon.id);
  });
});
