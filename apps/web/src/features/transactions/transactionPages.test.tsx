import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../platform/i18n';
import { fail, ok, renderApp, signInAs, signOutQuietly, type Answers } from '../../test/testApp';

/** The machine is shared: a lazy page and its first answers may take a while. */
const WAIT = { timeout: 30_000 };
const TEST_TIMEOUT = 60_000;

const SELLER_ID = '11111111-1111-4111-8111-111111111111';
const DEPOSIT_ID = '22222222-2222-4222-8222-222222222222';
const PROOF_ID = '33333333-3333-4333-8333-333333333333';

const aTransaction = (changes: Record<string, unknown> = {}) => ({
  id: DEPOSIT_ID,
  userId: SELLER_ID,
  userEmail: 'ana@shop.test',
  userFullName: 'Ana Lima',
  type: 'DEPOSIT',
  status: 'PENDING',
  amount: 1234,
  fee: 0,
  paymentMethod: 'BANKING',
  description: 'Wire 2024-05-01',
  proofFileId: null,
  orderId: null,
  refTransactionId: null,
  balanceBefore: null,
  balanceAfter: null,
  createdAt: '2024-05-01T10:00:00.000Z',
  updatedAt: '2024-05-01T10:00:00.000Z',
  reviewedAt: null,
  reviewNote: null,
  ...changes,
});

/** The seller's saved cards as GET seller/payment-methods answers them. */
const savedCards = [
  { id: 'pm_saved_visa', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2028 },
  { id: 'pm_saved_mc', brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2031 },
];

const depositInfo = {
  allowDepositPermission: true,
  hadHoldingDeposit: false,
  holdingTransaction: null,
  verifyRemainingAttemptNumber: 3,
  config: { allowDepositBanking: true, allowDepositCreditCard: true, allowDepositPaypal: false },
  methods: { BANKING: true, CREDIT_CARD: true, PAYPAL: false },
  maxDepositAmount: 10_000_000,
};

/** The Idempotency-Key each call to a path carried, in order. */
function keysSentTo(path: string): (string | null)[] {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
}

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => signOutQuietly());
afterEach(() => vi.unstubAllGlobals());

