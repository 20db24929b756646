import {
  printerItemMenu,
  type OrderItemStatus,
  type ProductionItem,
  type Staff,
} from '@platfox/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { ok, renderApp, signInAs, signOutQuietly, type Answers } from '../../test/testApp';
import { clearStaff, storeStaff } from '../staff/staffSession';

/* The printer lists of issue 6: to-pick tabs, pick all variants, statistic and find, and the
 * per-unit coming date on the order view. */

const WAIT = { timeout: 30_000 };
const TEST_TIMEOUT = 60_000;
const STAFF: Staff = {
  id: '0d5b2f4e-7f0a-4c2b-9a51-2f1f0d9c1e11',
  fullName: 'Sky Staff',
  email: null,
  phone: null,
  role: 'USER',
  hasCheckedIn: true,
  isActive: true,
};
const ITEM_A = '11111111-1111-4111-8111-111111111111';
const ORDER_ID = '99999999-9999-4999-8999-999999999999';
const SELLER = '44444444-4444-4444-8444-444444444444';
const NO_FLAGS = { isFtpUploadAllowed: false, hasShippingLabel: false, hasNote: false };

const aRow = (id: string, status: OrderItemStatus) => ({
  id,
  orderId: ORDER_ID,
  status,
  productTitle: 'Tee',
  productSku: 'TEE-1',
  productTypeName: 'T-shirt',
  variantName: 'White / M',
  quantity: 2,
  isFastShipping: false,
  isLocalPickup: false,
  country: 'US',
  trackingCode: null,
  trackingCarrierCode: null,
  isDisallowShipping: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  menu: printerItemMenu(status, NO_FLAGS),
  updatable: true,
});

const shell = (rows: unknown[]): Answers => ({
  'GET /api/accounts/permissions': () => ok({ status: 200, data: [] }),
  'POST /api/data-lists': () =>
    ok({
      status: 200,
      items: rows,
      total: rows.length,
      isTotalEstimated: false,
      query: { filters: [], filtersRef: [], timezone: 'UTC' },
    }),
  'GET /api/apps/datalist-filter/user': () => ok({ status: 200, data: [] }),
  'POST /api/printer/verify-staff': () =>
    ok({ valid: true, hasCheckedIn: true, message: 'OK', staff: STAFF }),
});

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  signOutQuietly();
  signInAs({ type: 'PRINTER' });
  storeStaff(STAFF);
});
afterEach(() => clearStaff());

describe('items to pick', () => {
  it(
    'show sellers by name and send the TikTok orders tab as a fixed filter',
    async () => {
      const { calls } = renderApp('/p', {
        ...shell([aRow(ITEM_A, 'APPROVED')]),
        'POST /api/data-lists/filter-options': () =>
          ok({
            status: 200,
            items: [{ key: SELLER, label: 'Ada Lovelace (ada@shop.test)' }],
            total: 1,
          }),
      });
      await screen.findAllByTestId('data-list-row', {}, WAIT);
      const tabs = screen.getByTestId('printer-pick-tabs');
      fireEvent.click(within(tabs).getByText('By seller'));
      const select = await screen.findByTestId('printer-pick-seller');
      fireEvent.click(select);
      expect(await screen.findByText('Ada Lovelace (ada@shop.test)', {}, WAIT)).toBeTruthy();

      fireEvent.click(within(tabs).getByText('TikTok orders'));
      await waitFor(() =>
        expect(
          calls.some(
            (call) =>
              call.path === '/api/data-lists' &&
              JSON.stringify(call.body).includes('"field":"isTikTokOrder"'),
          ),
        ).toBe(true),
      );
    },
    TEST_TIMEOUT,
  );

  it(
    'pick all variants after showing how many units will be picked',
    async () => {
      const sent: unknown[] = [];
      renderApp('/p', {
        ...shell([aRow(ITEM_A, 'APPROVED')]),
        'POST /api/printer/order-items/pick-all-variants/count': () =>
          ok({ status: 200, data: { units: 7, items: 3 } }),
        'PUT /api/printer/pick-all': (body) => {
          sent.push(body);
          return ok({
            status: 200,
            message: 'Picked: 7 unit(s) of 3 item(s)',
            data: { units: 7, items: 3 },
          });
        },
      });
      const [row] = await screen.findAllByTestId('data-list-row', {}, WAIT);
      expect(screen.getByTestId('pick-all-variants')).toHaveProperty('disabled', true);
      fireEvent.click(within(row!).getByTestId('data-list-select-row'));
      fireEvent.click(screen.getByTestId('pick-all-variants'));
      const dialog = await screen.findByTestId('pick-all-variants-dialog');
      await waitFor(() =>
        expect(within(dialog).getByTestId('pick-all-count').textContent).toContain(
          '7 units of 3 items',
        ),
      );
      fireEvent.click(within(dialog).getByTestId('confirm-ok'));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]).toMatchObject({ ids: [ITEM_A], staffId: STAFF.id });
      expect(await screen.findByText('Picked: 7 unit(s) of 3 item(s)')).toBeTruthy();
    },
    TEST_TIMEOUT,
  );
});

