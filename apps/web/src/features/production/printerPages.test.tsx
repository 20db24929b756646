import { printerItemMenu, type OrderItemStatus, type ProductionItem } from '@platfox/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, renderApp, type Answers } from '../../test/testApp';
import { asPrinterOnDuty, STAFF_ON_DUTY } from '../../test/printerOnDuty';
import { clearStaff } from '../staff/staffSession';

/** The machine is shared: a lazy page and its first answers may take a while. */
const WAIT = { timeout: 30_000 };
const TEST_TIMEOUT = 60_000;

const STAFF = STAFF_ON_DUTY;
const ITEM_A = '11111111-1111-4111-8111-111111111111';
const ITEM_B = '22222222-2222-4222-8222-222222222222';
const ORDER_ID = '99999999-9999-4999-8999-999999999999';
const NO_FLAGS = { isFtpUploadAllowed: false, hasShippingLabel: false, hasNote: false };

/** A row as the printer-item models answer it, its menu from the domain as the server does. */
const aRow = (id: string, status: OrderItemStatus, changes: Record<string, unknown> = {}) => ({
  id,
  orderId: ORDER_ID,
  status,
  productTitle: `Tee ${id.slice(0, 1)}`,
  productSku: `TEE-${id.slice(0, 1)}`,
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
  ...changes,
});

const listAnswer = (items: unknown[]) =>
  ok({
    status: 200,
    items,
    total: items.length,
    isTotalEstimated: false,
    query: { filters: [], filtersRef: [], timezone: 'UTC' },
  });

const anItem = (changes: Partial<ProductionItem> = {}): ProductionItem => ({
  id: ITEM_A,
  orderId: ORDER_ID,
  status: 'PICKED',
  quantity: 2,
  productTitle: 'Tee 1',
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
    status: qtyIndex === 1 ? 'PICKED' : 'PROCESSING',
    staffId: null,
    awaitingStockComingAt: null,
    verifiedAt: null,
    updatedAt: '2026-11-01T10:00:00.000Z',
  })),
  trackingCodes: [],
  menu: printerItemMenu('PICKED', NO_FLAGS),
  ...changes,
});

/** What every printer screen asks besides its list. */
const shell = (rows: unknown[]): Answers => ({
  'GET /api/accounts/permissions': () => ok({ status: 200, data: [] }),
  'POST /api/data-lists': () => listAnswer(rows),
  'GET /api/apps/datalist-filter/user': () => ok({ status: 200, data: [] }),
  'POST /api/printer/verify-staff': () =>
    ok({ valid: true, hasCheckedIn: true, message: 'OK', staff: STAFF }),
});

const listCalls = (calls: { path: string }[]) =>
  calls.filter((call) => call.path === '/api/data-lists').length;

asPrinterOnDuty();

