import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BROADCAST_CHANNEL_NAME, closeTabChannel } from '../../platform/broadcast';
import { otherTabDepositStore } from '../../platform/broadcast/sync';
import { initI18n } from '../../platform/i18n';
import { FakeBroadcastChannel } from '../../test/fakeBroadcastChannel';
import { ok, renderApp, signInAs, signOutQuietly } from '../../test/testApp';

/**
 * The tab channel's processing-deposit message (spec 01 sections 7 and 9): a deposit processed in
 * one tab shows in the seller's other tabs. The other tab is a second channel of the same name.
 */
const WAIT = { timeout: 30_000 };
const TEST_TIMEOUT = 60_000;
const SELLER_ID = '11111111-1111-4111-8111-111111111111';
const DEPOSIT_ID = '22222222-2222-4222-8222-222222222222';

const depositInfo = {
  allowDepositPermission: true,
  hadHoldingDeposit: false,
  holdingTransaction: null,
  verifyRemainingAttemptNumber: 3,
  config: { allowDepositBanking: true, allowDepositCreditCard: true, allowDepositPaypal: true },
  methods: { BANKING: true, CREDIT_CARD: true, PAYPAL: true },
  maxDepositAmount: 10_000_000,
};
const captured = {
  id: DEPOSIT_ID,
  userId: SELLER_ID,
  userEmail: 'ana@shop.test',
  userFullName: 'Ana Lima',
  type: 'DEPOSIT',
  status: 'APPROVED',
  amount: 5000,
  fee: 0,
  paymentMethod: 'PAYPAL',
  description: '',
  proofFileId: null,
  orderId: null,
  refTransactionId: null,
  balanceBefore: 0,
  balanceAfter: 5000,
  createdAt: '2024-05-01T10:00:00.000Z',
  updatedAt: '2024-05-01T10:00:00.000Z',
  reviewedAt: null,
  reviewNote: null,
};

let otherTab: FakeBroadcastChannel;
let heard: unknown[];

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  signOutQuietly();
  vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);
  closeTabChannel();
  FakeBroadcastChannel.reset();
  otherTabDepositStore.set(null);
  otherTab = new FakeBroadcastChannel(BROADCAST_CHANNEL_NAME);
  heard = [];
  otherTab.onmessage = (event) => heard.push(event.data);
});
afterEach(() => {
  vi.unstubAllGlobals();
  closeTabChannel();
  signOutQuietly();
});

const depositWords = () =>
  heard.filter(
    (message): message is { type: string; state: string } =>
      (message as { type?: string }).type === 'processing-deposit',
  );

describe('a deposit processed in one tab, seen from the others', () => {
  it(
    'tells the other tabs while the PayPal capture runs, then that it is done',
    async () => {
      signInAs({ id: SELLER_ID, type: 'SELLER' });
      let answer: (response: Response) => void = () => undefined;
      renderApp('/s/transaction/create?paypal=return&token=EC-1&PayerID=P-1', {
        'GET /api/seller/deposit-info': () => ok({ status: 200, data: depositInfo }),
        'POST /api/seller/verify-payment-paypal': () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }) as unknown as Response,
      });
      expect(await screen.findByTestId('deposit-processing-modal', {}, WAIT)).toBeTruthy();
      await waitFor(() =>
        expect(depositWords()).toContainEqual({
          type: 'processing-deposit',
          userId: SELLER_ID,
          state: 'processing',
        }),
      );
      answer(ok({ status: 200, data: captured }));
      expect(await screen.findByTestId('deposit-processing-done', {}, WAIT)).toBeTruthy();
      await waitFor(() => expect(depositWords().at(-1)?.state).toBe('done'));
      expect(depositWords().filter((word) => word.state === 'done')).toHaveLength(1);
    },
    TEST_TIMEOUT,
  );

  it(
    'shows another tab’s deposit while it runs, then says it is done and reads the ledger again',
    async () => {
      signInAs({ id: SELLER_ID, type: 'SELLER' });
      const { calls } = renderApp('/s/transaction/create', {
        'GET /api/seller/deposit-info': () => ok({ status: 200, data: depositInfo }),
      });
      await screen.findByTestId('deposit-form', {}, WAIT);
      otherTab.postMessage({ type: 'processing-deposit', userId: SELLER_ID, state: 'processing' });
      expect((await screen.findByTestId('deposit-other-tab')).textContent).toBe(
        'A deposit is being processed in another tab…',
      );
      const asked = calls.length;
      otherTab.postMessage({ type: 'processing-deposit', userId: SELLER_ID, state: 'done' });
      expect(
        await screen.findByText(
          'The deposit made in another tab was processed. Your balance is up to date.',
        ),
      ).toBeTruthy();
      expect(screen.queryByTestId('deposit-other-tab')).toBeNull();
      // The deposit page's own read (what the seller may deposit now) is asked again.
      await waitFor(() =>
        expect(calls.slice(asked).map((call) => call.path)).toContain('/api/seller/deposit-info'),
      );
    },
    TEST_TIMEOUT,
  );

  it(
    'ignores another user’s deposit, and forgets a tab that stopped telling',
    async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        signInAs({ id: SELLER_ID, type: 'SELLER' });
        renderApp('/s/transaction/create', {
          'GET /api/seller/deposit-info': () => ok({ status: 200, data: depositInfo }),
        });
        await screen.findByTestId('deposit-form', {}, WAIT);
        otherTab.postMessage({
          type: 'processing-deposit',
          userId: 'someone',
          state: 'processing',
        });
        expect(screen.queryByTestId('deposit-other-tab')).toBeNull();
        otherTab.postMessage({
          type: 'processing-deposit',
          userId: SELLER_ID,
          state: 'processing',
        });
        await screen.findByTestId('deposit-other-tab');
        // The other tab closed mid-way: three seconds without word and the notice goes.
        await vi.advanceTimersByTimeAsync(4_000);
        await waitFor(() => expect(screen.queryByTestId('deposit-other-tab')).toBeNull());
      } finally {
        vi.useRealTimers();
      }
    },
    TEST_TIMEOUT,
  );
});

describe('a permission change in one tab, seen from the others', () => {
  it(
    'shows the menu the new permissions open, in this tab too',
    async () => {
      signInAs({ id: 'admin-1', type: 'ADMIN', permissions: ['ORDER_ACCESS'] });
      renderApp('/a/orders', {
        'GET /api/accounts/permissions': () => ok({ status: 200, data: ['ORDER_ACCESS'] }),
      });
      expect(await screen.findByTestId('menu-item-/a/orders', {}, WAIT)).toBeTruthy();
      expect(screen.queryByTestId('menu-item-/a/users')).toBeNull();
      // An admin granted users in the other tab, which heard it first (its live event).
      otherTab.postMessage({
        type: 'permission-change',
        userId: 'admin-1',
        permissions: ['ORDER_ACCESS', 'USER_ACCESS'],
      });
      expect(await screen.findByTestId('menu-item-/a/users')).toBeTruthy();
    },
    TEST_TIMEOUT,
  );
});
