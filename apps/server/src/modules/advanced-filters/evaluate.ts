import { isHistoryRule, type AdvancedFilterCondition } from '@platfox/domain';
import { and, asc, eq, inArray, ne, sql, sum } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import { ledgerReadModel } from '../ledger/index';
import { ordersReadModel } from '../orders/index';
import { orderItemsReadModel } from '../order-items/index';
import { advancedFilterRules } from './tables';
const { transactions } = ledgerReadModel;
const { orders } = ordersReadModel;
const { orderItems } = orderItemsReadModel;

/** What the cart is, before any discount: the facts a rule's order conditions are checked against. */
export type OrderFacts = {
  country: string;
  isFastShipping: boolean;
  productTypeIds: string[];
  /** Goods (items and extra print), cents. */
  subtotal: number;
  /** Goods and shipping, cents. */
  total: number;
};

/** The seller's history, read only for the conditions that need it. */
type SellerFacts = {
  deposit: number;
  completedProducts: number;
  orderSubValue: number;
  orderValue: number;
};

async function sellerFacts(db: Db | DbTx, sellerId: string): Promise<SellerFacts> {
  const [deposit] = await db
    .select({ total: sum(transactions.amount) })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, sellerId),
        eq(transactions.type, 'DEPOSIT'),
        eq(transactions.status, 'APPROVED'),
      ),
    );
  const placed = and(
    eq(orders.sellerId, sellerId),
    eq(orders.isDraft, false),
    ne(orders.status, 'CANCELED'),
  );
  const [items] = await db
    .select({
      completed: sql<string>`coalesce(sum(${orderItems.quantity}) filter (where ${orderItems.status} = 'COMPLETED'), 0)`,
      subValue: sql<string>`coalesce(sum(${orderItems.price}) filter (where ${orderItems.status} <> 'CANCELED'), 0)`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(placed);
  const [value] = await db
    .select({ total: sum(orders.total) })
    .from(orders)
    .where(placed);
  return {
    deposit: Number(deposit?.total ?? 0),
    completedProducts: Number(items?.completed ?? 0),
    orderSubValue: Number(items?.subValue ?? 0),
    orderValue: Number(value?.total ?? 0),
  };
}

function compare(actual: number, condition: AdvancedFilterCondition): boolean {
  const wanted = typeof condition.value === 'number' ? condition.value : 0;
  if (condition.operation === 'GTEQ') return actual >= wanted;
  if (condition.operation === 'LTEQ') return actual <= wanted;
  return actual === wanted;
}

/** IN and IS ask for membership, NIN and ISNT for its absence. */
const isNegative = (condition: AdvancedFilterCondition) =>
  condition.operation === 'NIN' || condition.operation === 'ISNT';

/**
 * Every condition must hold. PRODUCT_TYPE IN means every line is of a listed product type, NIN
 * that none is; the seller's history (deposits, completed products, orders) is read once, lazily.
 */
export async function meetsConditions(
  db: Db | DbTx,
  sellerId: string,
  conditions: readonly AdvancedFilterCondition[],
  facts: OrderFacts,
): Promise<boolean> {
  let history: SellerFacts | undefined;
  const seller = async () => (history ??= await sellerFacts(db, sellerId));
  for (const condition of conditions) {
    const list = Array.isArray(condition.value) ? condition.value : [];
    let holds: boolean;
    switch (condition.type) {
      case 'ALLOW_FAST_SHIPPING':
        holds = facts.isFastShipping === (condition.operation === 'TRUE');
        break;
      case 'COUNTRY':
        holds = list.includes(facts.country) !== isNegative(condition);
        break;
      case 'PRODUCT_TYPE':
        holds = isNegative(condition)
          ? facts.productTypeIds.every((id) => !list.includes(id))
          : facts.productTypeIds.every((id) => list.includes(id));
        break;
      case 'ORDER_SUB_VALUE':
        holds = compare(facts.subtotal, condition);
        break;
      case 'ORDER_TOTAL_VALUE':
        holds = compare(facts.total, condition);
        break;
      case 'DEPOSIT':
        holds = compare((await seller()).deposit, condition);
        break;
      case 'TOTAL_PRODUCTS_IN_ORDER_ITEM_COMPLETE':
        holds = compare((await seller()).completedProducts, condition);
        break;
      case 'TOTAL_ORDER_SUB_VALUE':
        holds = compare((await seller()).orderSubValue, condition);
        break;
      case 'TOTAL_ORDER_VALUE':
        holds = compare((await seller()).orderValue, condition);
        break;
    }
    if (!holds) return false;
  }
  return true;
}

/**
 * Whether the seller's order meets the rule. A rule that is gone (it cannot be while a coupon
 * references it: the foreign key restricts) holds nothing, so nothing is given by mistake.
 */
export async function meetsRule(
  db: Db | DbTx,
  ruleId: string,
  sellerId: string,
  facts: OrderFacts,
): Promise<boolean> {
  const [rule] = await db
    .select({ conditions: advancedFilterRules.conditions })
    .from(advancedFilterRules)
    .where(eq(advancedFilterRules.id, ruleId));
  if (!rule) return false;
  return meetsConditions(db, sellerId, rule.conditions, facts);
}

/** No order: what a history rule is checked with (its conditions never read these facts). */
const NO_ORDER: OrderFacts = {
  country: '',
  isFastShipping: false,
  productTypeIds: [],
  subtotal: 0,
  total: 0,
};

/**
 * Whether the seller meets a rule of history conditions (a milestone's). A rule that is gone, or
 * that holds an order condition (refused when the milestone was saved), holds nothing.
 */
export async function meetsHistoryRule(
  db: Db | DbTx,
  ruleId: string,
  sellerId: string,
): Promise<boolean> {
  const [rule] = await db
    .select({ conditions: advancedFilterRules.conditions })
    .from(advancedFilterRules)
    .where(eq(advancedFilterRules.id, ruleId));
  if (!rule || !isHistoryRule(rule.conditions)) return false;
  return meetsConditions(db, sellerId, rule.conditions, NO_ORDER);
}

/** The rules a milestone may name (history conditions only), by name. */
export async function historyRules(db: Db | DbTx): Promise<{ id: string; name: string }[]> {
  const rules = await db
    .select({
      id: advancedFilterRules.id,
      name: advancedFilterRules.name,
      conditions: advancedFilterRules.conditions,
    })
    .from(advancedFilterRules)
    .orderBy(asc(advancedFilterRules.name));
  return rules
    .filter((rule) => isHistoryRule(rule.conditions))
    .map(({ id, name }) => ({ id, name }));
}

/** Why a milestone may not name these rules: one is missing, or holds an order condition. */
export async function historyRuleProblem(
  db: Db | DbTx,
  ruleIds: readonly string[],
): Promise<'unknown' | 'orderCondition' | null> {
  if (ruleIds.length === 0) return null;
  const unique = [...new Set(ruleIds)];
  const rules = await db
    .select({ conditions: advancedFilterRules.conditions })
    .from(advancedFilterRules)
    .where(inArray(advancedFilterRules.id, unique));
  if (rules.length !== unique.length) return 'unknown';
  return rules.every((rule) => isHistoryRule(rule.conditions)) ? null : 'orderCondition';
}

/** Whether a rule exists: a coupon or milestone may only name one that does. */
export async function ruleExists(db: Db | DbTx, ruleId: string): Promise<boolean> {
  const [rule] = await db
    .select({ id: advancedFilterRules.id })
    .from(advancedFilterRules)
    .where(eq(advancedFilterRules.id, ruleId));
  return Boolean(rule);
}
