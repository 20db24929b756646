import { COUPON_MESSAGES, FIXED_NOTICE_TITLES, type Session } from '@platfox/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { as, type Caller } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { couponAdmin, createCoupon, usagesOf } from '../coupons/test-fixtures';
import { notifications } from '../notifications/tables';
import { badgeAwards } from './tables';
import {
  complete,
  engagementAdmin,
  eventBody,
  freshKey,
  fundedShopper,
  readyOrder,
} from './test-fixtures';

let ctx: TestContext;
let admin: Caller;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = as(ctx, await engagementAdmin(ctx));
});
afterAll(() => ctx.close());

/** A group of these sellers, a badge, a badge coupon, and an event awarding both at `items`. */
async function groupEvent(memberIds: string[], items: number, milestoneType = 'USER') {
  const group = await admin.post('/api/groups', { name: 'Makers', key: freshKey(), memberIds });
  const badge = await admin.post('/api/badges', {
    name: `Centurion ${freshKey()}`,
    type: 'BADGE_USER',
  });
  const coupon = await createCoupon(ctx, await couponAdmin(ctx), {
    type: 'DISCOUNT_AMOUNT_IN_TOTAL',
    amount: 500,
    isFixedValue: true,
    isBadgeValue: true,
    fromDate: -1,
    toDate: -1,
  });
  const event = await admin.post(
    '/api/events',
    eventBody({
      isAppliedToAllMember: false,
      groupIds: [group.body.data.id],
      couponCodes: [coupon.code],
      milestones: [
        {
          type: milestoneType,
          conditionType: 'TOTAL_PRODUCTS_IN_ORDER_ITEM_COMPLETE',
          conditionValue: items,
          mileStoneNo: 1,
          badgeId: badge.body.data.id,
        },
      ],
    }),
  );
  expect(event.status, JSON.stringify(event.body)).toBe(200);
  return {
    groupId: group.body.data.id as string,
    badgeId: badge.body.data.id as string,
    eventId: event.body.data.id as string,
    coupon,
  };
}

const me = async (session: Session) => (await as(ctx, session).get('/api/accounts/me')).body;

