import type { DemoCast } from './calls';

type Made = { data: { id: string } };

/**
 * Advanced filter rules' sample (issue 35): two rules, and a coupon that applies only to orders
 * meeting the first (shipped to North America, $50 of goods or more). The second is on the
 * merchant's history only, so the event form's milestones offer it too.
 */
export async function writeFilterRules({ admin }: DemoCast): Promise<void> {
  const northAmerica = await admin<Made>('POST', '/advanced-filters', {
    name: 'North America, $50 or more',
    conditions: [
      { type: 'COUNTRY', operation: 'IN', value: ['US', 'CA'] },
      { type: 'ORDER_SUB_VALUE', operation: 'GTEQ', value: 5000 },
    ],
  });
  await admin('POST', '/advanced-filters', {
    name: 'Loyal merchants',
    conditions: [
      { type: 'TOTAL_PRODUCTS_IN_ORDER_ITEM_COMPLETE', operation: 'GTEQ', value: 50 },
      { type: 'DEPOSIT', operation: 'GTEQ', value: 100_000 },
    ],
  });
  await admin('POST', '/coupons', {
    code: 'NORTH_AMERICA_10',
    type: 'DISCOUNT_AMOUNT_WITHOUT_SHIPPING',
    amount: 10,
    isFixedValue: false,
    maxAmountValue: 2000,
    limitOnUserUsage: 3,
    advancedFilterConditionId: northAmerica.data.id,
  });
}
