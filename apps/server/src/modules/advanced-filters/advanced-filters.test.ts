import { ADVANCED_FILTER_MESSAGES, COUPON_MESSAGES } from '@platfox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, demoPrinter, newAdmin, newSeller, type Caller } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { NO_DELETE_PERMISSION } from '../data-lists/admin-delete';
import { couponAdmin, createCoupon, newShopper } from '../coupons/test-fixtures';
import { freshRuleName, ruleAdmin } from './test-fixtures';

let ctx: TestContext;
let admin: Caller;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = as(ctx, await ruleAdmin(ctx));
});
afterAll(() => ctx.close());

const unknown = '00000000-0000-4000-8000-000000000000';
const usOnly = [{ type: 'COUNTRY', operation: 'IN', value: ['US'] }];

async function newRule(conditions: Record<string, unknown>[] = usOnly, name = freshRuleName()) {
  const answer = await admin.post('/api/advanced-filters', { name, conditions });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { id: string; name: string };
}

describe('GET advanced-filters/types', () => {
  it('answers every type with the operations it takes and the kind of its value', async () => {
    const answer = await admin.get('/api/advanced-filters/types');
    expect(answer.status).toBe(200);
    const types = answer.body.data as { type: string; operations: string[]; value: string }[];
    expect(types.map((entry) => entry.type)).toEqual([
      'ALLOW_FAST_SHIPPING',
      'COUNTRY',
      'ORDER_SUB_VALUE',
      'ORDER_TOTAL_VALUE',
      'PRODUCT_TYPE',
      'DEPOSIT',
      'TOTAL_PRODUCTS_IN_ORDER_ITEM_COMPLETE',
      'TOTAL_ORDER_SUB_VALUE',
      'TOTAL_ORDER_VALUE',
    ]);
    expect(types).toContainEqual({
      type: 'ALLOW_FAST_SHIPPING',
      operations: ['TRUE', 'FALSE'],
      value: 'none',
    });
    expect(types).toContainEqual({
      type: 'COUNTRY',
      operations: ['IN', 'NIN', 'IS', 'ISNT'],
      value: 'list',
    });
    expect(types).toContainEqual({
      type: 'DEPOSIT',
      operations: ['EQ', 'GTEQ', 'LTEQ'],
      value: 'money',
    });
    expect(types).toContainEqual({
      type: 'TOTAL_PRODUCTS_IN_ORDER_ITEM_COMPLETE',
      operations: ['EQ', 'GTEQ', 'LTEQ'],
      value: 'count',
    });
  });
});