describe('the printer lists (spec 02 section 4.13)', () => {
  it(
    'offer per row exactly the actions of its state',
    async () => {
      const rows = [
        aRow(ITEM_A, 'PICKED'),
        aRow(ITEM_B, 'PROCESSING'),
        aRow('33333333-3333-4333-8333-333333333333', 'AWAITING_STOCK'),
      ];
      const { calls } = renderApp('/p/my-picked-products', shell(rows));
      const [picked, processing, awaiting] = await screen.findAllByTestId(
        'data-list-row',
        {},
        WAIT,
      );
      expect(calls.find((call) => call.path === '/api/data-lists')?.body).toMatchObject({
        model: 'printer-item-picked',
      });
      const offered = (row: HTMLElement) =>
        within(row)
          .queryAllByTestId(/^row-action-/)
          .map((button) => button.getAttribute('data-testid')!.replace('row-action-', ''));
      // "download" is the print designs' screen (the menu's order is the spec's).
      expect(offered(picked!)).toEqual(['download', 'process', 'downloadPdf', 'return', 'units']);
      expect(offered(processing!)).toEqual([
        'download',
        'return',
        'readyToDelivery',
        'checkQuality',
        'units',
      ]);
      expect(offered(awaiting!)).toEqual([
        'updateComingDate',
        'hasStock',
        'download',
        'process',
        'cancel',
        'downloadPdf',
        'actionsLog',
        'units',
      ]);
      // The picked list's bulk buttons: what the table allows from PICKED.
      const bulk = screen.getByTestId('printer-bulk-actions');
      expect(
        within(bulk)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Process', 'Printed', 'Awaiting stock', 'Cancel', 'Return']);
    },
    TEST_TIMEOUT,
  );

  it(
    'list new items to print from their own model, with the slip download for the selection',
    async () => {
      const { calls } = renderApp('/p/new-items-to-print-pdf', shell([aRow(ITEM_A, 'APPROVED')]));
      await screen.findAllByTestId('data-list-row', {}, WAIT);
      expect(calls.find((call) => call.path === '/api/data-lists')?.body).toMatchObject({
        model: 'printer-item-new-to-print',
      });
      expect(screen.getByRole('heading', { level: 2, name: 'New items to print' })).toBeTruthy();
      expect(screen.getByTestId('bulk-download-slips')).toBeTruthy();
    },
    TEST_TIMEOUT,
  );

  it(
    'send a bulk action with the selected ids and the staff id, then fetch the lists again',
    async () => {
      const sent: unknown[] = [];
      const { calls } = renderApp('/p', {
        ...shell([aRow(ITEM_A, 'APPROVED'), aRow(ITEM_B, 'APPROVED')]),
        'PUT /api/printer/order-items/status': (body) => {
          sent.push(body);
          return ok({ status: 200, message: '2 items picked', data: [] });
        },
      });
      const rows = await screen.findAllByTestId('data-list-row', {}, WAIT);
      expect(screen.getByTestId('bulk-action-pick')).toHaveProperty('disabled', true);
      for (const row of rows) fireEvent.click(within(row).getByTestId('data-list-select-row'));
      fireEvent.click(screen.getByTestId('bulk-action-pick'));
      const dialog = await screen.findByTestId('printer-action-dialog');
      expect(dialog.textContent).toContain('2 selected items');
      const before = listCalls(calls);
      fireEvent.click(within(dialog).getByTestId('confirm-ok'));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]).toMatchObject({ ids: [ITEM_A, ITEM_B], action: 'pick', staffId: STAFF.id });
      expect(typeof (sent[0] as { timezoneOffset: unknown }).timezoneOffset).toBe('number');
      expect(await screen.findByText('2 items picked')).toBeTruthy();
      await waitFor(() => expect(listCalls(calls)).toBeGreaterThan(before));
    },
    TEST_TIMEOUT,
  );

  it(
    'show the server message when it refuses an action',
    async () => {
      renderApp('/p/my-picked-products', {
        ...shell([aRow(ITEM_A, 'PICKED')]),
        'PUT /api/printer/order-items/status': () =>
          fail(409, 'This item was just updated by another scan; scan it again if needed'),
      });
      const [row] = await screen.findAllByTestId('data-list-row', {}, WAIT);
      fireEvent.click(within(row!).getByTestId('row-action-process'));
      expect(
        await screen.findByText(
          'This item was just updated by another scan; scan it again if needed',
        ),
      ).toBeTruthy();
      // A refused change leaves the button usable for another try.
      await waitFor(() =>
        expect(within(row!).getByTestId('row-action-process')).toHaveProperty('disabled', false),
      );
    },
    TEST_TIMEOUT,
  );

  it(
    'refuse an action without a checked-in staff member and send nothing',
    async () => {
      clearStaff();
      const { calls } = renderApp('/p/my-picked-products', shell([aRow(ITEM_A, 'PICKED')]));
      const [row] = await screen.findAllByTestId('data-list-row', {}, WAIT);
      fireEvent.click(within(row!).getByTestId('row-action-process'));
      expect(await screen.findByText('Checked in staff access only, please check in')).toBeTruthy();
      fireEvent.click(within(row!).getByTestId('row-action-return'));
      expect(screen.queryByTestId('printer-action-description')).toBeNull();
      expect(calls.some((call) => call.path.startsWith('/api/printer/order-items'))).toBe(false);
    },
    TEST_TIMEOUT,
  );

  it(
    'ask for a description before a return and send it',
    async () => {
      const sent: unknown[] = [];
      renderApp('/p/my-picked-products', {
        ...shell([aRow(ITEM_A, 'PICKED')]),
        'PUT /api/printer/order-items/status': (body) => {
          sent.push(body);
          return ok({ status: 200, message: 'Returned', data: [] });
        },
      });
      const [row] = await screen.findAllByTestId('data-list-row', {}, WAIT);
      fireEvent.click(within(row!).getByTestId('row-action-return'));
      const dialog = await screen.findByTestId('printer-action-dialog');
      const confirm = within(dialog).getByTestId('confirm-ok');
      expect(confirm).toHaveProperty('disabled', true);
      fireEvent.change(within(dialog).getByTestId('printer-action-description'), {
        target: { value: '  Misprint on the back  ' },
      });
      fireEvent.click(confirm);
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]).toMatchObject({
        ids: [ITEM_A],
        action: 'printerReturn',
        description: 'Misprint on the back',
        staffId: STAFF.id,
      });
    },
    TEST_TIMEOUT,
  );

  it(
    'act on one quantity index from the units modal',
    async () => {
      const sent: unknown[] = [];
      renderApp('/p/my-picked-products', {
        ...shell([aRow(ITEM_A, 'PICKED')]),
        [`GET /api/printer/order-items/${ITEM_A}`]: () => ok({ status: 200, data: anItem() }),
        [`PUT /api/order-items/indexes/${ITEM_A}`]: (body) => {
          sent.push(body);
          return ok({ status: 200, message: 'Printed', data: [anItem()] });
        },
      });
      const [row] = await screen.findAllByTestId('data-list-row', {}, WAIT);
      fireEvent.click(within(row!).getByTestId('row-action-units'));
      const units = await screen.findAllByTestId('printer-unit', {}, WAIT);
      expect(units.map((unit) => unit.getAttribute('data-qty-index'))).toEqual(['1', '2']);
      // Unit 2 is in process: it may be made ready, not picked again.
      expect(within(units[1]!).queryByTestId('unit-action-pick')).toBeNull();
      fireEvent.click(within(units[1]!).getByTestId('unit-action-readyToDelivery'));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]).toMatchObject({
        action: 'readyToDelivery',
        qtyIndexes: [2],
        staffId: STAFF.id,
      });
    },
    TEST_TIMEOUT,
  );
});

