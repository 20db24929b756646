import { SHIPPING_PRICE_MESSAGES } from '@platfox/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { fail, ok, renderApp, signInAs, signOutQuietly, type Answers } from '../../test/testApp';

const ROW_ID = '99999999-9999-4999-8999-999999999999';
const at = '2024-05-01T10:00:00.000Z';
const row = {
  id: ROW_ID,
  country: 'FR',
  countryName: 'France',
  productTypeId: '11111111-1111-4111-8111-111111111111',
  productTypeName: 'Classic tee',
  productTypeItemId: '66666666-6666-4666-8666-666666666666',
  name: 'White / M',
  normalFirstItem: 499,
  normalRestItems: 150,
  fastFirstItem: 999,
  fastRestItems: 300,
  price: 999,
  createdAt: at,
  updatedAt: at,
  updatable: true,
};

const serve = (extra: Answers = {}): Answers => ({
  'POST /api/data-lists': () =>
    ok({
      status: 200,
      items: [row],
      total: 1,
      isTotalEstimated: false,
      query: { filters: [], filtersRef: [], timezone: 'UTC' },
    }),
  'GET /api/apps/datalist-filter/shipping-price': () => ok({ status: 200, data: [] }),
  'GET /api/product-types/all': () => ok({ status: 200, data: [] }),
  ...extra,
});

const PATIENT = { timeout: 15_000 };
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  signOutQuietly();
  signInAs({
    type: 'ADMIN',
    permissions: ['SHIPPING_PRICE_ACCESS', 'SHIPPING_PRICE_DETAIL_UPDATE'],
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('shipping prices', () => {
  it('edits a row in the modal, showing dollars and sending cents', async () => {
    const { calls } = renderApp(
      '/a/shipping-price',
      serve({ [`PUT /api/shipping-prices/${ROW_ID}`]: () => ok({ status: 200, data: row }) }),
    );
    const listRow = await screen.findByTestId('data-list-row', {}, PATIENT);
    expect(listRow.textContent).toContain('France (FR)');
    expect(listRow.textContent).toContain('$4.99');
    fireEvent.click(within(listRow).getByTestId('row-action-edit'));
    const modal = await screen.findByTestId('shipping-price-modal', {}, PATIENT);
    const fastFirst = within(modal).getByTestId(
      'shipping-price-fast-firstItem',
    ) as HTMLInputElement;
    expect(fastFirst.value).toBe('$9.99');
    fireEvent.change(fastFirst, { target: { value: '12' } });
    fireEvent.click(within(modal).getByTestId('shipping-price-save'));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        normal: { firstItem: 499, restItems: 150 },
        fast: { firstItem: 1200, restItems: 300 },
      }),
    );
  });

  it('shows the refusal of a country and item that already have a price', async () => {
    renderApp(
      '/a/shipping-price',
      serve({
        'POST /api/shipping-prices': () => fail(409, SHIPPING_PRICE_MESSAGES.duplicate),
      }),
    );
    fireEvent.click(await screen.findByTestId('shipping-price-create', {}, PATIENT));
    const modal = await screen.findByTestId('shipping-price-modal', {}, PATIENT);
    fireEvent.click(within(modal).getByTestId('shipping-price-save'));
    expect((await screen.findByTestId('shipping-price-error', {}, PATIENT)).textContent).toContain(
      SHIPPING_PRICE_MESSAGES.duplicate,
    );
  });
});
