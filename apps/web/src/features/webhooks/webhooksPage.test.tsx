import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { fail, ok, renderApp, signInAs, signOutQuietly } from '../../test/testApp';

const WAIT = { timeout: 30_000 };
const endpoint = {
  id: '44444444-4444-4444-8444-444444444444',
  url: 'https://hooks.example.com/platfox',
  events: ['ORDER_STATUS_CHANGED', 'ITEM_SHIPPED'],
  isActive: true,
  disabledReason: null,
  consecutiveFailures: 0,
  pausedUntil: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const delivery = {
  id: '55555555-5555-4555-8555-555555555555',
  eventId: '66666666-6666-4666-8666-666666666666',
  event: 'ITEM_SHIPPED',
  status: 'DELIVERED',
  url: endpoint.url,
  endpointId: endpoint.id,
  attempts: 2,
  lastStatusCode: 200,
  lastError: null,
  createdAt: '2026-11-01T10:05:00.000Z',
  nextAttemptAt: null,
  deliveredAt: '2026-11-01T10:06:00.000Z',
  updatable: true,
};
const listAnswer = (items: unknown[]) =>
  ok({
    status: 200,
    items,
    total: items.length,
    isTotalEstimated: false,
    query: { filters: [], filtersRef: [], timezone: 'UTC' },
  });

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => signOutQuietly());
afterEach(() => vi.unstubAllGlobals());

function serve(
  endpoints: unknown[],
  extra: Record<string, (body: unknown) => Response> = {},
  path = '/s/general-setting',
) {
  return renderApp(path, {
    'GET /api/accounts/permissions': () => ok({ status: 200, data: [] }),
    'GET /api/seller/webhooks': () => ok({ status: 200, data: endpoints }),
    'POST /api/data-lists': () => listAnswer([delivery]),
    'GET /api/apps/datalist-filter/user': () => ok({ status: 200, data: [] }),
    ...extra,
  });
}