describe('the tracking modal on complete items (spec 02 sections 4.7, 4.8)', () => {
  it(
    "edits the item's current code through the printer's call and cancels shipping",
    async () => {
      const saved: unknown[] = [];
      const shipping: unknown[] = [];
      const code = {
        id: '77777777-7777-4777-8777-777777777777',
        trackingCode: '1Z999AA10123456784',
        trackingCarrierCode: 'UPS',
        trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
        status: 'UNKNOWN',
        createdAt: '2026-11-02T10:00:00.000Z',
      } as const;
      const item = anItem({
        status: 'COMPLETED',
        trackingCode: code.trackingCode,
        trackingCarrierCode: 'UPS',
        trackingCodes: [code],
      });
      renderApp('/p/my-completed-products', {
        ...shell([
          aRow(ITEM_A, 'COMPLETED', {
            trackingCode: code.trackingCode,
            trackingCarrierCode: 'UPS',
          }),
        ]),
        [`GET /api/printer/order-items/${ITEM_A}`]: () => ok({ status: 200, data: item }),
        'POST /api/printer/add-tracking-code': (body) => {
          saved.push(body);
          return ok({ status: 200, data: item, warnings: [] });
        },
        [`PUT /api/printer/order-items/${ITEM_A}/shipping`]: (body) => {
          shipping.push(body);
          return ok({ status: 200, data: { ...item, isDisallowShipping: true } });
        },
      });
      const [row] = await screen.findAllByTestId('data-list-row', {}, WAIT);
      fireEvent.click(within(row!).getByTestId('row-action-tracking'));
      const input = (await screen.findByTestId('tracking-code', {}, WAIT)) as HTMLInputElement;
      expect(input.value).toBe(code.trackingCode);
      fireEvent.change(input, { target: { value: ' 1Z999AA10123456785 ' } });
      fireEvent.click(screen.getByTestId('tracking-save'));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]).toEqual({
        orderItemId: ITEM_A,
        id: code.id,
        trackingCode: '1Z999AA10123456785',
        trackingCarrierCode: 'UPS',
      });

      fireEvent.click(within(row!).getByTestId('row-action-tracking'));
      fireEvent.click(await screen.findByTestId('tracking-cancel-shipping', {}, WAIT));
      fireEvent.click(screen.getByTestId('tracking-shipping-yes'));
      await waitFor(() => expect(shipping).toEqual([{ isDisallowShipping: true }]));
    },
    TEST_TIMEOUT,
  );
});