describe('rules', () => {
  it('creates, reads, edits and lists a rule with its coupons counted', async () => {
    const name = freshRuleName('Big US orders');
    const conditions = [
      { type: 'COUNTRY', operation: 'IN', value: ['US', 'CA'] },
      { type: 'ORDER_SUB_VALUE', operation: 'GTEQ', value: 5000 },
      // A yes/no condition keeps no value, whatever was sent.
      { type: 'ALLOW_FAST_SHIPPING', operation: 'TRUE', value: 3 },
    ];
    const created = await admin.post('/api/advanced-filters', { name: ` ${name} `, conditions });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({
      name,
      conditions: [conditions[0], conditions[1], { ...conditions[2], value: null }],
    });
    const id = created.body.data.id;
    expect((await admin.get(`/api/advanced-filters/${id}`)).body.data).toEqual(created.body.data);

    const edited = await admin.put(`/api/advanced-filters/${id}`, {
      name,
      conditions: [{ type: 'DEPOSIT', operation: 'LTEQ', value: 100_000 }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.conditions).toEqual([
      { type: 'DEPOSIT', operation: 'LTEQ', value: 100_000 },
    ]);

    const coupons = await couponAdmin(ctx);
    await createCoupon(ctx, coupons, {
      type: 'DISCOUNT_AMOUNT_IN_TOTAL',
      amount: 5,
      isFixedValue: false,
      advancedFilterConditionId: id,
    });
    const listed = await admin.list('advanced-filter', {
      filters: [{ field: 'name', operation: 'exact', value: name }],
    });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.items).toEqual([
      expect.objectContaining({ id, name, conditionCount: 1, couponCount: 1 }),
    ]);
    // The coupon form's picker names it.
    const choices = await as(ctx, coupons).get('/api/advanced-filters/choices');
    expect(choices.body.data).toContainEqual({ id, name });
  });

  it('refuses bad input with the field and a clear message (400), a taken name (409)', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const answer = await admin.post('/api/advanced-filters', {
        name: freshRuleName(),
        conditions: usOnly,
        ...body,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      return answer.body.errors as Record<string, string>;
    };
    expect(await refused({ name: '  ' })).toHaveProperty('name');
    expect(await refused({ conditions: [] })).toMatchObject({
      conditions: ADVANCED_FILTER_MESSAGES.noConditions,
    });
    expect(
      await refused({ conditions: [{ type: 'COUNTRY', operation: 'GTEQ', value: ['US'] }] }),
    ).toMatchObject({ 'conditions.0.operation': ADVANCED_FILTER_MESSAGES.conditionOperation });
    expect(
      await refused({ conditions: [{ type: 'DEPOSIT', operation: 'GTEQ', value: ['US'] }] }),
    ).toMatchObject({ 'conditions.0.value': ADVANCED_FILTER_MESSAGES.conditionValue });
    expect(
      await refused({ conditions: [{ type: 'COUNTRY', operation: 'IS', value: ['US', 'CA'] }] }),
    ).toMatchObject({ 'conditions.0.value': ADVANCED_FILTER_MESSAGES.conditionValue });
    expect(
      await refused({ conditions: [{ type: 'ORDER_TOTAL_VALUE', operation: 'EQ', value: 12.5 }] }),
    ).toHaveProperty(['conditions.0.value']);
    expect(await refused({ conditions: [{ type: 'SOMETHING', operation: 'EQ' }] })).toHaveProperty([
      'conditions.0.type',
    ]);

    const taken = await newRule();
    const again = await admin.post('/api/advanced-filters', {
      name: taken.name,
      conditions: usOnly,
    });
    expect(again.status).toBe(409);
    expect(again.body.errors).toHaveProperty('name');
    expect((await admin.get(`/api/advanced-filters/${unknown}`)).status).toBe(404);
    const missing = await admin.put(`/api/advanced-filters/${unknown}`, {
      name: freshRuleName(),
      conditions: usOnly,
    });
    expect(missing.status).toBe(404);
  });

  it('refuses a seller, a printer and an admin without the permission', async () => {
    const rule = await newRule();
    const body = { name: freshRuleName(), conditions: usOnly };
    const seller = as(ctx, (await newSeller(ctx)).session);
    const printer = (await demoPrinter(ctx)).call;
    const stranger = as(ctx, await newAdmin(ctx, ['COUPON_ACCESS']));
    for (const caller of [seller, printer, stranger]) {
      expect((await caller.get('/api/advanced-filters/types')).status).toBe(403);
      expect((await caller.get('/api/advanced-filters/choices')).status).toBe(403);
      expect((await caller.get(`/api/advanced-filters/${rule.id}`)).status).toBe(403);
      expect((await caller.post('/api/advanced-filters', body)).status).toBe(403);
      expect((await caller.put(`/api/advanced-filters/${rule.id}`, body)).status).toBe(403);
      expect((await caller.list('advanced-filter')).status).toBe(403);
      expect((await caller.remove('advanced-filter', [rule.id])).status).toBe(403);
    }
    // Listing only: it reads, it neither writes nor deletes.
    const reader = as(ctx, await newAdmin(ctx, ['ADVANCED_FILTER_RULE_ACCESS']));
    expect((await reader.list('advanced-filter')).status).toBe(200);
    expect((await reader.post('/api/advanced-filters', body)).status).toBe(403);
    expect((await reader.put(`/api/advanced-filters/${rule.id}`, body)).status).toBe(403);
    const removed = await reader.remove('advanced-filter', [rule.id]);
    expect(removed.body).toMatchObject({
      deleted: 0,
      refused: [{ id: rule.id, reason: NO_DELETE_PERMISSION }],
    });
    expect((await admin.get(`/api/advanced-filters/${rule.id}`)).status).toBe(200);
  });

  it('deletes an unused rule; one a coupon uses stays, with the reason', async () => {
    const unused = await newRule();
    const used = await newRule();
    await createCoupon(ctx, await couponAdmin(ctx), {
      type: 'SHIPPING_FREE',
      amount: 0,
      isFixedValue: false,
      advancedFilterConditionId: used.id,
    });
    const removed = await admin.remove('advanced-filter', [unused.id, used.id]);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({
      deleted: 1,
      refused: [{ id: used.id, reason: ADVANCED_FILTER_MESSAGES.inUse }],
    });
    expect((await admin.get(`/api/advanced-filters/${unused.id}`)).status).toBe(404);
    expect((await admin.get(`/api/advanced-filters/${used.id}`)).status).toBe(200);
  });
});

describe('a coupon checked through its rule', () => {
  it('applies while the order meets the rule, and not once the rule is edited against it', async () => {
    const rule = await newRule([
      { type: 'COUNTRY', operation: 'IS', value: ['US'] },
      { type: 'TOTAL_PRODUCTS_IN_ORDER_ITEM_COMPLETE', operation: 'LTEQ', value: 10 },
    ]);
    const { code } = await createCoupon(ctx, await couponAdmin(ctx), {
      type: 'DISCOUNT_AMOUNT_WITHOUT_SHIPPING',
      amount: 10,
      isFixedValue: false,
      advancedFilterConditionId: rule.id,
    });
    const shopper = await newShopper(ctx);
    const estimate = () =>
      shopper.call('POST', '/api/orders/estimate', shopper.cart({ couponCode: code }));
    // A new seller to the US: 10% off the 3000 cents of goods.
    const applied = await estimate();
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data).toMatchObject({ couponCode: code, total: 3850 - 300 });

    const edited = await admin.put(`/api/advanced-filters/${rule.id}`, {
      name: rule.name,
      conditions: [{ type: 'COUNTRY', operation: 'ISNT', value: ['US'] }],
    });
    expect(edited.status).toBe(200);
    const refused = await estimate();
    expect(refused.status).toBe(400);
    expect(refused.body.errors.couponCode).toBe(COUPON_MESSAGES.conditions);
  });
});
