import type { Session } from '@platfox/domain';
import { COUPON_MESSAGES, orderCartSchema } from '@platfox/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, fund } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { ShippingPriceService } from '../catalog/shipping-prices';
import { priceCart } from '../orders/cart';
import { orders } from '../orders/tables';
import { claimCoupon, priceWithCoupon, type CouponPricedCart } from './apply';
import { couponAdmin, createCoupon, newShopper, usagesOf, type Shopper } from './test-fixtures';

/* The fixture cart is 3850 cents before a coupon (see test-fixtures.ts). */

let ctx: TestContext;
let admin: Session;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await couponAdmin(ctx);
});
afterAll(() => ctx.close());

const FREE_SHIPPING = { type: 'SHIPPING_FREE', amount: 0, isFixedValue: false };
let keys = 0;
const key = () => `coupon-place-${(keys += 1)}-${Date.now()}`;

async function fundedShopper(cents = 10_000): Promise<Shopper> {
  const shopper = await newShopper(ctx);
  await fund(ctx, shopper.id, cents);
  return shopper;
}

const placeAtOnce = (shopper: Shopper, couponCode?: string) =>
  shopper.call(
    'POST',
    '/api/orders',
    shopper.cart({ isDraft: false, ...(couponCode ? { couponCode } : {}) }),
    key(),
  );

describe('placing with a coupon', () => {
  it('charges the discounted total and records the use in the same order', async () => {
    const shopper = await fundedShopper();
    const coupon = await createCoupon(ctx, admin, FREE_SHIPPING);
    const answer = await placeAtOnce(shopper, coupon.code);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.total).toBe(3000);
    expect(await balanceOf(ctx, shopper.id)).toBe(7000);
    const uses = await usagesOf(ctx, coupon.id);
    expect(uses).toMatchObject([
      { sellerId: shopper.id, orderId: answer.body.data.id, amount: 850 },
    ]);
  });

  it('saving as a draft drops the coupon: the draft is priced and placed in full', async () => {
    const shopper = await fundedShopper();
    const coupon = await createCoupon(ctx, admin, FREE_SHIPPING);
    const draft = await shopper.call(
      'POST',
      '/api/orders',
      shopper.cart({ couponCode: coupon.code }),
    );
    expect(draft.status).toBe(200);
    expect(draft.body.data.total).toBe(3850);
    const placed = await shopper.call(
      'POST',
      `/api/orders/${draft.body.data.id}/place`,
      undefined,
      key(),
    );
    expect(placed.body.data.total).toBe(3850);
    expect(await usagesOf(ctx, coupon.id)).toHaveLength(0);
  });

  it('a refused coupon places nothing and charges nothing', async () => {
    const shopper = await fundedShopper();
    const answer = await placeAtOnce(shopper, 'NOT_A_COUPON');
    expect(answer.status).toBe(400);
    expect(answer.body.errors.couponCode).toBe(COUPON_MESSAGES.notFound);
    expect(
      await ctx.database.db.select().from(orders).where(eq(orders.sellerId, shopper.id)),
    ).toEqual([]);
    expect(await balanceOf(ctx, shopper.id)).toBe(10_000);
  });
});