describe("the printer's order view", () => {
  it(
    'shows the units, tracking codes and actions log of the item',
    async () => {
      renderApp(`/p/order/${ITEM_A}`, {
        ...shell([]),
        [`GET /api/printer/order-items/${ITEM_A}`]: () =>
          ok({
            status: 200,
            data: anItem({
              trackingCodes: [
                {
                  id: 'tc-1',
                  trackingCode: '9400111899223197428490',
                  trackingCarrierCode: 'USPS',
                  trackingUrl:
                    'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223197428490',
                  status: 'UNKNOWN',
                  createdAt: '2026-11-02T10:00:00.000Z',
                },
              ],
            }),
          }),
        [`GET /api/printer/order-items/${ITEM_A}/completed-images`]: () =>
          ok({
            status: 200,
            data: [
              {
                id: '44444444-4444-4444-8444-444444444444',
                orderItemId: ITEM_A,
                fileId: '55555555-5555-4555-8555-555555555555',
                fileName: 'front.jpg',
                contentType: 'image/jpeg',
                createdAt: '2026-11-02T11:00:00.000Z',
              },
            ],
          }),
        [`GET /api/printer/order-items/${ITEM_A}/logs`]: () =>
          ok({
            status: 200,
            data: [
              {
                id: 'log-1',
                qtyIndex: 1,
                action: 'pick',
                fromStatus: 'APPROVED',
                toStatus: 'PICKED',
                staffId: STAFF.id,
                staffName: 'Sky Staff',
                actorId: 'u-1',
                description: null,
                createdAt: '2026-11-02T09:00:00.000Z',
              },
            ],
          }),
      });
      expect((await screen.findByTestId('printer-order-title', {}, WAIT)).textContent).toBe(
        'Tee 1',
      );
      expect(screen.getAllByTestId('printer-unit')).toHaveLength(2);
      expect(screen.getByTestId('printer-order-tracking').textContent).toContain(
        '9400111899223197428490',
      );
      const log = await screen.findByTestId('printer-log', {}, WAIT);
      expect(log.textContent).toContain('Sky Staff');
      expect(log.textContent).toContain('Approved → Picked');
      // The completed product's photos as thumbnails, each opening the full photo.
      expect(await screen.findByRole('button', { name: 'Open front.jpg' }, WAIT)).toBeTruthy();
      // The picked item's menu: process and return as buttons, the PDF as the slip button.
      expect(screen.getByTestId('printer-order-action-process')).toBeTruthy();
      expect(screen.getByTestId('printer-order-action-return')).toBeTruthy();
      expect(screen.getByTestId('printer-order-packing-slip')).toBeTruthy();
    },
    TEST_TIMEOUT,
  );

  it(
    "is the 404 page for another printer's item",
    async () => {
      renderApp(`/p/order/${ITEM_B}`, {
        ...shell([]),
        [`GET /api/printer/order-items/${ITEM_B}`]: () => fail(404, 'Order item not found'),
      });
      expect(await screen.findByTestId('error-page', {}, WAIT)).toBeTruthy();
    },
    TEST_TIMEOUT,
  );
});
