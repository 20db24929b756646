import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { fail, ok, renderApp, signInAs, signOutQuietly, type Answers } from '../../test/testApp';
import {
  anOrder,
  estimate,
  ITEM_ID,
  ORDER_ID,
  PRODUCT_ID,
  productRow,
  productType,
} from './testOrders';

/* A saved draft holds no coupon: the seller types one on the draft page and it goes with placing. */

const FIRST_LOAD = { timeout: 15_000 };
vi.setConfig({ testTimeout: 60_000 });

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => signOutQuietly());
afterEach(() => vi.unstubAllGlobals());

const line = {
  id: 'item-1',
  productId: PRODUCT_ID,
  productTypeItemId: ITEM_ID,
  productTitle: 'Sunset Tee',
  productSku: 'SUN-1',
  productTypeName: 'Classic T-Shirt',
  variantName: 'White / M',
  quantity: 2,
  price: 950,
  shippingPrice: 650,
  discountAmount: 0,
  discountShippingAmount: 0,
  totalPrice: 2550,
  status: 'NOT_READY' as const,
  actions: [],
  timeline: {
    approvedAt: null,
    beginProcessAt: null,
    finishProcessAt: null,
    beginShipAt: null,
    finishAt: null,
  },
};
const draft = anOrder({ isDraft: true, status: 'NOT_READY', items: [line] });

const serve = (place: () => Response): Answers => ({
  'GET /api/accounts/permissions': () => ok({ status: 200, data: [] }),
  'POST /api/data-lists': () =>
    ok({
      status: 200,
      items: [productRow],
      total: 1,
      isTotalEstimated: false,
      query: { filters: [], filtersRef: [], timezone: 'UTC' },
    }),
  'GET /api/seller/product-types': () => ok({ status: 200, data: [productType] }),
  'POST /api/seller/estimate-order-price': () => ok({ status: 200, data: estimate }),
  [`GET /api/orders/${ORDER_ID}`]: () => ok({ status: 200, data: draft }),
  [`PUT /api/orders/${ORDER_ID}`]: () => ok({ status: 200, data: draft }),
  [`POST /api/orders/${ORDER_ID}/place`]: place,
});

async function applyCoupon(code: string) {
  const input = await screen.findByTestId('coupon-field-input', {}, FIRST_LOAD);
  fireEvent.change(input, { target: { value: code } });
  await waitFor(
    () => expect(screen.getByTestId('coupon-field-apply')).toHaveProperty('disabled', false),
    FIRST_LOAD,
  );
  fireEvent.click(screen.getByTestId('coupon-field-apply'));
  await screen.findByTestId('coupon-field-remove', {}, FIRST_LOAD);
}

describe('placing a saved draft with a coupon', () => {
  it('sends the typed code with the place call, never with the saved draft', async () => {
    signInAs({ type: 'SELLER' });
    const placed = anOrder({ isDraft: false, status: 'PENDING' });
    const { calls } = renderApp(
      `/s/draft-order/${ORDER_ID}`,
      serve(() => ok({ status: 200, data: placed })),
    );
    await applyCoupon('SAVE_5');
    fireEvent.click(screen.getByTestId('order-place'));
    await waitFor(
      () => expect(calls.some((call) => call.path === `/api/orders/${ORDER_ID}/place`)).toBe(true),
      FIRST_LOAD,
    );
    const place = calls.find((call) => call.path === `/api/orders/${ORDER_ID}/place`);
    expect(place?.body).toEqual({ couponCode: 'SAVE_5' });
    const edits = calls.filter((call) => call.method === 'PUT');
    for (const edit of edits) expect(edit.body).not.toHaveProperty('couponCode');
  });

  it("shows the server's refusal of the code and stays on the draft", async () => {
    signInAs({ type: 'SELLER' });
    const refusal = 'This coupon has expired';
    const { router } = renderApp(
      `/s/draft-order/${ORDER_ID}`,
      serve(() => fail(400, refusal, { couponCode: refusal })),
    );
    await applyCoupon('OLD_1');
    fireEvent.click(screen.getByTestId('order-place'));
    expect(await screen.findByTestId('order-submit-error', {}, FIRST_LOAD)).toHaveProperty(
      'textContent',
      expect.stringContaining(refusal),
    );
    expect(router.state.location.pathname).toBe(`/s/draft-order/${ORDER_ID}`);
  });
});

describe("the seller's coupon suggestions", () => {
  const suggestion = {
    id: 'c-1',
    code: 'SPRING_10',
    type: 'DISCOUNT_AMOUNT_IN_TOTAL',
    amount: 10,
    isFixedValue: false,
    maxAmountValue: 500,
    toDate: -1,
  };

  it('applies a suggested coupon with one click and places the draft with it', async () => {
    signInAs({ type: 'SELLER' });
    const placed = anOrder({ isDraft: false, status: 'PENDING' });
    const { calls } = renderApp(`/s/draft-order/${ORDER_ID}`, {
      ...serve(() => ok({ status: 200, data: placed })),
      'GET /api/seller/coupons': () => ok({ status: 200, data: [suggestion] }),
    });
    const offered = await screen.findByTestId('coupon-suggestions', {}, FIRST_LOAD);
    expect(offered.textContent).toContain('SPRING_10');
    expect(offered.textContent).toContain('10% · Discount on the total · up to $5.00');
    const apply = screen.getByTestId('coupon-suggestion-SPRING_10');
    await waitFor(() => expect(apply).toHaveProperty('disabled', false), FIRST_LOAD);
    fireEvent.click(apply);
    await screen.findByTestId('coupon-field-remove', {}, FIRST_LOAD);
    // Applied: the suggestions step aside until the coupon is removed.
    expect(screen.queryByTestId('coupon-suggestions')).toBeNull();
    const priced = calls.filter((call) => call.path === '/api/seller/estimate-order-price');
    expect(priced.at(-1)?.body).toMatchObject({ couponCode: 'SPRING_10' });
    fireEvent.click(screen.getByTestId('order-place'));
    await waitFor(
      () => expect(calls.some((call) => call.path === `/api/orders/${ORDER_ID}/place`)).toBe(true),
      FIRST_LOAD,
    );
    const place = calls.find((call) => call.path === `/api/orders/${ORDER_ID}/place`);
    expect(place?.body).toEqual({ couponCode: 'SPRING_10' });
  });
});