describe('usage limits', () => {
  it('per user: the second use by the same seller is refused, another seller still uses it', async () => {
    const coupon = await createCoupon(ctx, admin, { ...FREE_SHIPPING, limitOnUserUsage: 1 });
    const first = await fundedShopper();
    expect((await placeAtOnce(first, coupon.code)).status).toBe(200);
    const again = await first.call(
      'POST',
      '/api/orders/estimate',
      first.cart({ couponCode: coupon.code }),
    );
    expect(again.body).toMatchObject({ message: COUPON_MESSAGES.userUsedUp });
    const second = await fundedShopper();
    expect((await placeAtOnce(second, coupon.code)).status).toBe(200);
  });

  it('in total: two sellers racing for the last use, one wins and the other is charged nothing', async () => {
    const coupon = await createCoupon(ctx, admin, { ...FREE_SHIPPING, limitOnCouponUsage: 1 });
    const racers = [await fundedShopper(), await fundedShopper()];
    const answers = await Promise.all(racers.map((racer) => placeAtOnce(racer, coupon.code)));
    // The loser is refused when it prices (400) or, having priced before the winner committed,
    // under the coupon's lock (409); the test below forces the second path.
    const won = answers.filter((answer) => answer.status === 200);
    const lost = answers.filter((answer) => answer.status !== 200);
    expect(won).toHaveLength(1);
    expect(
      lost.map((answer) => [answer.status === 400 || answer.status === 409, answer.body.message]),
    ).toEqual([[true, COUPON_MESSAGES.usedUp]]);
    expect(await usagesOf(ctx, coupon.id)).toHaveLength(1);
    const balances = await Promise.all(racers.map((racer) => balanceOf(ctx, racer.id)));
    expect(balances.sort()).toEqual([10_000, 7000].sort());
  });

  it('the lock: two placements priced before either commits, the second is refused (409)', async () => {
    const coupon = await createCoupon(ctx, admin, { ...FREE_SHIPPING, limitOnCouponUsage: 1 });
    const racers = [await fundedShopper(), await fundedShopper()];
    const shipping = new ShippingPriceService(ctx.database.db, ctx.app.live);
    const priced: CouponPricedCart[] = [];
    for (const racer of racers) {
      const cart = orderCartSchema.parse(racer.cart({ couponCode: coupon.code }));
      const uncouponed = await priceCart(ctx.database.db, shipping, racer.id, cart);
      priced.push(await priceWithCoupon(ctx.database.db, racer.id, cart, uncouponed));
    }
    const draftIds: string[] = [];
    for (const racer of racers) {
      draftIds.push((await racer.call('POST', '/api/orders', racer.cart())).body.data.id as string);
    }
    const claim = (index: number) =>
      ctx.database.db.transaction((tx) =>
        claimCoupon(tx, priced[index]!, racers[index]!.id, draftIds[index]!),
      );
    await claim(0);
    await expect(claim(1)).rejects.toMatchObject({ status: 409, message: COUPON_MESSAGES.usedUp });
    expect(await usagesOf(ctx, coupon.id)).toMatchObject([{ sellerId: racers[0]!.id }]);
  });

  it('per user under concurrency: the same seller placing two drafts at once uses it once', async () => {
    const shopper = await fundedShopper();
    const coupon = await createCoupon(ctx, admin, {
      ...FREE_SHIPPING,
      limitOnUserUsage: 1,
      isAutoApplyToOrder: true,
      isAppliedToAllMember: false,
      userIds: [shopper.id],
    });
    const drafts = [
      (await shopper.call('POST', '/api/orders', shopper.cart())).body.data,
      (await shopper.call('POST', '/api/orders', shopper.cart())).body.data,
    ];
    const answers = await Promise.all(
      drafts.map((draft) =>
        shopper.call('POST', `/api/orders/${draft.id}/place`, undefined, key()),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await usagesOf(ctx, coupon.id)).toHaveLength(1);
    expect(await balanceOf(ctx, shopper.id)).toBe(7000);
  });
});

describe('auto-apply', () => {
  it('applies the best auto-apply coupon without a code, at estimate and placement', async () => {
    const shopper = await fundedShopper();
    const onlyFor = {
      isAutoApplyToOrder: true,
      isAppliedToAllMember: false,
      userIds: [shopper.id],
    };
    await createCoupon(ctx, admin, {
      ...onlyFor,
      type: 'DISCOUNT_AMOUNT_IN_TOTAL',
      amount: 100,
      isFixedValue: true,
    });
    const best = await createCoupon(ctx, admin, { ...onlyFor, ...FREE_SHIPPING });
    const estimate = await shopper.call('POST', '/api/orders/estimate', shopper.cart());
    expect(estimate.body.data).toMatchObject({ couponCode: best.code, total: 3000 });

    const draft = await shopper.call('POST', '/api/orders', shopper.cart());
    expect(draft.body.data.total).toBe(3850);
    const placed = await shopper.call(
      'POST',
      `/api/orders/${draft.body.data.id}/place`,
      undefined,
      key(),
    );
    expect(placed.body.data.total).toBe(3000);
    expect(await usagesOf(ctx, best.id)).toMatchObject([{ orderId: draft.body.data.id }]);
  });

  it('leaves sellers outside its members alone', async () => {
    const other = await fundedShopper();
    const estimate = await other.call('POST', '/api/orders/estimate', other.cart());
    expect(estimate.body.data.total).toBe(3850);
    expect(estimate.body.data).not.toHaveProperty('couponCode');
  });
});
