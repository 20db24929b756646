import {
  printerItemMenu,
  type OrderItemStatus,
  type ProductionItem,
  type Staff,
} from '@platfox/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { fail, ok, renderApp, signInAs, signOutQuietly, type Answers } from '../../test/testApp';
import { clearStaff, storeStaff } from '../staff/staffSession';

/** The machine is shared: a lazy page and its first answers may take a while. */
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
const ITEM_B = '22222222-2222-4222-8222-222222222222';
const ORDER_ID = '99999999-9999-4999-8999-999999999999';
const FILE_ID = '44444444-4444-4444-8444-444444444444';
const NO_FLAGS = { isFtpUploadAllowed: false, hasShippingLabel: false, hasNote: false };

const anItem = (): ProductionItem => ({
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
    status: 'PICKED',
    staffId: null,
    awaitingStockComingAt: null,
    verifiedAt: null,
    updatedAt: '2026-11-01T10:00:00.000Z',
  })),
  trackingCodes: [],
  menu: printerItemMenu('PICKED', NO_FLAGS),
});

const aRow = (id: string, status: OrderItemStatus, flags = NO_FLAGS) => ({
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
  isFtpUploadAllowed: flags.isFtpUploadAllowed,
  hasShippingLabel: flags.hasShippingLabel,
  printedQty: 1,
  packingSlipPrintedAt: '2026-11-02T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
  menu: printerItemMenu(status, flags),
  updatable: true,
});

const listAnswer = (items: unknown[]) =>
  ok({
    status: 200,
    items,
    total: items.length,
    isTotalEstimated: false,
    query: { filters: [], filtersRef: [], timezone: 'UTC' },
  });

const pdfAnswer = () =>
  new Response('%PDF-1.4\n%%EOF\n', {
    status: 200,
    headers: { 'Content-Type': 'application/pdf' },
  });

const aJob = (changes: Record<string, unknown>) =>
  ok({
    status: 200,
    data: {
      id: 'job-1',
      kind: 'packing-slip-download',
      status: 'PROCESSING',
      progress: { done: 0, total: 0 },
      result: null,
      error: null,
      createdAt: '2026-11-02T10:00:00.000Z',
      startedAt: null,
      finishedAt: null,
      ...changes,
    },
  });

/** What every printer screen asks besides its own calls. */
const shell = (rows: unknown[] = []): Answers => ({
  'GET /api/accounts/permissions': () => ok({ status: 200, data: [] }),
  'POST /api/data-lists': () => listAnswer(rows),
  'GET /api/apps/datalist-filter/user': () => ok({ status: 200, data: [] }),
  'POST /api/printer/verify-staff': () =>
    ok({ valid: true, hasCheckedIn: true, message: 'OK', staff: STAFF }),
});

const urls = { created: 0 };

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  signOutQuietly();
  signInAs({ type: 'PRINTER' });
  storeStaff(STAFF);
  urls.created = 0;
  // jsdom has no object URLs.
  Object.assign(URL, {
    createObjectURL: () => `blob:http://localhost/slip-${++urls.created}`,
    revokeObjectURL: vi.fn(),
  });
});
afterEach(() => {
  clearStaff();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/p/packing-slip/:id', () => {
  it(
    "shows the item's slips from the server, as the checked-in staff member, all or one unit",
    async () => {
      const { calls } = renderApp(`/p/packing-slip/${ITEM_A}`, {
        ...shell(),
        [`GET /api/printer/order-items/${ITEM_A}`]: () => ok({ status: 200, data: anItem() }),
        [`GET /api/printer/order-items/${ITEM_A}/packing-slip`]: pdfAnswer,
      });
      const frame = await screen.findByTestId('slip-frame', {}, WAIT);
      expect(frame.getAttribute('src')).toBe('blob:http://localhost/slip-1');
      const slipCalls = () => calls.filter((call) => call.path.endsWith('/packing-slip'));
      expect(slipCalls()).toHaveLength(1);
      const first = slipCalls()[0]!.url.searchParams;
      expect(first.get('staffId')).toBe(STAFF.id);
      expect(first.get('qtyIndex')).toBeNull();
      expect(first.get('timezoneOffset')).not.toBeNull();
      expect((screen.getByTestId('slip-print') as HTMLButtonElement).disabled).toBe(false);

      fireEvent.click(screen.getByTestId('slip-qty-index'));
      fireEvent.click(
        await screen.findByRole('option', { name: 'Unit 2 of 2', hidden: true }, WAIT),
      );
      await waitFor(() => expect(slipCalls()).toHaveLength(2), WAIT);
      expect(slipCalls()[1]!.url.searchParams.get('qtyIndex')).toBe('2');
      await waitFor(
        () =>
          expect(screen.getByTestId('slip-frame').getAttribute('src')).toBe(
            'blob:http://localhost/slip-2',
          ),
        WAIT,
      );
    },
    TEST_TIMEOUT,
  );

  it(
    'asks nothing without a checked-in staff member and says to check in',
    async () => {
      clearStaff();
      const { calls } = renderApp(`/p/packing-slip/${ITEM_A}`, {
        ...shell(),
        [`GET /api/printer/order-items/${ITEM_A}`]: () => ok({ status: 200, data: anItem() }),
        [`GET /api/printer/order-items/${ITEM_A}/packing-slip`]: pdfAnswer,
      });
      expect((await screen.findByTestId('slip-check-in', {}, WAIT)).textContent).toContain(
        'please check in',
      );
      expect(calls.some((call) => call.path.endsWith('/packing-slip'))).toBe(false);
      expect((screen.getByTestId('slip-download') as HTMLButtonElement).disabled).toBe(true);
    },
    TEST_TIMEOUT,
  );

  it(
    "shows the server's refusal",
    async () => {
      renderApp(`/p/packing-slip/${ITEM_A}`, {
        ...shell(),
        [`GET /api/printer/order-items/${ITEM_A}`]: () => ok({ status: 200, data: anItem() }),
        [`GET /api/printer/order-items/${ITEM_A}/packing-slip`]: () =>
          fail(403, 'Checked in staff access only, please check in'),
      });
      expect((await screen.findByTestId('slip-error', {}, WAIT)).textContent).toContain(
        'Checked in staff access only',
      );
    },
    TEST_TIMEOUT,
  );
});

