import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADVANCED_FILTER_CONDITION_TYPES, ADVANCED_FILTER_TYPE_RULES } from '@platfox/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n, initI18n } from '../../platform/i18n';
import {
  listAnswer,
  ok,
  renderApp,
  signInAs,
  signOutQuietly,
  type Answers,
} from '../../test/testApp';
import { fromConditions, toRuleBody, typeTableOf, validateRule } from './ruleForm';

const ROW_ID = '66666666-6666-4666-8666-666666666666';
const at = '2026-11-01T10:00:00.000Z';
const ALL = [
  'ADVANCED_FILTER_RULE_ACCESS',
  'ADVANCED_FILTER_RULE_DETAIL_ACCESS',
  'ADVANCED_FILTER_RULE_DETAIL_CREATE',
  'ADVANCED_FILTER_RULE_DETAIL_UPDATE',
];
const row = {
  id: ROW_ID,
  name: 'Big US orders',
  conditions: [
    { type: 'COUNTRY', operation: 'IN', value: ['US', 'CA'] },
    { type: 'ORDER_SUB_VALUE', operation: 'GTEQ', value: 2500 },
  ],
  conditionCount: 2,
  couponCount: 1,
  createdAt: at,
  updatedAt: at,
  updatable: true,
};

/** GET advanced-filters/types as the server answers it (its table is the domain's). */
const TYPES = ADVANCED_FILTER_CONDITION_TYPES.map((type) => ({
  type,
  operations: [...ADVANCED_FILTER_TYPE_RULES[type].operations],
  value: ADVANCED_FILTER_TYPE_RULES[type].value,
}));
const table = typeTableOf(TYPES);

const serve = (permissions: string[], extra: Answers = {}): Answers => ({
  'GET /api/accounts/permissions': () => ok({ status: 200, data: permissions }),
  'POST /api/data-lists': () => listAnswer([row]),
  'GET /api/apps/datalist-filter/advanced-filter': () => ok({ status: 200, data: [] }),
  'GET /api/advanced-filters/types': () => ok({ status: 200, data: TYPES }),
  ...extra,
});

const PATIENT = { timeout: 20_000 };
vi.setConfig({ testTimeout: 40_000 });

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => signOutQuietly());
afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en', { isRemembered: false });
});