describe('seller deposit', () => {
  const serve = (extra: Answers): Answers => ({
    'GET /api/seller/deposit-info': () => ok({ status: 200, data: depositInfo }),
    ...extra,
  });

  it(
    'sends the saved card chosen and the dollars typed as cents, under one key for the attempt',
    async () => {
      signInAs({ type: 'SELLER', id: SELLER_ID });
      let answers = 0;
      const { calls } = renderApp(
        '/s/transaction/create',
        serve({
          // The first answer is lost (server error); the retry of the same deposit is answered.
          'GET /api/seller/payment-methods': () => ok({ status: 200, data: savedCards }),
          'POST /api/seller/payment-intent': () =>
            ++answers === 1
              ? fail(503, 'Service unavailable')
              : ok({
                  status: 200,
                  data: aTransaction({ status: 'HOLDING', paymentMethod: 'CREDIT_CARD' }),
                }),
        }),
      );
      fireEvent.click(await screen.findByLabelText('Credit card', {}, WAIT));
      fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '12.34' } });
      // Submitting without a card asks for one.
      fireEvent.click(screen.getByTestId('deposit-submit'));
      expect(await screen.findByText('Choose a card')).toBeTruthy();
      const cardSelect = (await screen.findByTestId('deposit-card')) as HTMLInputElement;
      await waitFor(() => expect(cardSelect.disabled).toBe(false), WAIT);
      fireEvent.click(cardSelect);
      expect(
        await screen.findByRole('option', { name: 'Visa •••• 4242 · 12/28', hidden: true }),
      ).toBeTruthy();
      fireEvent.click(
        await screen.findByRole('option', { name: 'Mastercard •••• 4444 · 03/31', hidden: true }),
      );
      fireEvent.click(screen.getByTestId('deposit-submit'));
      await screen.findByTestId('form-error');
      fireEvent.click(screen.getByTestId('deposit-submit'));

      await screen.findByTestId('verify-deposit-modal');
      const sent = calls.filter((call) => call.path === '/api/seller/payment-intent');
      expect(sent.map((call) => call.body)).toEqual([
        { amount: 1234, paymentMethodId: 'pm_saved_mc' },
        { amount: 1234, paymentMethodId: 'pm_saved_mc' },
      ]);
      const [first, second] = keysSentTo('/api/seller/payment-intent');
      expect(first).toMatch(/^[\w.:-]{8,100}$/);
      expect(second).toBe(first);
    },
    TEST_TIMEOUT,
  );

  it(
    'uploads the proof once, then deposits by bank transfer in cents under a key',
    async () => {
      signInAs({ type: 'SELLER', id: SELLER_ID });
      const { calls, router } = renderApp(
        '/s/transaction/create',
        serve({
          // The server keeps files on its disk (no S3): the proof goes through the app.
          'GET /api/uploads/signed-url': () =>
            fail(409, 'Direct upload to the bucket is not available here'),
          'POST /api/seller/deposit-proofs': () =>
            ok({ status: 200, data: { id: PROOF_ID, name: 'transfer.png' } }),
          'POST /api/seller/deposit': () => ok({ status: 200, data: aTransaction() }),
          [`GET /api/transactions/${DEPOSIT_ID}`]: () => ok({ status: 200, data: aTransaction() }),
        }),
      );
      await screen.findByTestId('deposit-form', {}, WAIT);
      const file = new File(['png'], 'transfer.png', { type: 'image/png' });
      const input = document.querySelector('input[type="file"]') as HTMLInputElement;
      fireEvent.change(input, { target: { files: [file] } });
      fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '1,500.5' } });
      fireEvent.change(screen.getByTestId('deposit-description'), {
        target: { value: 'Wire ref 42' },
      });
      fireEvent.click(screen.getByTestId('deposit-submit'));

      await waitFor(() =>
        expect(router.state.location.pathname).toBe(`/s/transaction/deposit/${DEPOSIT_ID}`),
      );
      expect(calls.filter((call) => call.path === '/api/seller/deposit-proofs')).toHaveLength(1);
      expect(calls.find((call) => call.path === '/api/seller/deposit')?.body).toEqual({
        amount: 150050,
        proofFileId: PROOF_ID,
        description: 'Wire ref 42',
      });
      expect(keysSentTo('/api/seller/deposit')[0]).toMatch(/^[\w.:-]{8,100}$/);
      // The deposit waits for an admin: the seller is not told it was received.
      expect(
        await screen.findByText(/submitted for review; your balance changes once/),
      ).toBeTruthy();
      expect(screen.queryByText(/received/)).toBeNull();
    },
    TEST_TIMEOUT,
  );

  it(
    'refuses an amount above 100000 dollars without calling the server',
    async () => {
      signInAs({ type: 'SELLER', id: SELLER_ID });
      const { calls } = renderApp('/s/transaction/create', serve({}));
      fireEvent.change(await screen.findByTestId('deposit-amount', {}, WAIT), {
        target: { value: '100000.01' },
      });
      fireEvent.change(screen.getByTestId('deposit-description'), { target: { value: 'Wire' } });
      fireEvent.click(screen.getByTestId('deposit-submit'));
      expect(
        await screen.findByText('The amount may not be greater than 100000 dollars'),
      ).toBeTruthy();
      expect(calls.some((call) => call.path === '/api/seller/deposit')).toBe(false);
    },
    TEST_TIMEOUT,
  );

  it(
    'shows the attempts the server says remain, and the ban at 0',
    async () => {
      signInAs({ type: 'SELLER', id: SELLER_ID });
      const remaining = ['2', '0'];
      const { calls } = renderApp(
        '/s/transaction/create',
        serve({
          'GET /api/seller/deposit-info': () =>
            ok({
              status: 200,
              data: {
                ...depositInfo,
                hadHoldingDeposit: true,
                holdingTransaction: { id: DEPOSIT_ID, amount: 5000 },
              },
            }),
          'POST /api/seller/payment-verify': () => {
            const left = remaining.shift() ?? '0';
            return fail(400, 'The verification code is wrong', {
              verifyCode: 'The verification code is wrong',
              verifyRemainingAttempt: left,
            });
          },
        }),
      );
      fireEvent.click(await screen.findByTestId('deposit-held-verify', {}, WAIT));
      const modal = await screen.findByTestId('verify-deposit-modal');
      expect(modal.textContent).toContain('$50.00');
      fireEvent.change(within(modal).getByTestId('verify-code'), { target: { value: '012345' } });
      fireEvent.click(within(modal).getByTestId('verify-submit'));

      expect((await screen.findByTestId('verify-remaining')).textContent).toContain(
        'Attempts remaining: 2',
      );
      expect(calls.find((call) => call.path === '/api/seller/payment-verify')?.body).toEqual({
        transactionId: DEPOSIT_ID,
        verifyCode: 12345,
      });

      fireEvent.change(screen.getByTestId('verify-code'), { target: { value: '111111' } });
      fireEvent.click(screen.getByTestId('verify-submit'));
      await screen.findByTestId('deposit-banned');
      await waitFor(() => expect(screen.queryByTestId('verify-deposit-modal')).toBeNull());
    },
    TEST_TIMEOUT,
  );
});