describe('/p/mass-download', () => {
  it(
    'downloads shipping labels of pasted item ids, follows the job and offers its file',
    async () => {
      const followed: string[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        followed.push(`${this.getAttribute('href')} ${this.download}`);
      });
      const { calls } = renderApp('/p/mass-download', {
        ...shell(),
        'POST /api/printer/mass-download': () => ok({ status: 200, data: { jobId: 'job-1' } }),
        'GET /api/jobs/job-1': () =>
          aJob({
            status: 'FINISHED',
            progress: { done: 2, total: 2 },
            result: {
              fileId: FILE_ID,
              fileName: 'shipping-labels-2026.zip',
              fileUrl: '/api/files/x',
              expiresAt: '2026-11-02T10:05:00.000Z',
              count: 2,
            },
          }),
        [`POST /api/files/${FILE_ID}/link`]: () =>
          ok({ status: 200, data: { url: '/api/files/signed', expiresAt: '2026-11-02' } }),
      });
      const ids = await screen.findByTestId('mass-item-ids', {}, WAIT);
      fireEvent.change(ids, { target: { value: `${ITEM_A}, ${ITEM_B}\n${ITEM_A}` } });
      expect(screen.getByTestId('mass-item-count').textContent).toBe('2 ids');
      fireEvent.click(screen.getByRole('radio', { name: 'Shipping labels (zip)' }));
      fireEvent.click(screen.getByTestId('mass-start'));

      const text = await screen.findByText('Ready: shipping-labels-2026.zip (2)', {}, WAIT);
      expect(text).toBeTruthy();
      expect(calls.find((call) => call.path.endsWith('/mass-download'))?.body).toMatchObject({
        contents: 'SHIPPING_LABELS',
        orderItemIds: [ITEM_A, ITEM_B],
        staffId: STAFF.id,
      });
      fireEvent.click(screen.getByTestId('mass-download-file'));
      await waitFor(
        () => expect(followed).toEqual(['/api/files/signed shipping-labels-2026.zip']),
        WAIT,
      );
    },
    TEST_TIMEOUT,
  );

  it(
    "shows the server's limit refusal, and a failed job's reason",
    async () => {
      renderApp('/p/mass-download', {
        ...shell(),
        'POST /api/printer/mass-download': () =>
          fail(400, 'At most 5000 packing slips can be downloaded at once', {
            orderItemIds: 'At most 5000 packing slips can be downloaded at once',
          }),
      });
      fireEvent.change(await screen.findByTestId('mass-item-ids', {}, WAIT), {
        target: { value: ITEM_A },
      });
      fireEvent.click(screen.getByTestId('mass-start'));
      expect((await screen.findByTestId('mass-error', {}, WAIT)).textContent).toBe(
        'At most 5000 packing slips can be downloaded at once',
      );

      fireEvent.change(screen.getByTestId('mass-item-ids'), { target: { value: 'ST-3' } });
      expect(screen.getByText('Not an order item id: ST-3')).toBeTruthy();
      expect((screen.getByTestId('mass-start') as HTMLButtonElement).disabled).toBe(true);
    },
    TEST_TIMEOUT,
  );

  it(
    'follows a job started from a list and shows why it failed',
    async () => {
      renderApp('/p/mass-download?jobId=job-1', {
        ...shell(),
        'GET /api/jobs/job-1': () =>
          aJob({ status: 'FAIL', error: 'At most 100 files can be downloaded at once' }),
      });
      expect((await screen.findByTestId('mass-job-error', {}, WAIT)).textContent).toBe(
        'The download failed: At most 100 files can be downloaded at once',
      );
    },
    TEST_TIMEOUT,
  );

  it(
    'chooses by blank apparels from those of the printer’s items',
    async () => {
      const BLANK = '55555555-5555-4555-8555-555555555555';
      const { calls } = renderApp('/p/mass-download', {
        ...shell(),
        'POST /api/data-lists/filter-options': () =>
          ok({ status: 200, items: [{ key: BLANK, label: 'Gildan 5000' }], total: 1 }),
        'POST /api/printer/mass-download': () => ok({ status: 200, data: { jobId: 'job-1' } }),
        'GET /api/jobs/job-1': () =>
          aJob({ status: 'PROCESSING', progress: { done: 3, total: 10 } }),
      });
      fireEvent.click(await screen.findByRole('radio', { name: 'Blank apparels' }, WAIT));
      fireEvent.click(await screen.findByTestId('mass-blanks', {}, WAIT));
      fireEvent.click(
        await screen.findByRole('option', { name: 'Gildan 5000', hidden: true }, WAIT),
      );
      fireEvent.click(screen.getByTestId('mass-start'));
      expect(await screen.findByText('3 of 10 done', {}, WAIT)).toBeTruthy();
      expect(calls.find((call) => call.path.endsWith('/mass-download'))?.body).toMatchObject({
        contents: 'PACKING_SLIPS',
        blankApparelIds: [BLANK],
      });
      const asked = calls.filter((call) => call.path === '/api/data-lists/filter-options');
      expect(asked.map((call) => (call.body as { field: string }).field)).toContain(
        'blankApparelId',
      );
    },
    TEST_TIMEOUT,
  );
});