describe('statistic and find', () => {
  it(
    'count by status for the chosen range and find items with links to their order view',
    async () => {
      const { calls } = renderApp('/p/statistic-and-find', {
        ...shell([]),
        'GET /api/printer/statistic': (_body, url) =>
          ok({
            status: 200,
            data: {
              startDate: '2026-11-01T00:00:00.000Z',
              endDate: '2026-11-02T00:00:00.000Z',
              total: url.searchParams.get('range') === 'w' ? 9 : 3,
              byStatus: [{ status: 'APPROVED', count: 3 }],
            },
          }),
        'GET /api/printer/find': (_body, url) =>
          ok({
            status: 200,
            data:
              url.searchParams.get('q') === 'K7Q2M9XW4R_1'
                ? [
                    {
                      id: ITEM_A,
                      orderId: ORDER_ID,
                      status: 'PICKED',
                      productTitle: 'Tee',
                      productTypeName: 'T-shirt',
                      variantName: 'White / M',
                      quantity: 2,
                      trackingCode: null,
                    },
                  ]
                : [],
          }),
      });
      expect((await screen.findByTestId('printer-statistic-total', {}, WAIT)).textContent).toBe(
        '3',
      );
      fireEvent.click(screen.getByText('Last 7 days'));
      await waitFor(() =>
        expect(screen.getByTestId('printer-statistic-total').textContent).toBe('9'),
      );
      expect(calls.some((call) => call.url.searchParams.get('range') === 'w')).toBe(true);

      const input = screen.getByTestId('printer-find-input');
      fireEvent.change(input, { target: { value: 'K7Q2M9XW4R_1' } });
      fireEvent.submit(input.closest('form')!);
      const [found] = await screen.findAllByTestId('printer-find-row', {}, WAIT);
      expect(within(found!).getByRole('link').getAttribute('href')).toBe(`/p/order/${ITEM_A}`);

      fireEvent.change(input, { target: { value: 'NOPE' } });
      fireEvent.submit(input.closest('form')!);
      expect(await screen.findByTestId('printer-find-empty', {}, WAIT)).toBeTruthy();
    },
    TEST_TIMEOUT,
  );
});

describe('the coming date of one unit', () => {
  it(
    'is set from the units table of the order view for that quantity index only',
    async () => {
      const sent: unknown[] = [];
      const item: ProductionItem = {
        id: ITEM_A,
        orderId: ORDER_ID,
        status: 'AWAITING_STOCK',
        quantity: 2,
        productTitle: 'Tee',
        productSku: 'TEE-1',
        productTypeName: 'T-shirt',
        variantName: 'White / M',
        printerId: 'u-1',
        isDisallowShipping: false,
        trackingCode: null,
        trackingCarrierCode: null,
        units: [1, 2].map((qtyIndex) => ({
          id: `unit-${qtyIndex}`,
          qtyIndex,
          code: 'K7Q2M9XW4R',
          scanValue: `K7Q2M9XW4R_${qtyIndex}`,
          status: qtyIndex === 1 ? 'APPROVED' : 'AWAITING_STOCK',
          staffId: null,
          awaitingStockComingAt: null,
          verifiedAt: null,
          updatedAt: '2026-11-01T10:00:00.000Z',
        })),
        trackingCodes: [],
        menu: printerItemMenu('AWAITING_STOCK', NO_FLAGS),
      };
      renderApp(`/p/order/${ITEM_A}`, {
        ...shell([]),
        [`GET /api/printer/order-items/${ITEM_A}`]: () => ok({ status: 200, data: item }),
        [`GET /api/printer/order-items/${ITEM_A}/logs`]: () => ok({ status: 200, data: [] }),
        [`PUT /api/printer/order-items/${ITEM_A}/coming-stock-date`]: (body) => {
          sent.push(body);
          return ok({ status: 200, data: item });
        },
      });
      const units = await screen.findAllByTestId('printer-unit', {}, WAIT);
      // Only the awaiting-stock unit offers a date of its own.
      expect(within(units[0]!).queryByTestId('unit-coming-date')).toBeNull();
      fireEvent.click(within(units[1]!).getByTestId('unit-coming-date'));
      const dialog = await screen.findByTestId('printer-coming-date-dialog');
      fireEvent.change(within(dialog).getByTestId('printer-coming-date'), {
        target: { value: '2030-05-06' },
      });
      fireEvent.click(within(dialog).getByTestId('confirm-ok'));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]).toMatchObject({ qtyIndexes: [2], staffId: STAFF.id });
      expect((sent[0] as { awaitingStockComingAt: string }).awaitingStockComingAt).toMatch(
        /^2030-05-0[56]T/,
      );
    },
    TEST_TIMEOUT,
  );
});
