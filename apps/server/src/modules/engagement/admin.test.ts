import { ENGAGEMENT_MESSAGES, EVENT_END_AFTER_START, type Session } from '@platfox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, newAdmin, newSeller, type Caller } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { createCoupon, couponAdmin } from '../coupons/test-fixtures';
import { engagementAdmin, eventBody, freshKey } from './test-fixtures';

let ctx: TestContext;
let admin: Caller;
let seller: { id: string; session: Session };

beforeAll(async () => {
  ctx = await createTestApp();
  admin = as(ctx, await engagementAdmin(ctx));
  seller = await newSeller(ctx);
});
afterAll(() => ctx.close());

const badgeOf = async (name = 'Gold medal') => {
  const answer = await admin.post('/api/badges', { name, type: 'BADGE_USER' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { id: string };
};

describe('groups', () => {
  it('creates a group of merchants, reads it back with its members, and lists it', async () => {
    const key = freshKey('VIP');
    const created = await admin.post('/api/groups', {
      name: 'VIP sellers',
      description: 'Our largest accounts',
      key: key.toLowerCase(),
      memberIds: [seller.id],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({ key, status: 'ACTIVATED' });
    expect(created.body.data.members.map((member: { id: string }) => member.id)).toEqual([
      seller.id,
    ]);
    const listed = await admin.list('group', {
      filters: [{ field: 'key', operation: 'exact', value: key }],
    });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.items).toEqual([
      expect.objectContaining({ key, memberCount: 1, status: 'ACTIVATED' }),
    ]);
  });

  it('refuses a bad key, a taken key and a member who is not a merchant (400 on the field)', async () => {
    const bad = await admin.post('/api/groups', { name: 'X', key: 'no spaces!' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.key).toBe(ENGAGEMENT_MESSAGES.groupKey);
    const key = freshKey();
    expect((await admin.post('/api/groups', { name: 'A', key })).status).toBe(200);
    const taken = await admin.post('/api/groups', { name: 'B', key });
    expect(taken.status).toBe(400);
    expect(taken.body.errors.key).toBe(ENGAGEMENT_MESSAGES.keyTaken);
    const anAdmin = await newAdmin(ctx, ['GROUP_ACCESS']);
    const notSeller = await admin.post('/api/groups', {
      name: 'C',
      key: freshKey(),
      memberIds: [anAdmin.user.id],
    });
    expect(notSeller.status).toBe(400);
    expect(notSeller.body.errors.memberIds).toBe(ENGAGEMENT_MESSAGES.notSellers);
  });

  it('refuses an admin without the permission (403), a seller (403) and an unknown id (404)', async () => {
    const lister = as(ctx, await newAdmin(ctx, ['GROUP_ACCESS']));
    expect((await lister.post('/api/groups', { name: 'X', key: freshKey() })).status).toBe(403);
    expect((await as(ctx, seller.session).list('group')).status).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await admin.get(`/api/groups/${unknown}`)).status).toBe(404);
    expect((await admin.put(`/api/groups/${unknown}`, { name: 'X', key: freshKey() })).status).toBe(
      404,
    );
  });
});

describe('badges', () => {
  it('creates, edits and lists a badge; others are refused', async () => {
    const badge = await badgeOf('Silver');
    const edited = await admin.put(`/api/badges/${badge.id}`, {
      name: 'Silver star',
      type: 'BADGE_GROUP',
    });
    expect(edited.body.data).toMatchObject({
      name: 'Silver star',
      type: 'BADGE_GROUP',
      holderCount: 0,
    });
    expect((await admin.post('/api/badges', { name: '', type: 'BADGE_USER' })).status).toBe(400);
    expect((await admin.post('/api/badges', { name: 'X', type: 'MEDAL' })).status).toBe(400);
    const noPermission = as(ctx, await newAdmin(ctx, ['BADGE_ACCESS']));
    expect((await noPermission.get(`/api/badges/${badge.id}`)).status).toBe(403);
    expect((await as(ctx, seller.session).get(`/api/badges/${badge.id}`)).status).toBe(403);
  });

  it('keeps a badge a milestone names out of a delete', async () => {
    const badge = await badgeOf('Kept');
    const event = await admin.post(
      '/api/events',
      eventBody({
        milestones: [
          {
            type: 'USER',
            conditionType: 'TOTAL_PRODUCTS_IN_ORDER_ITEM_COMPLETE',
            conditionValue: 5,
            mileStoneNo: 1,
            badgeId: badge.id,
          },
        ],
      }),
    );
    expect(event.status, JSON.stringify(event.body)).toBe(200);
    const removed = await admin.remove('badge', [badge.id]);
    expect(JSON.stringify(removed.body)).toContain(ENGAGEMENT_MESSAGES.badgeInUse);
    expect((await admin.get(`/api/badges/${badge.id}`)).status).toBe(200);
  });
});

describe('events', () => {
  it('creates an activated event with its milestone, coupon and e-mail; HTML is sanitised', async () => {
    const badge = await badgeOf();
    const coupon = await createCoupon(ctx, await couponAdmin(ctx), {
      type: 'SHIPPING_FREE',
      amount: 0,
      isFixedValue: true,
      isBadgeValue: true,
      fromDate: -1,
      toDate: -1,
    });
    const created = await admin.post(
      '/api/events',
      eventBody({
        mode: 'EMAIL',
        couponCodes: [coupon.code.toLowerCase()],
        emailContent: {
          subject: 'Free shipping week',
          content: '<p>Hello<script>alert(1)</script></p>',
          layout: 'POPUP',
        },
        milestones: [
          {
            type: 'USER',
            conditionType: 'TOTAL_PRODUCTS_IN_ORDER_ITEM_COMPLETE',
            conditionValue: 100,
            mileStoneNo: 1,
            badgeId: badge.id,
            badgeValidPeriod: 30,
          },
        ],
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const event = created.body.data;
    expect(event).toMatchObject({ status: 'ACTIVATED', couponCodes: [coupon.code], mode: 'EMAIL' });
    expect(event.activatedAt).not.toBeNull();
    expect(event.emailContent.content).toBe('<p>Hello</p>');
    expect(event.milestones).toEqual([
      expect.objectContaining({
        badgeId: badge.id,
        badgeName: 'Gold medal',
        conditionValue: 100,
        awardedCount: 0,
      }),
    ]);
  });

  it('refuses what does not hold: dates, no audience, unknown badge, group, coupon (400)', async () => {
    const dates = await admin.post('/api/events', eventBody({ toDate: eventBody().fromDate }));
    expect(dates.body.errors.toDate).toBe(EVENT_END_AFTER_START);
    const nobody = await admin.post('/api/events', eventBody({ isAppliedToAllMember: false }));
    expect(nobody.body.errors.isAppliedToAllMember).toBe(ENGAGEMENT_MESSAGES.noAudience);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const badge = await admin.post(
      '/api/events',
      eventBody({
        milestones: [
          {
            type: 'USER',
            conditionType: 'TOTAL_ORDER_VALUE',
            conditionValue: 1,
            mileStoneNo: 1,
            badgeId: unknown,
          },
        ],
      }),
    );
    expect(badge.body.errors.milestones).toBe(ENGAGEMENT_MESSAGES.unknownBadge);
    const group = await admin.post('/api/events', eventBody({ groupIds: [unknown] }));
    expect(group.body.errors.groupIds).toBe(ENGAGEMENT_MESSAGES.unknownGroup);
    const coupon = await admin.post('/api/events', eventBody({ couponCodes: ['NO_SUCH_CODE'] }));
    expect(coupon.body.errors.couponCodes).toBe(ENGAGEMENT_MESSAGES.unknownCoupon);
    const contest = await admin.post('/api/events', eventBody({ mode: 'CONTEST' }));
    expect(contest.body.errors.contestCondition).toBeDefined();
  });

  it('locks an activated event: editing its content is refused, and nothing changes', async () => {
    const created = await admin.post('/api/events', eventBody({ name: 'Locked one' }));
    const id = created.body.data.id;
    const edit = await admin.put(`/api/events/${id}`, eventBody({ name: 'Changed' }));
    expect(edit.status).toBe(400);
    expect(edit.body.message).toBe(ENGAGEMENT_MESSAGES.locked);
    expect((await admin.get(`/api/events/${id}`)).body.data.name).toBe('Locked one');
  });

  it('lets a contest be edited until it is activated, then locks it', async () => {
    const body = eventBody({
      mode: 'CONTEST',
      contestCondition: 'TOTAL_ORDER_VALUE',
      name: 'March contest',
    });
    const created = await admin.post('/api/events', body);
    expect(created.body.data).toMatchObject({ status: 'INACTIVATED', activatedAt: null });
    const id = created.body.data.id;
    const edited = await admin.put(`/api/events/${id}`, { ...body, winnerCount: 5 });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.winnerCount).toBe(5);
    const activated = await admin.post(`/api/events/${id}/status`, { status: 'ACTIVATED' });
    expect(activated.body.data.status).toBe('ACTIVATED');
    const stopped = await admin.post(`/api/events/${id}/status`, { status: 'INACTIVATED' });
    expect(stopped.body.data.status).toBe('INACTIVATED');
    expect((await admin.put(`/api/events/${id}`, body)).status).toBe(400);
    const contests = await admin.list('contest', {
      filters: [{ field: 'name', operation: 'exact', value: 'March contest' }],
    });
    expect(contests.body.items).toEqual([
      expect.objectContaining({ id, contestCondition: 'TOTAL_ORDER_VALUE' }),
    ]);
    const events = await admin.list('event', {
      filters: [{ field: 'name', operation: 'exact', value: 'March contest' }],
    });
    expect(events.body.items).toEqual([]);
  });

  it('refuses an admin without the permission (403) and a seller (403)', async () => {
    const viewer = as(ctx, await newAdmin(ctx, ['EVENT_ACCESS', 'EVENT_DETAIL_ACCESS']));
    expect((await viewer.post('/api/events', eventBody())).status).toBe(403);
    const created = await admin.post('/api/events', eventBody());
    const id = created.body.data.id;
    expect((await viewer.post(`/api/events/${id}/status`, { status: 'INACTIVATED' })).status).toBe(
      403,
    );
    expect((await as(ctx, seller.session).get(`/api/events/${id}`)).status).toBe(403);
    const bare = as(ctx, await newAdmin(ctx, ['EVENT_ACCESS']));
    expect((await bare.get(`/api/events/${id}/leaderboard`)).status).toBe(403);
    expect((await bare.get('/api/events/choices')).status).toBe(403);
  });
});