describe('/p/downloaded-packing-slip', () => {
  it(
    'lists the model’s rows, links each to its order item, and prints again',
    async () => {
      const { calls, router } = renderApp('/p/downloaded-packing-slip', {
        ...shell([aRow(ITEM_A, 'PICKED')]),
        [`GET /api/printer/order-items/${ITEM_A}`]: () => ok({ status: 200, data: anItem() }),
        [`GET /api/printer/order-items/${ITEM_A}/packing-slip`]: pdfAnswer,
      });
      const [row] = await screen.findAllByTestId('data-list-row', {}, WAIT);
      expect(calls.find((call) => call.path === '/api/data-lists')?.body).toMatchObject({
        model: 'printer-downloaded-packing-slip',
      });
      expect(within(row!).getByTestId('downloaded-slip-link').getAttribute('href')).toBe(
        `/p/order/${ITEM_A}`,
      );
      fireEvent.click(within(row!).getByTestId('row-action-printAgain'));
      await waitFor(
        () => expect(router.state.location.pathname).toBe(`/p/packing-slip/${ITEM_A}`),
        WAIT,
      );
      await screen.findByTestId('slip-frame', {}, WAIT);
    },
    TEST_TIMEOUT,
  );
});

describe('the printer lists: slips and labels', () => {
  it(
    'download the selected rows’ slips as a mass download and follow it',
    async () => {
      const { calls, router } = renderApp('/p/my-picked-products', {
        ...shell([aRow(ITEM_A, 'PICKED'), aRow(ITEM_B, 'PICKED')]),
        'POST /api/printer/mass-download': () => ok({ status: 200, data: { jobId: 'job-7' } }),
        'GET /api/jobs/job-7': () => aJob({ id: 'job-7', status: 'PENDING' }),
      });
      const rows = await screen.findAllByTestId('data-list-row', {}, WAIT);
      expect((screen.getByTestId('bulk-download-slips') as HTMLButtonElement).disabled).toBe(true);
      for (const row of rows) fireEvent.click(within(row).getByRole('checkbox'));
      fireEvent.click(screen.getByTestId('bulk-download-slips'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/p/mass-download'), WAIT);
      expect(router.state.location.search).toBe('?jobId=job-7');
      expect(calls.find((call) => call.path.endsWith('/mass-download'))?.body).toMatchObject({
        contents: 'PACKING_SLIPS',
        orderItemIds: [ITEM_A, ITEM_B],
        staffId: STAFF.id,
      });
      expect(await screen.findByText('Waiting to start…', {}, WAIT)).toBeTruthy();
      expect((screen.getByTestId('mass-item-ids') as HTMLTextAreaElement).value).toBe(
        `${ITEM_A}\n${ITEM_B}`,
      );
    },
    TEST_TIMEOUT,
  );

  it(
    'upload a PDF label from the row when the account may, and download an existing one',
    async () => {
      const label = new File(['%PDF-1.4'], 'label.pdf', { type: 'application/pdf' });
      vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function (
        this: HTMLInputElement,
      ) {
        if (this.type !== 'file') return;
        Object.defineProperty(this, 'files', { value: [label] });
        this.dispatchEvent(new Event('change'));
      });
      const saved: string[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        saved.push(this.download);
      });
      const flags = { isFtpUploadAllowed: true, hasShippingLabel: true, hasNote: false };
      const { calls } = renderApp('/p/my-completed-products', {
        ...shell([aRow(ITEM_A, 'COMPLETED', flags), aRow(ITEM_B, 'COMPLETED', NO_FLAGS)]),
        [`POST /api/printer/upload-tracking-label/${ITEM_A}`]: () =>
          ok({
            status: 200,
            data: {
              orderItemId: ITEM_A,
              trackingCode: '1Z999AA10123456784',
              fileName: 'label.pdf',
              size: 8,
              createdAt: '2026-11-02T10:00:00.000Z',
            },
          }),
        [`GET /api/printer/order-items/${ITEM_A}/shipping-label`]: pdfAnswer,
      });
      const [withFlags, without] = await screen.findAllByTestId('data-list-row', {}, WAIT);
      expect(within(without!).queryByTestId('row-action-uploadShippingLabel')).toBeNull();
      expect(within(without!).queryByTestId('row-action-downloadShippingLabel')).toBeNull();

      fireEvent.click(within(withFlags!).getByTestId('row-action-uploadShippingLabel'));
      expect(
        await screen.findByText('Shipping label uploaded for 1Z999AA10123456784', {}, WAIT),
      ).toBeTruthy();
      const upload = calls.find((call) => call.path.includes('/upload-tracking-label/'));
      expect(upload?.method).toBe('POST');

      fireEvent.click(within(withFlags!).getByTestId('row-action-downloadShippingLabel'));
      await waitFor(
        () => expect(saved).toEqual([`shipping-label-${ITEM_A.slice(0, 8)}.pdf`]),
        WAIT,
      );
    },
    TEST_TIMEOUT,
  );

  it(
    "offer the label entries on the item's own page too",
    async () => {
      const saved: string[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        saved.push(this.download);
      });
      const flags = { isFtpUploadAllowed: true, hasShippingLabel: true, hasNote: false };
      renderApp(`/p/order/${ITEM_A}`, {
        ...shell(),
        [`GET /api/printer/order-items/${ITEM_A}`]: () =>
          ok({
            status: 200,
            data: { ...anItem(), status: 'COMPLETED', menu: printerItemMenu('COMPLETED', flags) },
          }),
        [`GET /api/printer/order-items/${ITEM_A}/logs`]: () => ok({ status: 200, data: [] }),
        [`GET /api/printer/order-items/${ITEM_A}/shipping-label`]: pdfAnswer,
      });
      expect(
        await screen.findByTestId('printer-order-action-uploadShippingLabel', {}, WAIT),
      ).toBeTruthy();
      fireEvent.click(screen.getByTestId('printer-order-action-downloadShippingLabel'));
      await waitFor(
        () => expect(saved).toEqual([`shipping-label-${ITEM_A.slice(0, 8)}.pdf`]),
        WAIT,
      );
    },
    TEST_TIMEOUT,
  );

  it(
    'refuse a label that is not a PDF before sending it',
    async () => {
      const image = new File(['png'], 'label.png', { type: 'image/png' });
      vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function (
        this: HTMLInputElement,
      ) {
        if (this.type !== 'file') return;
        Object.defineProperty(this, 'files', { value: [image] });
        this.dispatchEvent(new Event('change'));
      });
      const flags = { isFtpUploadAllowed: true, hasShippingLabel: false, hasNote: false };
      const { calls } = renderApp('/p/my-picked-products', {
        ...shell([aRow(ITEM_A, 'PICKED', flags)]),
      });
      const [row] = await screen.findAllByTestId('data-list-row', {}, WAIT);
      fireEvent.click(within(row!).getByTestId('row-action-uploadShippingLabel'));
      expect(await screen.findByText('Choose a PDF file', {}, WAIT)).toBeTruthy();
      expect(calls.some((call) => call.path.endsWith('/shipping-label'))).toBe(false);
    },
    TEST_TIMEOUT,
  );
});
