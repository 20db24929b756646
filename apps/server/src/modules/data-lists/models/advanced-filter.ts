import { ADVANCED_FILTER_MESSAGES, advancedFilterList } from '@platfox/domain';
import { inArray, sql } from 'drizzle-orm';
import { advancedFiltersReadModel, deleteAdvancedFilterRules } from '../../advanced-filters/index';
import { qualified as q } from '../../catalog/index';
import { couponsReadModel } from '../../coupons/index';
import { engagementReadModel } from '../../engagement/index';
import { adminDelete } from '../admin-delete';
import { datedRow, selectionOf } from '../model-parts';
import { serveListModel } from '../registry';
const { advancedFilterRules } = advancedFiltersReadModel;
const { coupons } = couponsReadModel;
const { eventMilestones } = engagementReadModel;

const couponCount = sql<number>`(select count(*)::int from ${coupons} where ${q(coupons.advancedFilterConditionId)} = ${q(advancedFilterRules.id)})`;

const columns = {
  name: advancedFilterRules.name,
  conditionCount: sql<number>`jsonb_array_length(${advancedFilterRules.conditions})`.mapWith(
    Number,
  ),
  couponCount,
  createdAt: advancedFilterRules.createdAt,
  updatedAt: advancedFilterRules.updatedAt,
};

/**
 * Advanced filter rules (/a/advanced-filters) for admins with ADVANCED_FILTER_RULE_ACCESS; a rule
 * a coupon or a milestone names stays (they would lose their conditions).
 */
export const advancedFilterListModel = serveListModel(advancedFilterList, {
  source: (db, selection) => db.select(selection).from(advancedFilterRules).$dynamic(),
  id: advancedFilterRules.id,
  columns,
  select: {
    id: advancedFilterRules.id,
    ...selectionOf(columns),
    conditions: advancedFilterRules.conditions,
  },
  scope: () => undefined,
  toRow: datedRow,
  delete: adminDelete('ADVANCED_FILTER_RULE_DETAIL_UPDATE', {
    inUse: async (db, ids) => {
      const [byCoupons, byMilestones] = await Promise.all([
        db
          .select({ id: coupons.advancedFilterConditionId })
          .from(coupons)
          .where(inArray(coupons.advancedFilterConditionId, ids)),
        db
          .select({ id: eventMilestones.advancedFilterConditionId })
          .from(eventMilestones)
          .where(inArray(eventMilestones.advancedFilterConditionId, ids)),
      ]);
      const used = [...byCoupons, ...byMilestones];
      return new Map(used.map((row) => [String(row.id), ADVANCED_FILTER_MESSAGES.inUse]));
    },
    run: deleteAdvancedFilterRules,
  }),
});
