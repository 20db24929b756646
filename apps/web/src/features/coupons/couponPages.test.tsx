import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../platform/i18n';
import { renderInApp } from '../../test/render';
import { json } from '../../test/fixtures';
import { fail, ok, renderApp, signInAs, signOutQuietly } from '../../test/testApp';
import { CouponField } from './CouponField';
import type { Coupon } from '@platfox/domain';
import { EMPTY_COUPON, fromCoupon, toCouponBody, validateCoupon } from './couponForm';

const ALL = [
  'COUPON_ACCESS',
  'COUPON_DETAIL_ACCESS',
  'COUPON_DETAIL_CREATE',
  'COUPON_DETAIL_UPDATE',
];
const ID = '22222222-2222-4222-8222-222222222222';
const RULE = '55555555-5555-4555-8555-555555555555';
/** Lazy pages on a busy shared machine take longer than the usual SLOW. */
const PAGE = { timeout: 20_000 };
vi.setConfig({ testTimeout: 40_000 });

const coupon: Coupon = {
  id: ID,
  code: 'SPRING_10',
  type: 'DISCOUNT_AMOUNT_WITHOUT_SHIPPING',
  amount: 10,
  isFixedValue: false,
  maxAmountValue: 500,
  fromDate: -1,
  toDate: -1,
  limitOnCouponUsage: 100,
  limitOnUserUsage: 1,
  isBadgeValue: false,
  isAutoApplyToOrder: false,
  isAllowForSuggestion: false,
  isAppliedToAllMember: true,
  userIds: [],
  networkIds: [],
  advancedFilterConditionId: RULE,
  itemQtyGap: 1,
  limitOnNumberOfDiscount: 0,
  status: 'ACTIVATED',
  usedCount: 3,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const row = {
  ...coupon,
  fromDate: null,
  toDate: null,
  updatable: true,
};

const serve = (permissions: string[], extra: Record<string, () => Response> = {}) => ({
  'GET /api/accounts/permissions': () => ok({ status: 200, data: permissions }),
  'POST /api/data-lists': () =>
    ok({
      status: 200,
      items: [row],
      total: 1,
      isTotalEstimated: false,
      query: { filters: [], filtersRef: [], timezone: 'UTC' },
    }),
  'GET /api/apps/datalist-filter/coupon-code': () => ok({ status: 200, data: [] }),
  [`GET /api/coupons/${ID}`]: () => ok({ status: 200, data: coupon }),
  'GET /api/advanced-filters/choices': () =>
    ok({ status: 200, data: [{ id: RULE, name: 'Orders of $25 or more' }] }),
  ...extra,
});

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => signOutQuietly());
afterEach(() => vi.unstubAllGlobals());

describe('coupon list', () => {
  it('lists coupons through the coupon-code model and links rows to the editor', async () => {
    signInAs({ type: 'ADMIN', permissions: ALL });
    const { calls } = renderApp('/a/coupon-codes', serve(ALL));
    const listed = await screen.findByTestId('data-list-row', {}, PAGE);
    const body = calls.find((call) => call.path === '/api/data-lists')?.body;
    expect(body).toMatchObject({
      model: 'coupon-code',
      sorting: [{ field: 'createdAt', direction: 'desc' }],
    });
    expect(listed.textContent).toContain('Discount without shipping');
    expect(listed.textContent).toContain('10%');
    expect(within(listed).getByText('SPRING_10').getAttribute('href')).toBe(
      `/a/coupon-code/${ID}?m=edit`,
    );
    expect(screen.getByTestId('coupon-create')).toBeTruthy();
  });

  it('gives an admin who may only list neither create nor a link', async () => {
    signInAs({ type: 'ADMIN', permissions: ['COUPON_ACCESS'] });
    renderApp('/a/coupon-codes', serve(['COUPON_ACCESS']));
    const listed = await screen.findByTestId('data-list-row', {}, PAGE);
    expect(screen.queryByTestId('coupon-create')).toBeNull();
    expect(within(listed).getByText('SPRING_10').getAttribute('href')).toBeNull();
  });
});