describe('a milestone reached', () => {
  it('awards the badge and its coupon once, tells the seller live, and the coupon is used once', async () => {
    const seller = await fundedShopper(ctx);
    const { eventId, badgeId, coupon, groupId } = await groupEvent([seller.id], 3);
    expect((await me(seller.session)).user.group).toEqual([
      expect.objectContaining({ id: groupId, name: 'Makers' }),
    ]);
    const emit = vi.spyOn(ctx.app.live, 'emitToUser');
    const order = await readyOrder(ctx, seller);
    await complete(ctx, [order.itemIds[0]!]);
    const before = (await seller.call.get(`/api/seller/events/${eventId}`)).body.data;
    expect(before.progress.completedItems).toBe(2);
    expect(before.milestones[0].isReached).toBe(false);
    expect((await me(seller.session)).badges).toEqual([]);

    await complete(ctx, [order.itemIds[1]!]);
    const after = (await seller.call.get(`/api/seller/events/${eventId}`)).body.data;
    expect(after.progress.completedItems).toBe(3);
    expect(after.milestones[0].isReached).toBe(true);
    expect((await me(seller.session)).badges).toEqual([expect.objectContaining({ id: badgeId })]);
    await vi.waitFor(() =>
      expect(emit).toHaveBeenCalledWith(
        'SELLER',
        seller.id,
        'badge_awarded',
        expect.objectContaining({ badgeId, eventId }),
      ),
    );
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, seller.id));
    expect(told.filter((row) => row.title === FIXED_NOTICE_TITLES.badgeAwarded)).toHaveLength(1);

    // More completions keep the one award.
    const more = await readyOrder(ctx, seller);
    await complete(ctx, more.itemIds);
    const awards = await ctx.database.db
      .select()
      .from(badgeAwards)
      .where(eq(badgeAwards.userId, seller.id));
    expect(awards).toHaveLength(1);

    const held = await seller.call.get('/api/seller/badges');
    expect(held.body.data).toEqual([
      expect.objectContaining({ id: badgeId, coupons: [{ code: coupon.code, isUsed: false }] }),
    ]);
    const used = await seller.call(
      'POST',
      '/api/orders',
      seller.cart({ isDraft: false, couponCode: coupon.code }),
      `badge-coupon-${seller.id}`,
    );
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    expect(await usagesOf(ctx, coupon.id)).toEqual([expect.objectContaining({ amount: 500 })]);
    const again = await seller.call(
      'POST',
      '/api/orders/estimate',
      seller.cart({ couponCode: coupon.code }),
    );
    expect(again.status).toBe(400);
    expect(again.body.errors.couponCode).toBe(COUPON_MESSAGES.userUsedUp);
    const spent = await seller.call.get(`/api/seller/badge/${badgeId}`);
    expect(spent.body.data[0].coupons).toEqual([{ code: coupon.code, isUsed: true }]);
  });

  it('awards once when two orders complete at the same moment', async () => {
    const seller = await fundedShopper(ctx);
    await groupEvent([seller.id], 4);
    const first = await readyOrder(ctx, seller);
    const second = await readyOrder(ctx, seller);
    await Promise.all([complete(ctx, first.itemIds), complete(ctx, second.itemIds)]);
    const awards = await ctx.database.db
      .select()
      .from(badgeAwards)
      .where(eq(badgeAwards.userId, seller.id));
    expect(awards).toHaveLength(1);
  });

  it('two members completing at the same moment reach a group milestone together, each awarded once', async () => {
    const [one, two] = [await fundedShopper(ctx), await fundedShopper(ctx)];
    // Each order alone stays below the target; only both together reach it.
    const { badgeId } = await groupEvent([one.id, two.id], 4, 'GROUP');
    const [first, second] = [await readyOrder(ctx, one), await readyOrder(ctx, two)];
    await Promise.all([complete(ctx, first.itemIds), complete(ctx, second.itemIds)]);
    for (const member of [one, two]) {
      expect((await me(member.session)).badges).toEqual([expect.objectContaining({ id: badgeId })]);
      const held = await ctx.database.db
        .select()
        .from(badgeAwards)
        .where(eq(badgeAwards.userId, member.id));
      expect(held).toHaveLength(1);
    }
  });

  it('a group milestone counts the members together and awards each of them', async () => {
    const [one, two] = [await fundedShopper(ctx), await fundedShopper(ctx)];
    const { badgeId } = await groupEvent([one.id, two.id], 5, 'GROUP');
    await complete(ctx, (await readyOrder(ctx, one)).itemIds);
    expect((await me(two.session)).badges).toEqual([]);
    await complete(ctx, (await readyOrder(ctx, two)).itemIds);
    expect((await me(one.session)).badges).toEqual([expect.objectContaining({ id: badgeId })]);
    expect((await me(two.session)).badges).toEqual([expect.objectContaining({ id: badgeId })]);
  });
});

describe('isolation', () => {
  it('a seller outside the audience sees neither the event nor its badge, nor uses its coupon', async () => {
    const member = await fundedShopper(ctx);
    const outsider = await fundedShopper(ctx);
    const { eventId, badgeId, coupon } = await groupEvent([member.id], 1);
    await complete(ctx, (await readyOrder(ctx, member)).itemIds);
    const listed = await outsider.call.get('/api/seller/events');
    expect(listed.body.data.map((event: { id: string }) => event.id)).not.toContain(eventId);
    expect((await outsider.call.get(`/api/seller/events/${eventId}`)).status).toBe(404);
    expect((await outsider.call.get(`/api/seller/badge/${badgeId}`)).status).toBe(404);
    expect((await outsider.call.get('/api/seller/badges')).body.data).toEqual([]);
    const refused = await outsider.call(
      'POST',
      '/api/orders/estimate',
      outsider.cart({ couponCode: coupon.code }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors.couponCode).toBe(COUPON_MESSAGES.badgeNotHeld);
    const memberList = await member.call.get('/api/seller/events');
    expect(memberList.body.data.map((event: { id: string }) => event.id)).toContain(eventId);
  });
});
