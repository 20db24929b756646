import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { ok, renderApp, signInAs, signOutQuietly, type Answers } from '../../test/testApp';
import { aSession } from '../../test/fixtures';
import { readEtsyRedirect } from './etsyRedirect';
import { aStore, STORE_ID } from './testStores';

const FIRST_LOAD = { timeout: 15_000 };
vi.setConfig({ testTimeout: 60_000 });

const etsyStore = (changes = {}) =>
  aStore({
    type: 'ETSY',
    name: 'StandInPrints',
    domain: 'standinprints',
    shopCode: '40000001',
    noteToBuyer: 'Thanks!',
    ...changes,
  });
const queueRow = {
  id: 'q-1',
  updatable: false,
  storeId: STORE_ID,
  receiptId: '3000000001',
  status: 'ERROR',
  buyerName: 'Ada Buyer',
  error: 'Shipping address city: Too small',
  storeOrderStatus: 'ERROR',
  orderId: null,
  note: 'Gift message: Happy birthday',
  attempts: 1,
  receiptUpdatedAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
};

const base = (extra: Answers = {}): Answers => ({
  'GET /api/accounts/permissions': () => ok({ status: 200, data: [] }),
  'GET /api/apps/datalist-filter/user': () => ok({ status: 200, data: [] }),
  'POST /api/data-lists': (body) => {
    const items = (body as { model: string }).model === 'etsy-order-queue' ? [queueRow] : [];
    return ok({
      status: 200,
      items,
      total: items.length,
      isTotalEstimated: false,
      query: { filters: [], filtersRef: [], timezone: 'UTC' },
    });
  },
  [`GET /api/seller/external-stores/${STORE_ID}`]: () => ok({ status: 200, data: etsyStore() }),
  ...extra,
});

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  signOutQuietly();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('/s/etsy-redirect', () => {
  it('saves code and state on arrival, signed out, and finishes after the sign-in', async () => {
    const { calls, router } = renderApp(
      '/s/etsy-redirect?code=etsy-code&state=st-9',
      base({
        'POST /api/auth/authenticate': () => ok(aSession({ type: 'SELLER' })),
        'POST /api/seller/external-stores/oauth-callback': () =>
          ok({ status: 200, data: etsyStore() }),
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), FIRST_LOAD);
    expect(readEtsyRedirect()).toEqual({ code: 'etsy-code', state: 'st-9', error: undefined });
    expect(calls.some((call) => call.path.endsWith('/oauth-callback'))).toBe(false);
    fireEvent.change(await screen.findByTestId('login-email', {}, FIRST_LOAD), {
      target: { value: 'seller@demo.test' },
    });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'Demo@12345' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(
      () => expect(router.state.location.pathname).toBe(`/s/etsy-shop/detail/${STORE_ID}`),
      FIRST_LOAD,
    );
    const posted = calls.filter((call) => call.path.endsWith('/oauth-callback'));
    expect(posted.map((call) => call.body)).toEqual([
      { query: { code: 'etsy-code', state: 'st-9' } },
    ]);
    // Used once: nothing is kept any more.
    expect(readEtsyRedirect()).toBeNull();
  });

  it('says Etsy refused when it sends an error back, and posts nothing', async () => {
    signInAs({ type: 'SELLER' });
    const { calls } = renderApp('/s/etsy-redirect?error=access_denied&state=st-2', base());
    const failed = await screen.findByTestId('store-callback-failed', {}, FIRST_LOAD);
    expect(failed.textContent).toContain('Etsy did not allow the connection');
    expect(calls.some((call) => call.path.endsWith('/oauth-callback'))).toBe(false);
  });
});

describe('/s/etsy-shop/detail/:externalStoreId', () => {
  it('shows the shop, its pending queue with the error, and saves the note to the buyer', async () => {
    signInAs({ type: 'SELLER' });
    const { calls } = renderApp(
      `/s/etsy-shop/detail/${STORE_ID}`,
      base({
        [`PUT /api/seller/external-stores/${STORE_ID}/note-to-buyer`]: (body) =>
          ok({ status: 200, data: etsyStore(body as object) }),
      }),
    );
    expect((await screen.findByTestId('page-title', {}, FIRST_LOAD)).textContent).toContain(
      'StandInPrints',
    );
    expect((await screen.findByTestId('etsy-queue-error', {}, FIRST_LOAD)).textContent).toBe(
      'Shipping address city: Too small',
    );
    const form = screen.getByTestId('etsy-note-form');
    const input = within(form).getByTestId('etsy-note-input') as HTMLTextAreaElement;
    expect(input.value).toBe('Thanks!');
    fireEvent.change(input, { target: { value: 'Enjoy your print' } });
    fireEvent.click(within(form).getByTestId('etsy-note-save'));
    await waitFor(() =>
      expect(calls.find((call) => call.path.endsWith('/note-to-buyer'))?.body).toEqual({
        noteToBuyer: 'Enjoy your print',
      }),
    );
    const queued = calls.filter(
      (call) => (call.body as { model?: string } | undefined)?.model === 'etsy-order-queue',
    );
    expect(JSON.stringify(queued[0]?.body)).toContain(STORE_ID);
  });
});
