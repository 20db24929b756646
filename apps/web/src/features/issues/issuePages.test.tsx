import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { IssueSystemMessage, IssueView } from '@platfox/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { ok, renderApp, signInAs, signOutQuietly } from '../../test/testApp';
import { anOrder } from '../orders/testOrders';

type Handler = (payload: unknown) => void;
const socket = vi.hoisted(() => ({ handlers: new Map<string, Set<Handler>>() }));

// The socket module is replaced: the test plays the server's live events itself.
vi.mock('../../platform/live/socket', async (importOriginal) => {
  const { useEffect, useRef } = await import('react');
  return {
    ...(await importOriginal<object>()),
    useLiveEvent: (name: string, handler: Handler) => {
      const latest = useRef(handler);
      latest.current = handler;
      useEffect(() => {
        const set = socket.handlers.get(name) ?? new Set<Handler>();
        socket.handlers.set(name, set);
        const entry: Handler = (payload) => latest.current(payload);
        set.add(entry);
        return () => void set.delete(entry);
      }, [name]);
    },
  };
});
const emit = (name: string, payload: unknown) =>
  act(() => socket.handlers.get(name)?.forEach((handler) => handler(payload)));

const WAIT = { timeout: 30_000 };
const ISSUE_ID = '11111111-1111-4111-8111-111111111111';
const ITEM_ID = '22222222-2222-4222-8222-222222222222';
const ORDER_ID = '33333333-3333-4333-8333-333333333333';
const PHOTO_ID = '44444444-4444-4444-8444-444444444444';

const message = (
  text: string,
  isMine: boolean,
  type: 'MESSAGE' | 'SYSTEM' = 'MESSAGE',
  system: IssueSystemMessage | null = null,
) => ({
  id: `m-${text}`,
  type,
  system,
  message: text,
  imageIds: [],
  authorType: isMine ? 'SELLER' : 'ADMIN',
  authorName: isMine ? 'Sam Seller' : 'Ada Admin',
  isMine,
  createdAt: '2026-11-20T10:00:00.000Z',
});

function issue(overrides: Partial<IssueView> = {}): IssueView {
  return {
    id: ISSUE_ID,
    selfId: 42,
    status: 'NEW',
    type: 'BUG',
    origin: 'PRINTER',
    sellerId: 'seller',
    createdBy: 'seller',
    orderId: ORDER_ID,
    items: [
      {
        id: ITEM_ID,
        orderId: ORDER_ID,
        productTitle: 'Tee',
        productSku: 'SKU-1',
        variantName: 'Black / M',
        quantity: 1,
        status: 'IN_TRANSIT',
      },
    ],
    request: {
      reason: 'MISPRINT',
      description: 'Smudged print',
      imageIds: [PHOTO_ID],
      action: 'REPRINT',
      reprintAddress: null,
    },
    resolution: null,
    refundedAmount: null,
    reprintOrderId: null,
    conversation: [],
    printerConversation: null,
    history: [],
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    closedAt: null,
    ...overrides,
  };
}

const listAnswer = (items: unknown[]) =>
  ok({
    status: 200,
    items,
    total: items.length,
    isTotalEstimated: false,
    query: { filters: [], filtersRef: [], timezone: 'UTC' },
  });
const common = {
  'GET /api/accounts/permissions': () => ok({ status: 200, data: [] }),
  'GET /api/apps/datalist-filter/issue': () => ok({ status: 200, data: [] }),
  'GET /api/pending-tasks': () => ok({ status: 200, data: {} }),
  [`GET /api/issues/${ISSUE_ID}/images/${PHOTO_ID}`]: () =>
    new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
      headers: { 'content-type': 'image/png' },
    }),
};

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => signOutQuietly());
afterEach(() => vi.unstubAllGlobals());

