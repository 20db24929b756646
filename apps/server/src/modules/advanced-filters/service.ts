import {
  ADVANCED_FILTER_CONDITION_TYPES,
  ADVANCED_FILTER_MESSAGES,
  ADVANCED_FILTER_TYPE_RULES,
  type AdvancedFilterRule,
  type AdvancedFilterRuleBody,
  type AdvancedFilterType,
} from '@platfox/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { announceListChange, type Live } from '../../platform/live';
import type { Actor } from '../auth/index';
import { refuseTakenOrInUse } from '../catalog/index';
import { advancedFilterRules, type AdvancedFilterRuleRow } from './tables';

/** GET advanced-filters/types: the same table the domain checks every condition with. */
export const ADVANCED_FILTER_TYPES: AdvancedFilterType[] = ADVANCED_FILTER_CONDITION_TYPES.map(
  (type) => ({
    type,
    operations: [...ADVANCED_FILTER_TYPE_RULES[type].operations],
    value: ADVANCED_FILTER_TYPE_RULES[type].value,
  }),
);

export function ruleView(row: AdvancedFilterRuleRow): AdvancedFilterRule {
  return {
    id: row.id,
    name: row.name,
    conditions: row.conditions,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The admin's advanced filter rules; the list and deletes go through the data list. */
export class AdvancedFilterService {
  constructor(
    private readonly db: Db,
    private readonly live: Live,
  ) {}

  async get(id: string, db: Db | DbTx = this.db): Promise<AdvancedFilterRule> {
    const [row] = await db.select().from(advancedFilterRules).where(eq(advancedFilterRules.id, id));
    if (!row) throw notFound(ADVANCED_FILTER_MESSAGES.notFound);
    return ruleView(row);
  }

  /** Names by name, for the coupon form's picker. */
  async choices(): Promise<{ id: string; name: string }[]> {
    return this.db
      .select({ id: advancedFilterRules.id, name: advancedFilterRules.name })
      .from(advancedFilterRules)
      .orderBy(asc(advancedFilterRules.name));
  }

  async create(actor: Actor, body: AdvancedFilterRuleBody): Promise<AdvancedFilterRule> {
    const [row] = await this.db
      .insert(advancedFilterRules)
      .values({ name: body.name, conditions: body.conditions, createdById: actor.id })
      .returning()
      .catch(refuseTakenOrInUse('name', ADVANCED_FILTER_MESSAGES.inUse));
    const rule = ruleView(row!);
    announceListChange(this.live, { model: 'advanced-filter', kind: 'created', ids: [rule.id] });
    return rule;
  }

  /** Later estimates and placements of the coupons using it check the edited conditions. */
  async update(id: string, body: AdvancedFilterRuleBody): Promise<AdvancedFilterRule> {
    const [row] = await this.db
      .update(advancedFilterRules)
      .set({ name: body.name, conditions: body.conditions, updatedAt: new Date() })
      .where(eq(advancedFilterRules.id, id))
      .returning()
      .catch(refuseTakenOrInUse('name', ADVANCED_FILTER_MESSAGES.inUse));
    if (!row) throw notFound(ADVANCED_FILTER_MESSAGES.notFound);
    const rule = ruleView(row);
    announceListChange(this.live, { model: 'advanced-filter', kind: 'updated', ids: [id] });
    return rule;
  }
}
