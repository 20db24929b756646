import { ADVANCED_FILTER_MESSAGES, ENGAGEMENT_MESSAGES } from '@platfox/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type Caller } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { createRule, ruleAdmin } from '../advanced-filters/test-fixtures';
import { badgeAwards, engagementEvents } from './tables';
import {
  complete,
  engagementAdmin,
  eventBody,
  freshKey,
  fundedShopper,
  readyOrder,
} from './test-fixtures';

/*
 * Milestones naming an advanced filter rule (issue 35): the rule holds conditions on the
 * merchant's history only, and the badge comes when the target is reached and the rule is met.
 */

let ctx: TestContext;
let admin: Caller;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = as(ctx, await engagementAdmin(ctx));
});
afterAll(() => ctx.close());

async function newBadge(): Promise<string> {
  const badge = await admin.post('/api/badges', {
    name: `Ruled ${freshKey()}`,
    type: 'BADGE_USER',
  });
  return badge.body.data.id;
}

/** An event for these sellers: a milestone at `items` completed units, naming `ruleId`. */
function ruledEvent(userIds: string[], badgeId: string, items: number, ruleId: string | null) {
  return eventBody({
    isAppliedToAllMember: false,
    userIds,
    milestones: [
      {
        type: 'USER',
        conditionType: 'TOTAL_PRODUCTS_IN_ORDER_ITEM_COMPLETE',
        conditionValue: items,
        mileStoneNo: 1,
        badgeId,
        advancedFilterConditionId: ruleId,
      },
    ],
  });
}

const awardsOf = async (userId: string) =>
  ctx.database.db.select().from(badgeAwards).where(eq(badgeAwards.userId, userId));

describe('a milestone naming a rule', () => {
  it('awards only once the seller also meets the rule, at a later completion', async () => {
    const seller = await fundedShopper(ctx);
    // Six completed units in all: the first order (three) reaches the target, not the rule.
    const rule = await createRule(ctx, [
      { type: 'TOTAL_PRODUCTS_IN_ORDER_ITEM_COMPLETE', operation: 'GTEQ', value: 6 },
    ]);
    const badgeId = await newBadge();
    const event = await admin.post('/api/events', ruledEvent([seller.id], badgeId, 3, rule));
    expect(event.status, JSON.stringify(event.body)).toBe(200);
    expect(event.body.data.milestones[0].advancedFilterConditionId).toBe(rule);

    await complete(ctx, (await readyOrder(ctx, seller)).itemIds);
    expect(await awardsOf(seller.id)).toEqual([]);
    await complete(ctx, (await readyOrder(ctx, seller)).itemIds);
    const awards = await awardsOf(seller.id);
    expect(awards.map((award) => award.badgeId)).toEqual([badgeId]);
    await complete(ctx, (await readyOrder(ctx, seller)).itemIds);
    expect(await awardsOf(seller.id)).toHaveLength(1);
  });

  it('refuses a rule with an order condition, or one that does not exist, and saves nothing', async () => {
    const seller = await fundedShopper(ctx);
    const badgeId = await newBadge();
    const orderRule = await createRule(ctx, [{ type: 'COUNTRY', operation: 'IS', value: ['US'] }]);
    const [before] = await ctx.database.db.select({ n: count() }).from(engagementEvents);
    const refused = await admin.post('/api/events', ruledEvent([seller.id], badgeId, 3, orderRule));
    expect(refused.status).toBe(400);
    expect(refused.body.errors.milestones).toBe(ENGAGEMENT_MESSAGES.orderRule);
    const missing = '00000000-0000-4000-8000-000000000000';
    const unknown = await admin.post('/api/events', ruledEvent([seller.id], badgeId, 3, missing));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.milestones).toBe(ENGAGEMENT_MESSAGES.unknownRule);
    const [after] = await ctx.database.db.select({ n: count() }).from(engagementEvents);
    expect(after!.n).toBe(before!.n);
  });

  it('offers the history rules only in the event form, and keeps a rule a milestone names', async () => {
    const historyRule = await createRule(ctx, [
      { type: 'DEPOSIT', operation: 'GTEQ', value: 10_000 },
    ]);
    const orderRule = await createRule(ctx, [
      { type: 'ALLOW_FAST_SHIPPING', operation: 'TRUE', value: null },
    ]);
    const choices = await admin.get('/api/events/choices');
    const offered = choices.body.data.rules.map((rule: { id: string }) => rule.id);
    expect(offered).toContain(historyRule);
    expect(offered).not.toContain(orderRule);

    const seller = await fundedShopper(ctx);
    const event = await admin.post(
      '/api/events',
      ruledEvent([seller.id], await newBadge(), 3, historyRule),
    );
    expect(event.status).toBe(200);
    const rules = as(ctx, await ruleAdmin(ctx));
    const removed = await rules.remove('advanced-filter', [historyRule]);
    expect(removed.body).toMatchObject({
      deleted: 0,
      refused: [{ id: historyRule, reason: ADVANCED_FILTER_MESSAGES.inUse }],
    });
    expect((await rules.get(`/api/advanced-filters/${historyRule}`)).status).toBe(200);
  });
});
