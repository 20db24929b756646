import type { DemoCast } from './calls';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

type Made = { data: { id: string } };

/**
 * Engagement's sample (issue 35): a group holding the demo seller, two badges, a badge coupon, an
 * event whose first milestone the demo seller reaches once the floor completes their first item
 * (made before the orders, so that completion counts), a NOTIFY event the group sees as a side
 * notice, and a running contest ranked by items.
 */
export async function startEngagement({ admin, seller }: DemoCast): Promise<void> {
  const me = await seller<{ user: { id: string } }>('GET', '/accounts/me');
  const group = await admin<Made>('POST', '/groups', {
    name: 'Top merchants',
    description: 'Merchants with a steady weekly volume',
    key: 'TOP_MERCHANTS',
    memberIds: [me.user.id],
  });
  await admin('POST', '/groups', {
    name: 'New merchants',
    description: 'Joined this quarter',
    key: 'NEW_MERCHANTS',
  });
  const first = await admin<Made>('POST', '/badges', {
    name: 'First delivery',
    description: 'Your first item completed and delivered',
    type: 'BADGE_USER',
  });
  const century = await admin<Made>('POST', '/badges', {
    name: 'Century club',
    description: '100 items completed in one event',
    type: 'BADGE_USER',
  });
  await admin('POST', '/coupons', {
    code: 'THANKS_5',
    type: 'DISCOUNT_AMOUNT_IN_TOTAL',
    amount: 500,
    isFixedValue: true,
    isBadgeValue: true,
    fromDate: -1,
    toDate: -1,
  });
  const milestone = (mileStoneNo: number, items: number, badgeId: string) => ({
    type: 'USER',
    conditionType: 'TOTAL_PRODUCTS_IN_ORDER_ITEM_COMPLETE',
    conditionValue: items,
    mileStoneNo,
    badgeId,
    badgeValidPeriod: 90,
  });
  await admin('POST', '/events', {
    name: 'Spring push',
    description: 'Complete items this month: a badge and $5 off at each milestone.',
    mode: 'NORMAL',
    fromDate: at(-1),
    toDate: at(30),
    isAppliedToAllMember: true,
    couponCodes: ['THANKS_5'],
    emailContent: {
      subject: 'Spring push is on',
      content: '<p>Every completed item counts toward your <b>Century club</b> badge.</p>',
      layout: 'PIN_TOP',
    },
    milestones: [milestone(1, 1, first.data.id), milestone(2, 100, century.data.id)],
  });
  // A NOTIFY event: the group's merchants see it as a side notice in the shell while it runs.
  await admin('POST', '/events', {
    name: 'Holiday cut-off',
    description: 'Reminds top merchants of the last order date before the holidays.',
    mode: 'NOTIFY',
    fromDate: at(-1),
    toDate: at(21),
    groupIds: [group.data.id],
    emailContent: {
      subject: 'Holiday cut-off: order by 18 December',
      content:
        '<p>Orders approved by <b>18 December</b> ship before the holidays. Top merchants keep priority production until then.</p>',
      layout: 'SIDEBAR',
    },
  });
  const contest = await admin<Made>('POST', '/events', {
    name: 'Top merchants sprint',
    description: 'Most items completed in two weeks wins.',
    mode: 'CONTEST',
    fromDate: at(-1),
    toDate: at(14),
    groupIds: [group.data.id],
    contestCondition: 'TOTAL_PRODUCTS_IN_ORDER_ITEM_COMPLETE',
    winnerCount: 3,
  });
  await admin('POST', `/events/${contest.data.id}/status`, { status: 'ACTIVATED' });
}
