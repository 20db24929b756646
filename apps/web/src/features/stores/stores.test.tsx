import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { STORE_MESSAGES } from '@platfox/domain';
import { fail, ok, renderApp, signInAs, signOutQuietly, type Answers } from '../../test/testApp';
import { browser } from './leave';
import { aStore, aStoreRow, STORE_ID } from './testStores';

const FIRST_LOAD = { timeout: 15_000 };
vi.setConfig({ testTimeout: 60_000 });

const listAnswer = (items: unknown[]) =>
  ok({
    status: 200,
    items,
    total: items.length,
    isTotalEstimated: false,
    query: { filters: [], filtersRef: [], timezone: 'UTC' },
  });

/** The data lists by model: the stores list and the first-load cache read the same one. */
const lists =
  (byModel: Record<string, unknown[]>) =>
  (body: unknown): Response =>
    listAnswer(byModel[(body as { model: string }).model] ?? []);

const base = (extra: Answers = {}): Answers => ({
  'GET /api/accounts/permissions': () => ok({ status: 200, data: [] }),
  'GET /api/apps/datalist-filter/user': () => ok({ status: 200, data: [] }),
  [`GET /api/seller/external-stores/${STORE_ID}`]: () => ok({ status: 200, data: aStore() }),
  ...extra,
});

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => signOutQuietly());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/s/stores', () => {
  it('lists the stores with their platform, status, last sync and what waits', async () => {
    signInAs({ type: 'SELLER' });
    const failing = aStoreRow({
      id: '99999999-9999-4999-8999-999999999999',
      type: 'WOOCOMMERCE',
      name: 'Woo Corner',
      domain: 'https://woo.example.com',
      lastSyncError: 'The store answered 401',
    });
    renderApp(
      '/s/stores',
      base({
        'POST /api/data-lists': lists({ 'external-store': [aStoreRow(), failing] }),
        [`GET /api/seller/external-stores/${failing.id}`]: () =>
          ok({ status: 200, data: aStore({ ...failing, unmappedVariants: 0, waitingOrders: 0 }) }),
      }),
    );
    const rows = await screen.findAllByTestId('data-list-row', {}, FIRST_LOAD);
    expect(rows).toHaveLength(2);
    const [shopify, woo] = rows as [HTMLElement, HTMLElement];
    expect(shopify.textContent).toContain('Shopify');
    expect(shopify.textContent).toContain('Sunset Prints');
    expect(shopify.textContent).toContain('sunset-prints.myshopify.com');
    expect(shopify.textContent).toContain('Connected');
    expect(await within(shopify).findByText('2 variants to map')).toBeTruthy();
    expect(within(shopify).getByText('1 order waiting')).toBeTruthy();
    expect(woo.textContent).toContain('WooCommerce');
    expect(within(woo).getByTestId('store-sync-error').textContent).toContain(
      'The store answered 401',
    );
    expect(await within(woo).findByText('Nothing waiting')).toBeTruthy();
    // A store whose pull fails may need its access again: it offers Reconnect.
    expect(within(woo).getByTestId('row-action-reconnect')).toBeTruthy();
    expect(within(shopify).queryByTestId('row-action-reconnect')).toBeNull();
  });

  it('disconnects a store only after the seller confirms', async () => {
    signInAs({ type: 'SELLER' });
    const { calls } = renderApp(
      '/s/stores',
      base({
        'POST /api/data-lists': lists({ 'external-store': [aStoreRow()] }),
        [`POST /api/seller/external-stores/${STORE_ID}/disconnect`]: () =>
          ok({ status: 200, data: aStore({ status: 'DISCONNECTED' }) }),
      }),
    );
    const disconnectPath = `/api/seller/external-stores/${STORE_ID}/disconnect`;
    fireEvent.click(await screen.findByTestId('row-action-disconnect', {}, FIRST_LOAD));
    const dialog = await screen.findByTestId('store-disconnect-dialog');
    expect(dialog.textContent).toContain('No order will arrive from Sunset Prints');
    expect(calls.some((call) => call.path === disconnectPath)).toBe(false);
    fireEvent.click(within(dialog).getByTestId('confirm-cancel'));
    await waitFor(() => expect(screen.queryByTestId('store-disconnect-dialog')).toBeNull());
    expect(calls.some((call) => call.path === disconnectPath)).toBe(false);

    fireEvent.click(screen.getByTestId('row-action-disconnect'));
    fireEvent.click(
      within(await screen.findByTestId('store-disconnect-dialog')).getByTestId('confirm-ok'),
    );
    await waitFor(() =>
      expect(calls.filter((call) => call.path === disconnectPath)).toHaveLength(1),
    );
    expect(await screen.findByText('Sunset Prints is disconnected')).toBeTruthy();
  });

  it('says a sync was queued', async () => {
    signInAs({ type: 'SELLER' });
    const { calls } = renderApp(
      '/s/stores',
      base({
        'POST /api/data-lists': lists({ 'external-store': [aStoreRow()] }),
        [`POST /api/seller/external-stores/${STORE_ID}/sync`]: () =>
          ok({ status: 200, data: { isQueued: true } }),
      }),
    );
    fireEvent.click(await screen.findByTestId('row-action-sync', {}, FIRST_LOAD));
    expect(await screen.findByText(/The sync is queued/)).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/sync') && call.method === 'POST')).toBe(true);
  });

  it("connects WooCommerce: the server's refusal of the keys shows under the field", async () => {
    signInAs({ type: 'SELLER' });
    const { calls } = renderApp(
      '/s/stores',
      base({
        'POST /api/data-lists': lists({}),
        'POST /api/seller/external-stores/connect': () =>
          fail(400, STORE_MESSAGES.keysRefused, { consumerKey: STORE_MESSAGES.keysRefused }),
      }),
    );
    fireEvent.click(await screen.findByTestId('store-connect', {}, FIRST_LOAD));
    fireEvent.click(await screen.findByRole('radio', { name: 'WooCommerce' }));
    const type = (testId: string, value: string) =>
      fireEvent.change(screen.getByTestId(testId), { target: { value } });
    type('store-connect-domain', 'https://woo.example.com/');
    type('store-connect-key', 'ck_wrong');
    type('store-connect-secret', 'cs_wrong');
    fireEvent.click(screen.getByTestId('store-connect-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('store-connect-key').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByText(STORE_MESSAGES.keysRefused)).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/connect'))?.body).toEqual({
      type: 'WOOCOMMERCE',
      domain: 'https://woo.example.com',
      consumerKey: 'ck_wrong',
      consumerSecret: 'cs_wrong',
    });
  });

  /** A seller's /s/stores with the connect dialog open; the server answers this OAuth link. */
  async function openConnectAnswering(authorizeUrl: string) {
    signInAs({ type: 'SELLER' });
    const goTo = vi.spyOn(browser, 'goTo').mockImplementation(() => undefined);
    const { calls } = renderApp(
      '/s/stores',
      base({
        'POST /api/data-lists': lists({}),
        'POST /api/seller/external-stores/connect': () =>
          ok({ status: 200, data: { kind: 'oauth', authorizeUrl } }),
      }),
    );
    fireEvent.click(await screen.findByTestId('store-connect', {}, FIRST_LOAD));
    return { calls, goTo };
  }

  it('connects Shopify: the browser goes to the authorize URL the server answers', async () => {
    const authorizeUrl =
      'https://sunset-prints.myshopify.com/admin/oauth/authorize?client_id=abc&state=s-1';
    const { calls, goTo } = await openConnectAnswering(authorizeUrl);
    // A blank address is refused before anything is sent.
    fireEvent.click(await screen.findByTestId('store-connect-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('store-connect-domain').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(calls.some((call) => call.path.endsWith('/connect'))).toBe(false);
    fireEvent.change(screen.getByTestId('store-connect-domain'), {
      target: { value: 'Sunset-Prints.myshopify.com' },
    });
    fireEvent.click(screen.getByTestId('store-connect-submit'));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(authorizeUrl));
    expect(calls.find((call) => call.path.endsWith('/connect'))?.body).toEqual({
      type: 'SHOPIFY',
      domain: 'sunset-prints.myshopify.com',
    });
  });

  it('connects TikTok Shop: no address asked, the browser goes to TikTok’s authorize link', async () => {
    const authorizeUrl = 'https://auth.tiktok-shops.com/oauth/authorize?app_key=6a1&state=s-2';
    const { calls, goTo } = await openConnectAnswering(authorizeUrl);
    fireEvent.click(await screen.findByRole('radio', { name: 'TikTok Shop' }));
    await screen.findByTestId('store-connect-tiktok');
    expect(screen.queryByTestId('store-connect-domain')).toBeNull();
    fireEvent.click(screen.getByTestId('store-connect-submit'));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(authorizeUrl));
    expect(calls.find((call) => call.path.endsWith('/connect'))?.body).toEqual({ type: 'TIKTOK' });
  });

  it('loads the seller’s stores once the shell starts, and keeps them locally', async () => {
    signInAs({ type: 'SELLER' });
    localStorage.removeItem('stores');
    const { calls } = renderApp(
      '/s/api-key',
      base({
        'POST /api/data-lists': lists({ 'external-store': [aStoreRow()] }),
        'GET /api/seller/api-key': () => ok({ status: 200, data: [] }),
      }),
    );
    await waitFor(
      () => expect(JSON.parse(localStorage.getItem('stores') ?? '[]')).toHaveLength(1),
      FIRST_LOAD,
    );
    expect(calls.find((call) => call.path === '/api/data-lists')?.body).toMatchObject({
      model: 'external-store',
      pagination: { pageSize: 'all' },
    });
  });
});
