import type { Session } from '@platfox/domain';
import { as, newAdmin } from '../../test/fixtures';
import type { TestContext } from '../../test/harness';

/* Fixtures of the advanced filter rules' tests, and of the coupons' tests that need a rule. */

export const RULE_PERMISSIONS = [
  'ADVANCED_FILTER_RULE_ACCESS',
  'ADVANCED_FILTER_RULE_DETAIL_ACCESS',
  'ADVANCED_FILTER_RULE_DETAIL_CREATE',
  'ADVANCED_FILTER_RULE_DETAIL_UPDATE',
];

export const ruleAdmin = (ctx: TestContext) => newAdmin(ctx, RULE_PERMISSIONS);

let names = 0;
/** A rule name no other test used. */
export const freshRuleName = (stem = 'Rule') => `${stem} ${Date.now() % 100_000}-${(names += 1)}`;

const admins = new WeakMap<TestContext, Promise<Session>>();

/** A rule created through the admin's call (by an admin made once per app); answers its id. */
export async function createRule(
  ctx: TestContext,
  conditions: Record<string, unknown>[],
  name = freshRuleName(),
): Promise<string> {
  if (!admins.has(ctx)) admins.set(ctx, ruleAdmin(ctx));
  const admin = await admins.get(ctx)!;
  const answer = await as(ctx, admin)('POST', '/api/advanced-filters', { name, conditions });
  if (answer.status !== 200) throw new Error(`rule: ${JSON.stringify(answer.body)}`);
  return answer.body.data.id;
}