describe('coupon form', () => {
  it('creates a coupon: the code hint, then the body the server expects', async () => {
    signInAs({ type: 'ADMIN', permissions: ALL });
    const { calls } = renderApp(
      '/a/coupon-code/create',
      serve(ALL, { 'POST /api/coupons': () => ok({ status: 200, data: coupon }) }),
    );
    const code = await screen.findByTestId('coupon-code', {}, PAGE);
    fireEvent.change(code, { target: { value: 'bad-code' } });
    fireEvent.change(screen.getByTestId('coupon-amount'), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('coupon-save'));
    expect(await screen.findAllByText('Code in valid. Example: ABC_012')).not.toHaveLength(0);
    expect(calls.some((call) => call.path === '/api/coupons')).toBe(false);

    fireEvent.change(code, { target: { value: 'spring_10' } });
    fireEvent.click(screen.getByTestId('coupon-save'));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/coupons')).toBe(true));
    expect(calls.find((call) => call.path === '/api/coupons')?.body).toMatchObject({
      code: 'SPRING_10',
      type: 'DISCOUNT_AMOUNT_IN_TOTAL',
      amount: 10,
      isFixedValue: false,
      fromDate: -1,
      toDate: -1,
      isAppliedToAllMember: true,
    });
  });

  it('shows an existing coupon read-only in view mode with its use count', async () => {
    signInAs({ type: 'ADMIN', permissions: ['COUPON_ACCESS', 'COUPON_DETAIL_ACCESS'] });
    renderApp(`/a/coupon-code/${ID}?m=view`, serve(['COUPON_ACCESS', 'COUPON_DETAIL_ACCESS']));
    const code = await screen.findByTestId('coupon-code', {}, PAGE);
    expect((code as HTMLInputElement).value).toBe('SPRING_10');
    expect((code as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('coupon-used-count').textContent).toBe('3');
    expect(screen.queryByTestId('coupon-save')).toBeNull();
    await waitFor(() =>
      expect((screen.getByTestId('coupon-rule') as HTMLInputElement).value).toBe(
        'Orders of $25 or more',
      ),
    );
  });

  it("puts the server's refusal under the field", async () => {
    signInAs({ type: 'ADMIN', permissions: ALL });
    renderApp(
      `/a/coupon-code/${ID}?m=edit`,
      serve(ALL, {
        [`PUT /api/coupons/${ID}`]: () =>
          fail(409, 'The code has already been taken.', {
            code: 'The code has already been taken.',
          }),
      }),
    );
    await screen.findByTestId('coupon-code', {}, PAGE);
    fireEvent.click(screen.getByTestId('coupon-save'));
    expect(await screen.findAllByText('The code has already been taken.')).not.toHaveLength(0);
  });
});

describe('couponForm values', () => {
  it('round-trips a coupon with the rule it references', () => {
    const values = fromCoupon(coupon);
    expect(toCouponBody(values)).toMatchObject({
      code: 'SPRING_10',
      advancedFilterConditionId: RULE,
    });
    expect(toCouponBody({ ...values, advancedFilterConditionId: null })).toMatchObject({
      advancedFilterConditionId: null,
    });
  });

  it("words the domain's rules in the admin's language", () => {
    const checked = validateCoupon(
      { ...EMPTY_COUPON, code: 'ABC_012', amount: 5, isBadgeValue: true, limitOnUserUsage: 2 },
      i18n.t,
    );
    expect(checked.errors).toMatchObject({
      limitOnUserUsage: 'A badge coupon has no usage limits',
    });
    expect(validateCoupon({ ...EMPTY_COUPON, amount: 5 }, i18n.t).errors).toMatchObject({
      code: 'This field is required',
    });
  });
});

describe('CouponField', () => {
  const cart = {
    lines: [
      {
        productId: '33333333-3333-4333-8333-333333333333',
        productTypeItemId: '44444444-4444-4444-8444-444444444444',
        quantity: 1,
      },
    ],
    address: {
      fullName: 'Jo',
      street: '1 Main St',
      city: 'Austin',
      zipcode: '73301',
      country: 'US' as const,
    },
    isFastShipping: false,
    isLocalPickup: false,
  };
  const estimate = {
    items: 3000,
    extraPrint: 0,
    shippingFirstItem: 450,
    shippingRestItems: 400,
    fastShipping: 0,
    shipping: 850,
    discount: 0,
    discountShipping: 850,
    total: 3000,
    lines: [],
    unshippable: [],
    couponCode: 'FREE_SHIP',
  };

  /** The order form's part: it keeps the applied code. */
  function Harness({ onChange }: { onChange: (code: string) => void }) {
    const [code, setCode] = useState('');
    return (
      <CouponField
        cart={cart}
        value={code}
        onChange={(next) => {
          setCode(next);
          onChange(next);
        }}
      />
    );
  }

  it('applies a code through the estimate and tells the discount', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return json(200, { status: 200, data: estimate });
      }),
    );
    const onChange = vi.fn();
    renderInApp(<Harness onChange={onChange} />);
    fireEvent.change(screen.getByTestId('coupon-field-input'), {
      target: { value: ' free_ship ' },
    });
    fireEvent.click(screen.getByTestId('coupon-field-apply'));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(bodies[0]).toMatchObject({ couponCode: 'FREE_SHIP', lines: cart.lines });
    expect(onChange).toHaveBeenCalledWith('FREE_SHIP');
    expect((await screen.findByTestId('coupon-field-applied')).textContent).toBe(
      'Coupon FREE_SHIP applied: $8.50 off',
    );
  });

  it("shows the server's reason when the coupon is refused", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(400, {
          status: 400,
          message: 'This coupon has expired',
          errors: { couponCode: 'This coupon has expired' },
        }),
      ),
    );
    const onChange = vi.fn();
    renderInApp(<CouponField cart={cart} value="" onChange={onChange} />);
    fireEvent.change(screen.getByTestId('coupon-field-input'), { target: { value: 'OLD_1' } });
    fireEvent.click(screen.getByTestId('coupon-field-apply'));
    expect(await screen.findByText('This coupon has expired')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });
});
