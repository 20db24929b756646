import type { Session } from '@platfox/domain';
import { COUPON_CODE_HINT, COUPON_MESSAGES } from '@platfox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, fund, newAdmin } from '../../test/fixtures';
import { createTestApp, signIn, type TestContext } from '../../test/harness';
import { COUPON_IN_USE } from '../data-lists/models/coupon-code';
import { couponAdmin, createCoupon, freshCode, newShopper, ruleOf } from './test-fixtures';

let ctx: TestContext;
let admin: Session;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await couponAdmin(ctx);
});
afterAll(() => ctx.close());

const percent = { type: 'DISCOUNT_AMOUNT_WITHOUT_SHIPPING', amount: 15, isFixedValue: false };

describe('admin coupon calls', () => {
  it('creates, reads and edits a coupon with every field', async () => {
    const call = as(ctx, admin);
    const member = await newShopper(ctx);
    const body = {
      code: freshCode('SPRING'),
      type: 'DISCOUNT_AMOUNT_IN_ORDER_ITEM',
      amount: 20,
      isFixedValue: false,
      maxAmountValue: 1500,
      fromDate: Date.UTC(2026, 0, 1),
      toDate: Date.UTC(2027, 0, 1),
      limitOnCouponUsage: 100,
      limitOnUserUsage: 2,
      isAppliedToAllMember: false,
      userIds: [member.id],
      ...(await ruleOf(ctx, [{ type: 'COUNTRY', operation: 'IN', value: ['US'] }])),
      itemQtyGap: 3,
      limitOnNumberOfDiscount: 5,
    };
    const created = await call('POST', '/api/coupons', body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({
      ...body,
      status: 'ACTIVATED',
      usedCount: 0,
      isAutoApplyToOrder: false,
    });
    const id = created.body.data.id;
    expect((await call('GET', `/api/coupons/${id}`)).body.data).toEqual(created.body.data);

    const edited = await call('PUT', `/api/coupons/${id}`, {
      ...body,
      code: body.code.toLowerCase(),
      toDate: -1,
      status: 'INACTIVATED',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ code: body.code, toDate: -1, status: 'INACTIVATED' });
  });

  it('refuses a code taken or out of format, with the hint', async () => {
    const call = as(ctx, admin);
    const taken = await createCoupon(ctx, admin, percent);
    const again = await call('POST', '/api/coupons', { ...percent, code: taken.code });
    expect(again.status).toBe(409);
    expect(again.body.errors).toHaveProperty('code');
    for (const code of ['ABC-012', 'A__B', '_ABC', 'ABC 012', '']) {
      const answer = await call('POST', '/api/coupons', { ...percent, code });
      expect(answer.status, code).toBe(400);
      if (code) expect(answer.body.errors.code).toBe(COUPON_CODE_HINT);
    }
  });

  it('holds the spec rules of section 5', async () => {
    const call = as(ctx, admin);
    const refused = async (fields: Record<string, unknown>) => {
      const answer = await call('POST', '/api/coupons', {
        code: freshCode(),
        ...percent,
        ...fields,
      });
      expect(answer.status).toBe(400);
      return answer.body.errors as Record<string, string>;
    };
    expect(await refused({ isBadgeValue: true, fromDate: Date.now() })).toMatchObject({
      fromDate: COUPON_MESSAGES.badgeNoDates,
    });
    expect(await refused({ isBadgeValue: true, limitOnUserUsage: 1 })).toMatchObject({
      limitOnUserUsage: COUPON_MESSAGES.badgeNoLimits,
    });
    expect(await refused({ isFixedValue: true, amount: 500, maxAmountValue: 100 })).toMatchObject({
      maxAmountValue: COUPON_MESSAGES.noMaxAmount,
    });
    expect(await refused({ type: 'SHIPPING_FREE', maxAmountValue: 100 })).toMatchObject({
      maxAmountValue: COUPON_MESSAGES.noMaxAmount,
    });
    expect(await refused({ itemQtyGap: 2 })).toMatchObject({
      itemQtyGap: COUPON_MESSAGES.itemGapOnly,
    });
    expect(await refused({ isAutoApplyToOrder: true, isAllowForSuggestion: true })).toMatchObject({
      isAutoApplyToOrder: COUPON_MESSAGES.autoApplyNotBadge,
    });
    expect(await refused({ amount: 101 })).toMatchObject({ amount: COUPON_MESSAGES.percentage });
    expect(await refused({ fromDate: 2000, toDate: 1000 })).toMatchObject({
      toDate: COUPON_MESSAGES.endAfterStart,
    });
    expect(await refused({ isAppliedToAllMember: false })).toMatchObject({
      userIds: COUPON_MESSAGES.members,
    });
    expect(
      await refused({ advancedFilterConditionId: '00000000-0000-4000-8000-000000000000' }),
    ).toMatchObject({ advancedFilterConditionId: COUPON_MESSAGES.ruleNotFound });
    const admins = await refused({
      isAppliedToAllMember: false,
      userIds: [(await signIn(ctx.app, 'admin@demo.test')).user.id],
    });
    expect(admins).toHaveProperty('userIds');
  });

  it('lists coupons and deletes an unused one, never a used one', async () => {
    const call = as(ctx, admin);
    const unused = await createCoupon(ctx, admin, percent);
    const list = await call('POST', '/api/data-lists', {
      model: 'coupon-code',
      filters: [{ field: 'code', operation: 'exact', value: unused.code }],
    });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.items).toMatchObject([{ id: unused.id, code: unused.code, usedCount: 0 }]);

    const shopper = await newShopper(ctx);
    const used = await createCoupon(ctx, admin, {
      type: 'SHIPPING_FREE',
      amount: 0,
      isFixedValue: false,
    });
    await fund(ctx, shopper.id, 10_000);
    const placed = await shopper.call(
      'POST',
      '/api/orders',
      shopper.cart({ isDraft: false, couponCode: used.code }),
      'coupon-admin-delete-1',
    );
    expect(placed.status).toBe(200);
    const removed = await call('POST', '/api/data-lists/delete', {
      model: 'coupon-code',
      ids: [unused.id, used.id],
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body).toMatchObject({
      deleted: 1,
      refused: [{ id: used.id, reason: COUPON_IN_USE }],
    });
    expect((await call('GET', `/api/coupons/${unused.id}`)).status).toBe(404);
    expect((await call('GET', `/api/coupons/${used.id}`)).body.data.usedCount).toBe(1);
  });
});

describe('who reaches the coupon calls', () => {
  it('a seller reaches neither the admin calls nor the list', async () => {
    const coupon = await createCoupon(ctx, admin, percent);
    const seller = as(ctx, await signIn(ctx.app, 'seller@demo.test'));
    expect((await seller('GET', `/api/coupons/${coupon.id}`)).status).toBe(403);
    expect((await seller('POST', '/api/coupons', { ...percent, code: freshCode() })).status).toBe(
      403,
    );
    expect(
      (await seller('PUT', `/api/coupons/${coupon.id}`, { ...percent, code: 'X_1' })).status,
    ).toBe(403);
    const list = await seller('POST', '/api/data-lists', { model: 'coupon-code' });
    expect(list.status).toBe(403);
    expect(JSON.stringify(list.body)).not.toContain(coupon.code);
  });

  it('an admin without the COUPON permissions is refused; the list alone does not write', async () => {
    const other = as(ctx, await newAdmin(ctx, ['ORDER_ACCESS']));
    expect((await other('POST', '/api/data-lists', { model: 'coupon-code' })).status).toBe(403);
    expect((await other('POST', '/api/coupons', { ...percent, code: freshCode() })).status).toBe(
      403,
    );
    const reader = as(ctx, await newAdmin(ctx, ['COUPON_ACCESS', 'COUPON_DETAIL_ACCESS']));
    expect((await reader('POST', '/api/data-lists', { model: 'coupon-code' })).status).toBe(200);
    expect((await reader('POST', '/api/coupons', { ...percent, code: freshCode() })).status).toBe(
      403,
    );
  });
});