describe('admin review', () => {
  const admin = ['DEPOSIT_ACCESS', 'DEPOSIT_DETAIL_ACCESS', 'DEPOSIT_DETAIL_UPDATE'];
  const serve = (extra: Answers = {}): Answers => ({
    'GET /api/accounts/permissions': () => ok({ status: 200, data: admin }),
    [`GET /api/transactions/${DEPOSIT_ID}`]: () => ok({ status: 200, data: aTransaction() }),
    ...extra,
  });

  it(
    'asks before approving a bank transfer, and approves only once confirmed',
    async () => {
      signInAs({ type: 'ADMIN', permissions: admin });
      const { calls } = renderApp(
        `/a/transaction/deposit/${DEPOSIT_ID}?m=view`,
        serve({
          [`POST /api/transactions/${DEPOSIT_ID}/approve`]: () =>
            ok({ status: 200, data: aTransaction({ status: 'APPROVED', balanceAfter: 1234 }) }),
        }),
      );
      fireEvent.click(await screen.findByTestId('transaction-approve', {}, WAIT));
      const dialog = await screen.findByTestId('review-approve-dialog');
      expect(dialog.textContent).toContain('$12.34');
      expect(dialog.textContent).toContain('ana@shop.test');
      const isApproveCall = (call: { method: string; path: string }) =>
        call.method === 'POST' && call.path.endsWith('/approve');
      expect(calls.some(isApproveCall)).toBe(false);

      fireEvent.click(within(dialog).getByTestId('confirm-ok'));
      await waitFor(() => expect(calls.filter(isApproveCall)).toHaveLength(1));
      await waitFor(() =>
        expect(screen.getByTestId('transaction-status').textContent).toBe(
          i18n.t('statuses.APPROVED'),
        ),
      );
      expect(screen.queryByTestId('transaction-approve')).toBeNull();
    },
    TEST_TIMEOUT,
  );

  it(
    'shows the proof of transfer in the page, zooms it, and approves beside it',
    async () => {
      vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:proof-1' }));
      signInAs({ type: 'ADMIN', permissions: admin });
      const { calls } = renderApp(`/a/transaction/deposit/${DEPOSIT_ID}?m=view`, {
        ...serve(),
        [`GET /api/transactions/${DEPOSIT_ID}`]: () =>
          ok({ status: 200, data: aTransaction({ proofFileId: PROOF_ID }) }),
        [`GET /api/files/${PROOF_ID}/download`]: () =>
          new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
            status: 200,
            headers: { 'Content-Type': 'image/png' },
          }),
      });
      const review = await screen.findByTestId('proof-review', {}, WAIT);
      const image = await within(review).findByTestId('proof-image', {}, WAIT);
      expect(image.getAttribute('src')).toBe('blob:proof-1');
      // Downloading is not how it is read: the file is fetched for the page, not opened.
      expect(calls.some((call) => call.path.endsWith('/link'))).toBe(false);
      expect(within(review).getByTestId('proof-zoom').textContent).toBe('100%');
      fireEvent.click(within(review).getByRole('button', { name: 'Zoom in' }));
      expect(within(review).getByTestId('proof-zoom').textContent).toBe('150%');
      fireEvent.click(image);
      expect(within(review).getByTestId('proof-zoom').textContent).toBe('200%');
      fireEvent.click(within(review).getByRole('button', { name: 'Fit' }));
      expect(within(review).getByTestId('proof-zoom').textContent).toBe('100%');
      // The decision sits beside the proof, and still asks first.
      fireEvent.click(within(review).getByTestId('transaction-approve'));
      expect(await screen.findByTestId('review-approve-dialog')).toBeTruthy();
      expect(within(review).getByTestId('transaction-cancel')).toBeTruthy();
    },
    TEST_TIMEOUT,
  );

  it(
    'offers no approve to an admin who may only read deposits',
    async () => {
      const readOnly = ['DEPOSIT_ACCESS', 'DEPOSIT_DETAIL_ACCESS'];
      signInAs({ type: 'ADMIN', permissions: readOnly });
      renderApp(`/a/transaction/deposit/${DEPOSIT_ID}?m=view`, {
        ...serve(),
        'GET /api/accounts/permissions': () => ok({ status: 200, data: readOnly }),
      });
      await screen.findByTestId('transaction-receipt', {}, WAIT);
      expect(screen.queryByTestId('transaction-approve')).toBeNull();
      expect(screen.queryByTestId('transaction-cancel')).toBeNull();
    },
    TEST_TIMEOUT,
  );
});