describe('the webhooks screen', () => {
  it('adds an endpoint and shows its secret once; a private address is refused on its field', async () => {
    signInAs({ type: 'SELLER' });
    let endpoints: unknown[] = [];
    let isRefused = true;
    const { calls } = serve(endpoints, {
      'POST /api/seller/webhooks': () => {
        if (isRefused) {
          isRefused = false;
          const message = 'This address is on a private or loopback network; use a public address';
          return fail(400, message, { url: message });
        }
        endpoints = [endpoint];
        return ok({ status: 200, data: { ...endpoint, secret: 'whsec_shown-once' } });
      },
    });
    expect(await screen.findByTestId('webhooks-empty', {}, WAIT)).toBeTruthy();
    fireEvent.click(screen.getByTestId('webhook-new'));
    fireEvent.change(await screen.findByTestId('webhook-url'), {
      target: { value: 'https://10.0.0.1/hook' },
    });
    fireEvent.click(screen.getByTestId('webhook-submit'));
    await waitFor(
      () => expect(screen.getByTestId('webhook-url').getAttribute('aria-invalid')).toBe('true'),
      WAIT,
    );
    expect(screen.getAllByText(/private or loopback network/).length).toBeGreaterThan(0);
    fireEvent.change(screen.getByTestId('webhook-url'), { target: { value: endpoint.url } });
    fireEvent.click(screen.getByTestId('webhook-event-ORDER_STATUS_CHANGED'));
    fireEvent.click(screen.getByTestId('webhook-submit'));
    expect((await screen.findByTestId('webhook-secret', {}, WAIT)).textContent).toBe(
      'whsec_shown-once',
    );
    const posts = calls.filter(
      (call) => call.method === 'POST' && call.path === '/api/seller/webhooks',
    );
    expect(posts.at(-1)?.body).toEqual({
      url: endpoint.url,
      events: ['ITEM_SHIPPED'],
      isActive: true,
    });
    fireEvent.click(screen.getByTestId('webhook-secret-done'));
    await waitFor(() => expect(screen.queryByTestId('webhook-secret')).toBeNull());
  }, 60_000);

  it('deletes and rotates only after confirming; the new secret is shown', async () => {
    signInAs({ type: 'SELLER' });
    const { calls } = serve([endpoint], {
      [`DELETE /api/seller/webhooks/${endpoint.id}`]: () =>
        ok({ status: 200, message: 'The webhook endpoint was deleted' }),
      [`POST /api/seller/webhooks/${endpoint.id}/rotate-secret`]: () =>
        ok({ status: 200, data: { ...endpoint, secret: 'whsec_rotated' } }),
    });
    fireEvent.click(await screen.findByTestId('webhook-delete', {}, WAIT));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));

    fireEvent.click(screen.getByTestId('webhook-rotate'));
    expect(calls.some((call) => call.path.endsWith('/rotate-secret'))).toBe(false);
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    expect((await screen.findByTestId('webhook-secret', {}, WAIT)).textContent).toBe(
      'whsec_rotated',
    );
  }, 60_000);

  it('shows a delivery’s attempts and resends it', async () => {
    signInAs({ type: 'SELLER' });
    const { calls, router } = serve([endpoint], {
      [`GET /api/seller/webhooks/deliveries/${delivery.id}`]: () =>
        ok({
          status: 200,
          data: {
            ...delivery,
            payload: { id: delivery.eventId, event: 'ITEM_SHIPPED', data: { trackingCode: '1Z9' } },
            attemptLog: [
              {
                id: 'a1',
                attempt: 1,
                statusCode: 503,
                durationMs: 40,
                error: 'The receiver answered 503',
                at: '2026-11-01T10:05:01.000Z',
              },
              {
                id: 'a2',
                attempt: 2,
                statusCode: 200,
                durationMs: 35,
                error: null,
                at: '2026-11-01T10:06:00.000Z',
              },
            ],
          },
        }),
      [`POST /api/seller/webhooks/deliveries/${delivery.id}/resend`]: () =>
        ok({ status: 200, data: { deliveryId: '77777777-7777-4777-8777-777777777777' } }),
    });
    const [row] = await screen.findAllByTestId('data-list-row', {}, WAIT);
    expect(row!.textContent).toContain('Item shipped');
    fireEvent.click(within(row!).getByTestId('webhook-delivery-open'));
    const attempts = await screen.findByTestId('webhook-attempts', {}, WAIT);
    expect(attempts.textContent).toContain('503');
    expect(attempts.textContent).toContain('The receiver answered 503');
    expect(screen.getByTestId('webhook-delivery-drawer').textContent).toContain('1Z9');
    // The open delivery has a link of its own.
    expect(router.state.location.pathname).toBe(`/s/general-setting/${delivery.id}`);
    const [shown] = await screen.findAllByTestId('data-list-row');
    fireEvent.click(within(shown!).getByTestId('row-action-resend'));
    await waitFor(() =>
      expect(calls.some((call) => call.path.endsWith(`${delivery.id}/resend`))).toBe(true),
    );
    expect(await screen.findByText(/Queued again/, {}, WAIT)).toBeTruthy();
  }, 60_000);

  it('opens a delivery from its link, and closing it goes back to the page', async () => {
    signInAs({ type: 'SELLER' });
    const { router } = serve(
      [endpoint],
      {
        [`GET /api/seller/webhooks/deliveries/${delivery.id}`]: () =>
          ok({
            status: 200,
            data: { ...delivery, payload: { data: { trackingCode: '1Z9' } }, attemptLog: [] },
          }),
      },
      `/s/general-setting/${delivery.id}`,
    );
    expect((await screen.findByTestId('webhook-delivery-drawer', {}, WAIT)).textContent).toContain(
      '1Z9',
    );
    fireEvent.keyDown(screen.getByTestId('webhook-delivery-drawer'), { key: 'Escape' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/s/general-setting'));
  }, 60_000);
});