describe('the issue screens', () => {
  it('the seller raises an issue from /s/issues on a shipped item with a photo', async () => {
    signInAs({ type: 'SELLER' });
    const { calls } = renderApp('/s/issues', {
      ...common,
      'POST /api/data-lists': (body) =>
        (body as { model: string }).model === 'order-item'
          ? listAnswer([
              {
                id: ITEM_ID,
                orderId: ORDER_ID,
                productTitle: 'Tee',
                variantName: 'Black / M',
                productSku: 'SKU-1',
                updatable: true,
              },
            ])
          : listAnswer([]),
      'POST /api/issue-images': () => ok({ status: 200, data: { id: PHOTO_ID, name: 'x.png' } }),
      [`POST /api/seller/order-items/${ITEM_ID}/report`]: () => ok({ status: 200, data: issue() }),
      [`GET /api/seller/issues/${ISSUE_ID}`]: () => ok({ status: 200, data: issue() }),
      'GET /api/seller/claim-window': () => ok({ status: 200, data: { days: 30 } }),
      [`GET /api/orders/${ORDER_ID}`]: () => ok({ status: 200, data: anOrder({ id: ORDER_ID }) }),
    });
    fireEvent.click(await screen.findByTestId('issue-raise', {}, WAIT));
    const modal = await screen.findByTestId('issue-report-modal', {}, WAIT);
    const submit = within(modal).getByTestId('issue-submit');
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(modal).getByTestId('issue-item'));
    fireEvent.click(await screen.findByText('Tee · Black / M · SKU-1', {}, WAIT));
    fireEvent.change(within(modal).getByTestId('issue-description'), {
      target: { value: 'Smudged print' },
    });
    const input = modal.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array([1])], 'x.png', { type: 'image/png' })] },
    });
    await screen.findByText('x.png', {}, WAIT);
    // The claim window is said; the reason is from the list; the reprint's address confirmed.
    expect(within(modal).getByTestId('issue-claim-window').textContent).toContain('30 days');
    fireEvent.click(within(modal).getByTestId('issue-reason'));
    fireEvent.click(await screen.findByText('Misprint', {}, WAIT));
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.click(await within(modal).findByTestId('issue-reprint-confirm', {}, WAIT));
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false), WAIT);
    fireEvent.click(submit);
    expect(await screen.findByTestId('issue-number', {}, WAIT)).toBeTruthy();
    const report = calls.find((call) => call.path.endsWith('/report'));
    expect(report?.body).toEqual({
      reason: 'MISPRINT',
      action: 'REPRINT',
      description: 'Smudged print',
      imageIds: [PHOTO_ID],
      orderItemIds: [],
    });
  }, 60_000);

  it("the seller's issue page shows the conversation only and reads it again when told live", async () => {
    signInAs({ type: 'SELLER' });
    let current = issue({ conversation: [message('Can you send the back?', false)] });
    renderApp(`/s/issue/${ISSUE_ID}`, {
      ...common,
      [`GET /api/seller/issues/${ISSUE_ID}`]: () => ok({ status: 200, data: current }),
      [`POST /api/seller/issues/${ISSUE_ID}/messages`]: (body) => {
        current = issue({
          conversation: [
            ...(current.conversation ?? []),
            message((body as { message: string }).message, true),
          ],
        });
        return ok({ status: 200, data: current });
      },
    });
    expect(await screen.findByText('Can you send the back?', {}, WAIT)).toBeTruthy();
    expect(screen.queryByTestId('issue-printerConversation')).toBeNull();
    expect(screen.queryByTestId('issue-move-CLOSED')).toBeNull();
    fireEvent.change(screen.getByTestId('issue-conversation-text'), {
      target: { value: 'Here it is' },
    });
    fireEvent.click(screen.getByTestId('issue-conversation-send'));
    expect(await screen.findByText('Here it is', {}, WAIT)).toBeTruthy();
    // The admin resolves it elsewhere; the live event brings the resolution.
    current = issue({
      status: 'RESOLVED',
      resolution: 'REPRINT',
      conversation: [
        ...(current.conversation ?? []),
        // The server sends the resolution as a code; the screen words it, the note follows.
        message('Sorry about that', false, 'SYSTEM', { kind: 'REPRINTED', params: {} }),
      ],
      history: [
        {
          id: 'h-1',
          event: { kind: 'REPRINTED', params: { from: 'NEW' } },
          description: null,
          actorName: 'Ada Admin',
          createdAt: '2026-11-20T11:00:00.000Z',
        },
      ],
    });
    emit('issue_updated', { id: ISSUE_ID, status: 'RESOLVED', conversation: 'conversation' });
    expect((await screen.findByTestId('issue-system-line', {}, WAIT)).textContent).toBe(
      'Resolved by a reprint at no charge',
    );
    expect(screen.getByText('Sorry about that')).toBeTruthy();
    expect(screen.getByTestId('issue-history').textContent).toContain(
      'Resolved by a reprint at no charge',
    );
    expect(screen.getByTestId('issue-resolution').textContent).toBe('A reprint was made');
  }, 60_000);

  it('the admin sees both conversations; closing and resolving ask first', async () => {
    const permissions = [
      'ORDER_ITEM_ACCESS',
      'ORDER_ITEM_DETAIL_ACCESS',
      'ORDER_ITEM_DETAIL_UPDATE',
      'ORDER_ITEM_RESEND_DETAIL_UPDATE',
    ];
    signInAs({ type: 'ADMIN', permissions });
    let current = issue({ printerConversation: [] });
    const { calls } = renderApp(`/a/issue/${ISSUE_ID}`, {
      ...common,
      'GET /api/accounts/permissions': () => ok({ status: 200, data: permissions }),
      'GET /api/pending-tasks': () =>
        ok({
          status: 200,
          data: {
            deposit: 0,
            order: 0,
            orderItem: 0,
            overDueOrderItem: 0,
            overProcessingDueOrderItem: 0,
            overShippingDueOrderItem: 0,
            refundOrderItem: 0,
            resentOrderItem: 0,
            returnOrderItem: 0,
            withdraw: 0,
            issue: 17,
          },
        }),
      [`GET /api/issues/${ISSUE_ID}`]: () => ok({ status: 200, data: current }),
      [`PUT /api/issues/${ISSUE_ID}/status`]: () => {
        current = issue({ status: 'CLOSED', printerConversation: [] });
        return ok({ status: 200, data: current });
      },
      [`POST /api/issues/${ISSUE_ID}/resolve`]: () =>
        ok({
          status: 200,
          data: issue({ status: 'RESOLVED', resolution: 'REPRINT', printerConversation: [] }),
        }),
    });
    expect(await screen.findByTestId('issue-printerConversation', {}, WAIT)).toBeTruthy();
    expect(screen.getByTestId('issue-conversation')).toBeTruthy();
    // The menu's issues entry counts the NEW issues.
    expect(await screen.findByText('17', {}, WAIT)).toBeTruthy();
    // No refund permission: no refund button.
    expect(screen.queryByTestId('issue-resolve-REFUND')).toBeNull();
    fireEvent.click(screen.getByTestId('issue-move-CLOSED'));
    const dialog = await screen.findByTestId('issue-confirm', {}, WAIT);
    expect(dialog.textContent).toContain('Close issue');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.click(within(dialog).getByTestId('confirm-cancel'));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.click(screen.getByTestId('issue-resolve-REPRINT'));
    fireEvent.click(
      within(await screen.findByTestId('issue-confirm', {}, WAIT)).getByTestId('confirm-ok'),
    );
    await waitFor(
      () => expect(screen.getByTestId('issue-resolution').textContent).toBe('A reprint was made'),
      WAIT,
    );
    const resolve = calls.find((call) => call.path.endsWith('/resolve'));
    expect(resolve?.body).toEqual({ action: 'REPRINT' });
  }, 60_000);

  it("the admin sets the issue's type and origin; the seller's reason is shown as given", async () => {
    const permissions = [
      'ORDER_ITEM_ACCESS',
      'ORDER_ITEM_DETAIL_ACCESS',
      'ORDER_ITEM_DETAIL_UPDATE',
    ];
    signInAs({ type: 'ADMIN', permissions });
    let current = issue({ printerConversation: [] });
    const { calls } = renderApp(`/a/issue/${ISSUE_ID}`, {
      ...common,
      'GET /api/accounts/permissions': () => ok({ status: 200, data: permissions }),
      [`GET /api/issues/${ISSUE_ID}`]: () => ok({ status: 200, data: current }),
      [`PUT /api/issues/${ISSUE_ID}/sorting`]: (body) => {
        current = issue({ ...(body as object), printerConversation: [] });
        return ok({ status: 200, data: current });
      },
    });
    expect((await screen.findByTestId('issue-request-reason', {}, WAIT)).textContent).toContain(
      'Misprint',
    );
    fireEvent.click(screen.getByTestId('issue-sorting-origin'));
    fireEvent.click(await screen.findByText('Shipping', {}, WAIT));
    await waitFor(
      () =>
        expect(calls.find((call) => call.path.endsWith('/sorting'))?.body).toEqual({
          type: 'BUG',
          origin: 'SHIPPING',
        }),
      WAIT,
    );
  }, 60_000);

  it("the printer's issue page shows the printer conversation only", async () => {
    signInAs({ type: 'PRINTER' });
    renderApp(`/p/issue/${ISSUE_ID}`, {
      ...common,
      [`GET /api/printer/issues/${ISSUE_ID}`]: () =>
        ok({
          status: 200,
          data: issue({
            conversation: null,
            printerConversation: [message('Check the head', false)],
            history: [],
          }),
        }),
    });
    expect(await screen.findByText('Check the head', {}, WAIT)).toBeTruthy();
    expect(screen.queryByTestId('issue-conversation')).toBeNull();
    expect(screen.queryByTestId('issue-history')).toBeNull();
  }, 60_000);
  it('a printer reads an issue resolved by a refund as a refund, never as a reprint', async () => {
    signInAs({ type: 'PRINTER' });
    // The printer's answer keeps the resolution and leaves the refunded amount out.
    renderApp(`/p/issue/${ISSUE_ID}`, {
      ...common,
      [`GET /api/printer/issues/${ISSUE_ID}`]: () =>
        ok({
          status: 200,
          data: issue({
            status: 'RESOLVED',
            resolution: 'REFUND',
            refundedAmount: null,
            conversation: null,
            printerConversation: [],
          }),
        }),
    });
    const resolution = await screen.findByTestId('issue-resolution', {}, WAIT);
    expect(resolution.textContent).toContain('Resolved by a refund');
    expect(resolution.textContent).not.toContain('reprint');
  }, 60_000);
});