describe('transaction lists', () => {
  it(
    "narrows the admin's withdraw list to withdraws",
    async () => {
      signInAs({ type: 'ADMIN', permissions: ['WITHDRAW_ACCESS'] });
      const { calls } = renderApp('/a/transaction/withdraws', {
        'GET /api/accounts/permissions': () => ok({ status: 200, data: ['WITHDRAW_ACCESS'] }),
        'POST /api/data-lists': () =>
          ok({
            status: 200,
            items: [{ ...aTransaction({ type: 'WITHDRAW' }), updatable: false }],
            total: 1,
            isTotalEstimated: false,
            query: { filters: [], filtersRef: [], timezone: 'UTC' },
          }),
        'GET /api/apps/datalist-filter/user': () => ok({ status: 200, data: [] }),
      });
      const row = await screen.findByTestId('data-list-row', {}, WAIT);
      expect(row.textContent).toContain('$12.34');
      const body = calls.filter((call) => call.path === '/api/data-lists').at(-1)?.body;
      expect(body).toMatchObject({
        model: 'transaction',
        filtersRef: [{ field: 'type', operation: 'in', value: ['WITHDRAW'] }],
      });
    },
    TEST_TIMEOUT,
  );
});

describe('seller withdraw', () => {
  it(
    'shows the available balance and refuses more than it, then asks in cents under a key',
    async () => {
      signInAs({ type: 'SELLER', id: SELLER_ID });
      const { calls } = renderApp('/s/transaction/withdraw/create', {
        'GET /api/seller/balance': () =>
          ok({
            status: 200,
            data: { currentBalance: 50_000, reservedAmount: 20_000, availableBalance: 30_000 },
          }),
        'POST /api/seller/withdraw': () =>
          ok({ status: 200, data: aTransaction({ type: 'WITHDRAW', amount: -25_000 }) }),
        [`GET /api/transactions/${DEPOSIT_ID}`]: () =>
          ok({ status: 200, data: aTransaction({ type: 'WITHDRAW', amount: -25_000 }) }),
      });
      expect((await screen.findByTestId('withdraw-available', {}, WAIT)).textContent).toBe(
        '$300.00',
      );
      fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '300.01' } });
      fireEvent.change(screen.getByTestId('withdraw-description'), {
        target: { value: 'IBAN DE00 1234' },
      });
      fireEvent.click(screen.getByTestId('withdraw-submit'));
      expect(await screen.findByText('Balance not enough')).toBeTruthy();
      expect(calls.some((call) => call.path === '/api/seller/withdraw')).toBe(false);

      fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '250' } });
      fireEvent.click(screen.getByTestId('withdraw-method'));
      fireEvent.click(await screen.findByRole('option', { name: 'Payoneer', hidden: true }));
      fireEvent.click(screen.getByTestId('withdraw-submit'));
      await waitFor(() =>
        expect(calls.find((call) => call.path === '/api/seller/withdraw')?.body).toEqual({
          amount: 25_000,
          paymentMethod: 'PAYONEER',
          description: 'IBAN DE00 1234',
        }),
      );
      expect(keysSentTo('/api/seller/withdraw')[0]).toMatch(/^[\w.:-]{8,100}$/);
    },
    TEST_TIMEOUT,
  );
});
