import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { json } from '../../test/fixtures';
import { renderInApp } from '../../test/render';
import { ok, renderApp, signInAs, signOutQuietly, type Answers } from '../../test/testApp';
import { RequestModal } from './RequestModal';

/** The machine is shared: a lazy page and its first answers may take a while. */
const WAIT = { timeout: 30_000 };
const TEST_TIMEOUT = 60_000;

const ITEM_ID = '33333333-3333-4333-8333-333333333333';
const REQUEST_ID = '44444444-4444-4444-8444-444444444444';

const aRequest = (changes: Record<string, unknown> = {}) => ({
  id: REQUEST_ID,
  type: 'REFUND',
  status: 'PENDING',
  orderId: '55555555-5555-4555-8555-555555555555',
  orderItemId: ITEM_ID,
  sellerId: '66666666-6666-4666-8666-666666666666',
  sellerEmail: 'ana@shop.test',
  reason: 'Misprint',
  refundType: 'PERCENT',
  percent: 50,
  amount: 1050,
  itemStatus: 'WAITING_TO_REFUND',
  productTitle: 'Classic tee',
  productSku: 'TEE-1',
  reviewNote: null,
  reviewedAt: null,
  resendOrderId: null,
  forwardAddress: null,
  forwardNote: null,
  createdAt: '2026-11-01T10:00:00.000Z',
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

const TASKS = {
  deposit: 0,
  order: 2,
  orderItem: 0,
  overDueOrderItem: 0,
  overProcessingDueOrderItem: 0,
  overShippingDueOrderItem: 0,
  refundOrderItem: 7,
  resentOrderItem: 0,
  returnOrderItem: 0,
  withdraw: 0,
  issue: 3,
};

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => signOutQuietly());
afterEach(() => vi.unstubAllGlobals());

describe('the refund queue', () => {
  const permissions = ['ORDER_ITEM_REFUND_ACCESS', 'ORDER_ITEM_REFUND_DETAIL_UPDATE'];
  const serve = (): Answers => ({
    'GET /api/accounts/permissions': () => ok({ status: 200, data: permissions }),
    'GET /api/pending-tasks': () => ok({ status: 200, data: TASKS }),
    'POST /api/data-lists': () =>
      listAnswer([aRequest(), aRequest({ id: 'x', status: 'APPROVED', updatable: false })]),
    'GET /api/apps/datalist-filter/user': () => ok({ status: 200, data: [] }),
    [`POST /api/order-items/${ITEM_ID}/approve-refund`]: () =>
      ok({ status: 200, data: aRequest({ status: 'APPROVED', itemStatus: 'REFUNDED' }) }),
  });

  it(
    'approves a waiting request after the confirmation, with the note, and shows the menu counter',
    async () => {
      signInAs({ type: 'ADMIN', permissions });
      const { calls } = renderApp('/a/refund-order-items', serve());
      const rows = await screen.findAllByTestId('data-list-row', {}, WAIT);
      expect(rows).toHaveLength(2);
      expect(rows[0]!.textContent).toContain('$10.50');
      // An answered request offers no answer.
      expect(within(rows[1]!).queryByTestId('row-action-approveRefund')).toBeNull();
      const body = calls.filter((call) => call.path === '/api/data-lists').at(-1)?.body;
      expect(body).toMatchObject({ model: 'refund-order-item' });

      fireEvent.click(within(rows[0]!).getByTestId('row-action-approveRefund'));
      const dialog = await screen.findByTestId('after-sale-approveRefund-dialog');
      expect(dialog.textContent).toContain('ana@shop.test');
      expect(calls.some((call) => call.path.endsWith('/approve-refund'))).toBe(false);
      fireEvent.change(within(dialog).getByTestId('after-sale-note'), {
        target: { value: 'Sorry about that' },
      });
      fireEvent.click(within(dialog).getByTestId('confirm-ok'));
      await waitFor(() => {
        const sent = calls.find(
          (call) => call.path === `/api/order-items/${ITEM_ID}/approve-refund`,
        );
        expect(sent?.body).toEqual({ note: 'Sorry about that' });
      });

      // The side menu's badge reads the pending-task counters.
      await waitFor(() =>
        expect(calls.some((call) => call.path === '/api/pending-tasks')).toBe(true),
      );
      expect(await screen.findByText('7', {}, WAIT)).toBeTruthy();
    },
    TEST_TIMEOUT,
  );
});

describe('the return queue', () => {
  const permissions = ['ORDER_ITEM_RETURN_ACCESS', 'ORDER_ITEM_RETURN_DETAIL_UPDATE'];
  const forwarder = {
    fullName: 'Bay Forwarding Co.',
    street: '88 Harbor Road',
    street2: null,
    city: 'Oakland',
    state: 'CA',
    zipcode: '94607',
    country: 'US',
  };
  const aReturn = (changes: Record<string, unknown> = {}) =>
    aRequest({
      type: 'RETURN',
      refundType: null,
      percent: null,
      amount: null,
      itemStatus: 'WAITING_TO_RETURN',
      forwardAddress: forwarder,
      forwardNote: 'Call ahead',
      ...changes,
    });

  it(
    "shows where each parcel goes (the seller's forwarding address) and asks with it",
    async () => {
      signInAs({ type: 'ADMIN', permissions });
      renderApp('/a/return-order-items', {
        'GET /api/accounts/permissions': () => ok({ status: 200, data: permissions }),
        'GET /api/pending-tasks': () => ok({ status: 200, data: TASKS }),
        'POST /api/data-lists': () =>
          listAnswer([aReturn(), aReturn({ id: 'y', forwardAddress: null, forwardNote: null })]),
        'GET /api/apps/datalist-filter/user': () => ok({ status: 200, data: [] }),
      });
      const rows = await screen.findAllByTestId('data-list-row', {}, WAIT);
      expect(rows[0]!.textContent).toContain(
        'Bay Forwarding Co., 88 Harbor Road, Oakland, CA, 94607, United States (Call ahead)',
      );
      expect(rows[1]!.textContent).toContain('No forwarding address set');

      fireEvent.click(within(rows[0]!).getByTestId('row-action-approveReturn'));
      const dialog = await screen.findByTestId('after-sale-approveReturn-dialog');
      expect(within(dialog).getByTestId('after-sale-forward-to').textContent).toBe(
        'Send the parcel to: Bay Forwarding Co., 88 Harbor Road, Oakland, CA, 94607, United States (Call ahead)',
      );
    },
    TEST_TIMEOUT,
  );
});

describe('the seller request modal', () => {
  it('sends a custom refund in cents and shows the server refusal', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit) => {
        // No refund reasons kept by the admin: the reason is free text.
        if (input.includes('/apps/type-options/')) {
          return json(404, { status: 404, message: 'Not found', errors: {} });
        }
        sent.push({
          path: new URL(input, 'http://x').pathname,
          body: JSON.parse(String(init.body)),
        });
        return json(400, {
          status: 400,
          message: 'The refund amount cannot be more than what was paid and not refunded yet',
          errors: {},
        });
      }),
    );
    const onDone = vi.fn();
    renderInApp(
      <RequestModal itemId={ITEM_ID} maxAmount={2100} onClose={() => undefined} onDone={onDone} />,
    );
    fireEvent.click(await screen.findByTestId('refund-type-CUSTOM_AMOUNT'));
    fireEvent.change(screen.getByTestId('refund-amount'), { target: { value: '12.34' } });
    fireEvent.change(screen.getByTestId('after-sale-reason'), { target: { value: 'Misprint' } });
    fireEvent.click(screen.getByTestId('after-sale-submit'));
    expect(
      await screen.findByText(
        'The refund amount cannot be more than what was paid and not refunded yet',
      ),
    ).toBeTruthy();
    expect(sent).toEqual([
      {
        path: `/api/seller/order-items/${ITEM_ID}/refund`,
        body: { reason: 'Misprint', refundType: 'CUSTOM_AMOUNT', amount: 1234 },
      },
    ]);
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe("the request's reason from the admin's app types", () => {
  it("offers the admin's resend reasons and sends the picked one with the details", async () => {
    const sent: { path: string; body: unknown }[] = [];
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit) => {
        const path = new URL(input, 'http://x').pathname;
        if (path.startsWith('/api/apps/type-options/')) {
          asked.push(path);
          if (!path.endsWith('/RESEND_REASON')) {
            return json(404, { status: 404, message: 'Not found', errors: {} });
          }
          return json(200, {
            status: 200,
            data: {
              id: '88888888-8888-4888-8888-888888888888',
              key: 'RESEND_REASON',
              name: 'Resend reasons',
              options: [
                { value: 'LOST_IN_TRANSIT', label: 'Lost in transit' },
                { value: 'PRINT_DEFECT', label: 'Print defect' },
              ],
            },
          });
        }
        sent.push({ path, body: JSON.parse(String(init.body)) });
        const {
          sellerEmail: _email,
          productTitle: _title,
          productSku: _sku,
          updatable: _u,
          ...view
        } = aRequest({ type: 'RESEND', refundType: null, percent: null, amount: null });
        return json(200, { status: 200, data: view });
      }),
    );
    const onDone = vi.fn();
    renderInApp(
      <RequestModal itemId={ITEM_ID} maxAmount={2100} onClose={() => undefined} onDone={onDone} />,
    );
    // No refund reasons are kept: the refund's reason is typed.
    expect(await screen.findByTestId('after-sale-reason')).toBeTruthy();
    expect(screen.queryByTestId('after-sale-reason-pick')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Resend' }));
    const pick = await screen.findByTestId('after-sale-reason-pick', {}, WAIT);
    expect(asked).toContain('/api/apps/type-options/RESEND_REASON');
    expect((screen.getByTestId('after-sale-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(pick);
    fireEvent.click(await screen.findByRole('option', { name: 'Lost in transit', hidden: true }));
    fireEvent.change(screen.getByTestId('after-sale-reason'), {
      target: { value: 'Tracking stopped in Memphis' },
    });
    fireEvent.click(screen.getByTestId('after-sale-submit'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        path: `/api/seller/order-items/${ITEM_ID}/resend`,
        body: { reason: 'Lost in transit: Tracking stopped in Memphis' },
      },
    ]);
  });
});

describe('the seller invalid-address list', () => {
  it(
    "lists the seller's flagged orders and applies the suggested spelling",
    async () => {
      signInAs({ type: 'SELLER' });
      const ORDER_ID = '77777777-7777-4777-8777-777777777777';
      const { calls } = renderApp('/s/invalid-address-orders', {
        'POST /api/data-lists': () =>
          listAnswer([
            {
              id: ORDER_ID,
              status: 'PENDING',
              fullName: 'Jo Buyer',
              street: '1 Main St',
              street2: null,
              city: 'Austin',
              state: 'TX',
              zipcode: '7330',
              country: 'US',
              problems: [{ field: 'zipcode', message: 'A US zipcode has 5 digits (or 5+4)' }],
              checkedAt: '2026-11-01T10:00:00.000Z',
              updatable: true,
            },
          ]),
        'GET /api/apps/datalist-filter/user': () => ok({ status: 200, data: [] }),
        [`POST /api/orders/${ORDER_ID}/suggestAddress`]: () =>
          ok({ status: 200, data: { orderId: ORDER_ID } }),
      });
      const row = await screen.findByTestId('data-list-row', {}, WAIT);
      expect(row.textContent).toContain('A US zipcode has 5 digits (or 5+4)');
      expect(calls.map((call) => call.body)).toContainEqual(
        expect.objectContaining({ model: 'invalid-address-order' }),
      );
      fireEvent.click(within(row).getByTestId('row-action-applySuggestion'));
      await waitFor(() =>
        expect(calls.some((call) => call.path === `/api/orders/${ORDER_ID}/suggestAddress`)).toBe(
          true,
        ),
      );
    },
    TEST_TIMEOUT,
  );
});
