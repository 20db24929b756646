import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { ok, renderApp, signInAs, signOutQuietly } from '../../test/testApp';

/** The machine is shared: a lazy page and its first answers may take a while. */
const WAIT = { timeout: 30_000 };
const TEST_TIMEOUT = 60_000;

const SELLER_ID = '11111111-1111-4111-8111-111111111111';
const DEPOSIT_ID = '22222222-2222-4222-8222-222222222222';

const deposit = {
  id: DEPOSIT_ID,
  userId: SELLER_ID,
  userEmail: 'ana@shop.test',
  userFullName: 'Ana Lima',
  type: 'DEPOSIT',
  status: 'APPROVED',
  amount: 1234,
  fee: 0,
  paymentMethod: 'BANKING',
  description: null,
  proofFileId: null,
  orderId: null,
  refTransactionId: null,
  balanceBefore: 0,
  balanceAfter: 1234,
  createdAt: '2026-11-02T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  reviewedAt: null,
  reviewNote: null,
};

/** The names the browser was asked to save files under. */
const saved: string[] = [];

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  saved.length = 0;
  signOutQuietly();
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:test/receipt');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const pdf = () =>
  new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } });

/** The query each receipt request asked with. */
const receiptQueries = (calls: { path: string; url: URL }[]) =>
  calls
    .filter((call) => call.path === '/api/receipts')
    .map((call) => {
      const { timezone: _timezone, ...rest } = Object.fromEntries(call.url.searchParams);
      return rest;
    });

describe('/receipt', () => {
  it(
    'names the transaction of a one-transaction receipt and downloads its PDF',
    async () => {
      signInAs({ type: 'SELLER', id: SELLER_ID });
      const { calls } = renderApp(`/receipt?id=${DEPOSIT_ID}&type=inv&role=seller`, {
        [`GET /api/transactions/${DEPOSIT_ID}`]: () => ok({ status: 200, data: deposit }),
        'GET /api/receipts': () => pdf(),
      });

      expect((await screen.findByTestId('receipt-amount', {}, WAIT)).textContent).toContain(
        '$12.34',
      );
      expect(screen.getByTestId('receipt-type').textContent).toContain('Deposit');
      expect(screen.getByTestId('receipt-transaction').getAttribute('href')).toBe(
        `/s/transaction/deposit/${DEPOSIT_ID}`,
      );
      fireEvent.click(screen.getByTestId('receipt-download'));

      await waitFor(() => expect(saved).toEqual([`receipt-${DEPOSIT_ID}.pdf`]), WAIT);
      expect(receiptQueries(calls)).toEqual([{ id: DEPOSIT_ID, type: 'inv', role: 'seller' }]);
    },
    TEST_TIMEOUT,
  );

  it(
    "names a statement's month and asks for that month",
    async () => {
      signInAs({ type: 'SELLER', id: SELLER_ID });
      const { calls } = renderApp(`/receipt?id=${SELLER_ID}&type=stm&date=2026-11`, {
        'GET /api/receipts': () => pdf(),
      });

      expect((await screen.findByTestId('receipt-month', {}, WAIT)).textContent).toContain(
        'November 2026',
      );
      fireEvent.click(screen.getByTestId('receipt-download'));

      await waitFor(() => expect(saved).toEqual(['statement-2026-11.pdf']), WAIT);
      expect(receiptQueries(calls)).toEqual([{ id: SELLER_ID, type: 'stm', date: '2026-11' }]);
    },
    TEST_TIMEOUT,
  );

  it(
    'says a link without its id and type is incomplete, and asks nothing',
    async () => {
      signInAs({ type: 'SELLER', id: SELLER_ID });
      const { calls } = renderApp('/receipt?type=stm&id=not-an-id', {});

      expect((await screen.findByTestId('receipt-incomplete', {}, WAIT)).textContent).toContain(
        'This receipt link is incomplete',
      );
      expect(screen.queryByTestId('receipt-download')).toBeNull();
      expect(calls.filter((call) => call.path === '/api/receipts')).toEqual([]);
    },
    TEST_TIMEOUT,
  );
});