describe('/a/advanced-filters', () => {
  it('lists the rules through their model with each condition in words', async () => {
    signInAs({ type: 'ADMIN', permissions: ALL });
    const { calls } = renderApp('/a/advanced-filters', serve(ALL));
    const listed = await screen.findByTestId('data-list-row', {}, PATIENT);
    expect(calls.find((call) => call.path === '/api/data-lists')?.body).toMatchObject({
      model: 'advanced-filter',
      sorting: [{ field: 'createdAt', direction: 'desc' }],
    });
    expect(listed.textContent).toContain('Big US orders');
    const conditions = within(listed).getByTestId('rule-conditions-text');
    expect(conditions.textContent).toContain('Country is one of US, CA');
    expect(conditions.textContent).toContain('Order subtotal at least $25.00');
    expect(screen.getByTestId('rule-create')).toBeTruthy();
  });

  it('creates a rule: an empty one is refused in words, then the body the server expects', async () => {
    signInAs({ type: 'ADMIN', permissions: ALL });
    const { calls } = renderApp(
      '/a/advanced-filters',
      serve(ALL, { 'POST /api/advanced-filters': () => ok({ status: 200, data: row }) }),
    );
    fireEvent.click(await screen.findByTestId('rule-create', {}, PATIENT));
    const modal = await screen.findByTestId('rule-modal', {}, PATIENT);
    fireEvent.click(within(modal).getByTestId('rule-save'));
    expect(await within(modal).findByText('This field is required')).toBeTruthy();
    expect(within(modal).getByTestId('rule-conditions-error').textContent).toBe(
      'Add at least one condition',
    );
    expect(calls.some((call) => call.path === '/api/advanced-filters')).toBe(false);

    fireEvent.change(within(modal).getByTestId('rule-name'), {
      target: { value: 'North America' },
    });
    fireEvent.click(within(modal).getByTestId('rule-condition-add'));
    fireEvent.change(await within(modal).findByTestId('rule-condition-value'), {
      target: { value: 'US, CA' },
    });
    fireEvent.click(within(modal).getByTestId('rule-save'));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/advanced-filters')?.body).toEqual({
        name: 'North America',
        conditions: [{ type: 'COUNTRY', operation: 'IN', value: ['US', 'CA'] }],
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('rule-modal')).toBeNull());
  });

  it('edits a rule in a dialog that opens on its values; money shows in dollars', async () => {
    signInAs({ type: 'ADMIN', permissions: ALL });
    const { calls } = renderApp(
      '/a/advanced-filters',
      serve(ALL, { [`PUT /api/advanced-filters/${ROW_ID}`]: () => ok({ status: 200, data: row }) }),
    );
    const listed = await screen.findByTestId('data-list-row', {}, PATIENT);
    fireEvent.click(within(listed).getByTestId('row-action-edit'));
    const modal = await screen.findByTestId('rule-modal', {}, PATIENT);
    expect((within(modal).getByTestId('rule-name') as HTMLInputElement).value).toBe(
      'Big US orders',
    );
    const values = within(modal).getAllByTestId('rule-condition-value') as HTMLInputElement[];
    expect(values.map((input) => input.value)).toEqual(['US, CA', '25.00']);
    fireEvent.change(values[1]!, { target: { value: '30.001' } });
    fireEvent.click(within(modal).getAllByTestId('rule-condition-remove')[0]!);
    fireEvent.click(within(modal).getByTestId('rule-save'));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        name: 'Big US orders',
        conditions: [{ type: 'ORDER_SUB_VALUE', operation: 'GTEQ', value: 3001 }],
      }),
    );
  });

  it('asks before deleting the selected rules', async () => {
    signInAs({ type: 'ADMIN', permissions: ALL });
    const { calls } = renderApp(
      '/a/advanced-filters',
      serve(ALL, {
        'POST /api/data-lists/delete': () =>
          ok({
            status: 200,
            message: '0 items deleted',
            deleted: 0,
            refused: [{ id: ROW_ID, reason: 'A rule used by a coupon cannot be deleted' }],
          }),
      }),
    );
    await screen.findByTestId('data-list-row', {}, PATIENT);
    fireEvent.click(screen.getByTestId('data-list-select-all'));
    fireEvent.click(screen.getByTestId('data-list-bulk-delete'));
    expect(await screen.findByTestId('data-list-delete-confirm')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/data-lists/delete')).toBe(false);
    fireEvent.click(screen.getByTestId('data-list-delete-ok'));
    expect((await screen.findByTestId('data-list-refused')).textContent).toContain(
      'A rule used by a coupon cannot be deleted',
    );
  });

  it('gives an admin who may only list neither create, edit nor delete', async () => {
    signInAs({ type: 'ADMIN', permissions: ['ADVANCED_FILTER_RULE_ACCESS'] });
    renderApp('/a/advanced-filters', serve(['ADVANCED_FILTER_RULE_ACCESS']));
    const listed = await screen.findByTestId('data-list-row', {}, PATIENT);
    expect(screen.queryByTestId('rule-create')).toBeNull();
    expect(within(listed).queryByTestId('row-action-edit')).toBeNull();
    expect(screen.queryByTestId('data-list-bulk-delete')).toBeNull();
  });

  it('reads right to left in Arabic with the conditions in Arabic words', async () => {
    await changeLanguage('ar', { isRemembered: false });
    signInAs({ type: 'ADMIN', permissions: ALL });
    renderApp('/a/advanced-filters', serve(ALL));
    const listed = await screen.findByTestId('data-list-row', {}, PATIENT);
    expect(document.documentElement.dir).toBe('rtl');
    expect(within(listed).getByTestId('rule-conditions-text').textContent).toContain('الدولة');
    expect(screen.getByTestId('rule-create').textContent).toBe('قاعدة جديدة');
  });
});

describe('ruleForm', () => {
  it('sends money in cents rounded up, counts and lists as typed', () => {
    const body = toRuleBody(
      {
        name: 'Mixed',
        conditions: [
          { type: 'DEPOSIT', operation: 'GTEQ', value: '10.001' },
          { type: 'TOTAL_PRODUCTS_IN_ORDER_ITEM_COMPLETE', operation: 'GTEQ', value: '100' },
          { type: 'PRODUCT_TYPE', operation: 'NIN', value: 'a1, b2' },
          { type: 'ALLOW_FAST_SHIPPING', operation: 'TRUE', value: '' },
        ],
      },
      table,
    );
    expect(body).toEqual({
      name: 'Mixed',
      conditions: [
        { type: 'DEPOSIT', operation: 'GTEQ', value: 1001 },
        { type: 'TOTAL_PRODUCTS_IN_ORDER_ITEM_COMPLETE', operation: 'GTEQ', value: 100 },
        { type: 'PRODUCT_TYPE', operation: 'NIN', value: ['a1', 'b2'] },
        { type: 'ALLOW_FAST_SHIPPING', operation: 'TRUE', value: null },
      ],
    });
    expect(fromConditions(row.conditions as never, table).map((c) => c.value)).toEqual([
      'US, CA',
      '25.00',
    ]);
  });

  it("words the domain's refusals in the admin's language", () => {
    const checked = validateRule(
      {
        name: 'X',
        conditions: [
          { type: 'COUNTRY', operation: 'IS', value: 'US, CA' },
          { type: 'DEPOSIT', operation: 'GTEQ', value: '' },
        ],
      },
      table,
      i18n.t,
    );
    expect(checked.errors).toEqual({
      'conditions.0.value': 'This condition needs a value of its kind',
      'conditions.1.value': 'This field is required',
    });
  });
});
