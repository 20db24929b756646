import { printerItemMenu } from '@platfox/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, renderApp, type Answers } from '../../test/testApp';
import { asPrinterOnDuty } from '../../test/printerOnDuty';
import { clearStaff } from '../staff/staffSession';

/** The machine is shared: a lazy page and its first answers may take a while. */
const WAIT = { timeout: 30_000 };
const TEST_TIMEOUT = 60_000;

const ITEM_A = '11111111-1111-4111-8111-111111111111';
const ITEM_B = '22222222-2222-4222-8222-222222222222';
const NO_FLAGS = { isFtpUploadAllowed: false, hasShippingLabel: false, hasNote: false };

const aRow = (id: string) => ({
  id,
  orderId: '99999999-9999-4999-8999-999999999999',
  status: 'READY_TO_DELIVERY',
  productTitle: `Tee ${id.slice(0, 1)}`,
  productSku: `TEE-${id.slice(0, 1)}`,
  productTypeName: 'T-shirt',
  variantName: 'White / M',
  quantity: 1,
  isFastShipping: false,
  isLocalPickup: false,
  country: 'US',
  trackingCode: null,
  trackingCarrierCode: null,
  isDisallowShipping: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  menu: printerItemMenu('READY_TO_DELIVERY', NO_FLAGS),
  updatable: true,
});

const shell = (): Answers => ({
  'GET /api/accounts/permissions': () => ok({ status: 200, data: [] }),
  'POST /api/data-lists': () =>
    ok({
      status: 200,
      items: [aRow(ITEM_A), aRow(ITEM_B)],
      total: 2,
      isTotalEstimated: false,
      query: { filters: [], filtersRef: [], timezone: 'UTC' },
    }),
  'GET /api/apps/datalist-filter/user': () => ok({ status: 200, data: [] }),
});

const listCalls = (calls: { path: string }[]) =>
  calls.filter((call) => call.path === '/api/data-lists').length;

/** Chooses a carrier in a row's select, the way a user clicks it (each select has its list). */
async function chooseCarrier(row: HTMLElement, name: string) {
  const input = within(row).getByTestId('bulk-tracking-carrier');
  fireEvent.click(input);
  const list = await waitFor(() => document.getElementById(input.getAttribute('aria-controls')!)!);
  fireEvent.click(within(list).getByText(name));
}

async function openDialog() {
  const rows = await screen.findAllByTestId('data-list-row', {}, WAIT);
  expect(screen.getByTestId('bulk-add-tracking')).toHaveProperty('disabled', true);
  for (const row of rows) fireEvent.click(within(row).getByTestId('data-list-select-row'));
  fireEvent.click(screen.getByTestId('bulk-add-tracking'));
  return screen.findByTestId('bulk-tracking-dialog', {}, WAIT);
}

asPrinterOnDuty();

describe('bulk add tracking codes on completed products (issue 6)', () => {
  it(
    "sends every row at once, shows a refused line's reason on its row, then adds and refreshes",
    async () => {
      const sent: unknown[] = [];
      const refusal = 'Tracking codes cannot be added to this item (it is CANCELED)';
      const { calls } = renderApp('/p/my-completed-products', {
        ...shell(),
        'POST /api/printer/bulk-add-tracking-code': (body) => {
          sent.push(body);
          return sent.length === 1
            ? fail(409, refusal, { 'items.1.orderItemId': refusal })
            : ok({ status: 200, data: { added: 2 }, warnings: {} });
        },
      });
      const dialog = await openDialog();
      const rows = within(dialog).getAllByTestId('bulk-tracking-row');
      expect(rows.map((row) => row.textContent)).toEqual([
        expect.stringContaining('11111111'),
        expect.stringContaining('22222222'),
      ]);

      // Nothing is sent while a row misses its carrier or code.
      fireEvent.click(within(dialog).getByTestId('bulk-tracking-save'));
      expect(await within(rows[0]!).findByText('Please tracking code is required')).toBeTruthy();
      expect(sent).toHaveLength(0);

      await chooseCarrier(rows[0]!, 'UPS');
      fireEvent.change(within(rows[0]!).getByTestId('bulk-tracking-code'), {
        target: { value: ' 1Z999AA10123456784 ' },
      });
      await chooseCarrier(rows[1]!, 'FedEx');
      fireEvent.change(within(rows[1]!).getByTestId('bulk-tracking-code'), {
        target: { value: 'ABC' },
      });
      // The same format check as the single modal's: a warning, the code may still be sent.
      expect(within(rows[0]!).queryByTestId('bulk-tracking-warning')).toBeNull();
      expect(within(rows[1]!).getByTestId('bulk-tracking-warning').textContent).toBe(
        'This tracking number does not look like a FEDEX tracking number; please check it',
      );

      fireEvent.click(within(dialog).getByTestId('bulk-tracking-save'));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]).toEqual({
        items: [
          { orderItemId: ITEM_A, trackingCode: '1Z999AA10123456784', trackingCarrierCode: 'UPS' },
          { orderItemId: ITEM_B, trackingCode: 'ABC', trackingCarrierCode: 'FEDEX' },
        ],
      });
      expect((await within(rows[1]!).findByTestId('bulk-tracking-row-error')).textContent).toBe(
        refusal,
      );
      expect(within(rows[0]!).queryByTestId('bulk-tracking-row-error')).toBeNull();

      const before = listCalls(calls);
      fireEvent.click(within(dialog).getByTestId('bulk-tracking-save'));
      expect(await screen.findByText('2 tracking codes added')).toBeTruthy();
      await waitFor(() => expect(screen.queryByTestId('bulk-tracking-dialog')).toBeNull());
      await waitFor(() => expect(listCalls(calls)).toBeGreaterThan(before));
    },
    TEST_TIMEOUT,
  );

  it(
    'refuses to open without a checked-in staff member',
    async () => {
      clearStaff();
      renderApp('/p/my-completed-products', shell());
      const rows = await screen.findAllByTestId('data-list-row', {}, WAIT);
      fireEvent.click(within(rows[0]!).getByTestId('data-list-select-row'));
      fireEvent.click(screen.getByTestId('bulk-add-tracking'));
      expect(await screen.findByText('Checked in staff access only, please check in')).toBeTruthy();
      expect(screen.queryByTestId('bulk-tracking-dialog')).toBeNull();
    },
    TEST_TIMEOUT,
  );
});
