import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { STORE_MESSAGES } from '@platfox/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { fail, ok, renderApp, signInAs, signOutQuietly, type Answers } from '../../test/testApp';
import { aSession } from '../../test/fixtures';
import { ITEM_ID, PRODUCT_ID, productRow, productType } from '../orders/testOrders';
import { browser } from './leave';
import { takeStoreCallback } from './storeCallback';
import {
  aStore,
  aStoreProduct,
  aVariant,
  OTHER_VARIANT_ID,
  STORE_ID,
  STORE_PRODUCT_ID,
  VARIANT_ID,
} from './testStores';

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

const base = (extra: Answers = {}): Answers => ({
  'GET /api/accounts/permissions': () => ok({ status: 200, data: [] }),
  'GET /api/apps/datalist-filter/user': () => ok({ status: 200, data: [] }),
  'POST /api/data-lists': (body) =>
    listAnswer((body as { model: string }).model === 'seller-product' ? [productRow] : []),
  [`GET /api/seller/external-stores/${STORE_ID}`]: () => ok({ status: 200, data: aStore() }),
  [`GET /api/seller/external-stores/${STORE_ID}/tracking-pushes`]: () =>
    ok({ status: 200, data: [] }),
  ...extra,
});

const QUERY =
  'code=c0de&hmac=abc123&host=YWRtaW4&shop=sunset-prints.myshopify.com&state=st-1&timestamp=1764100000';

/** Picks an option of one card's select: each card has its own list of the same products. */
async function choose(input: HTMLElement, option: string) {
  fireEvent.click(input);
  await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
  fireEvent.click(await within(list).findByRole('option', { name: option, hidden: true }));
}

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  signOutQuietly();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('/shopifyCallback', () => {
  it("posts the shop's query as it came, then opens the store's page", async () => {
    signInAs({ type: 'SELLER' });
    const { calls, router } = renderApp(
      `/shopifyCallback?${QUERY}`,
      base({
        'POST /api/seller/external-stores/oauth-callback': () =>
          ok({ status: 200, data: aStore() }),
      }),
    );
    await waitFor(
      () => expect(router.state.location.pathname).toBe(`/s/store/${STORE_ID}`),
      FIRST_LOAD,
    );
    const posted = calls.filter((call) => call.path.endsWith('/oauth-callback'));
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body).toEqual({
      query: {
        code: 'c0de',
        hmac: 'abc123',
        host: 'YWRtaW4',
        shop: 'sunset-prints.myshopify.com',
        state: 'st-1',
        timestamp: '1764100000',
      },
    });
    expect((await screen.findByTestId('page-title', {}, FIRST_LOAD)).textContent).toContain(
      'Sunset Prints',
    );
  });

  it('an install Shopify started (the App URL launch): asks the server, then goes to Shopify', async () => {
    signInAs({ type: 'SELLER' });
    const goTo = vi.spyOn(browser, 'goTo').mockImplementation(() => undefined);
    const authorizeUrl = 'https://sunset-prints.myshopify.com/admin/oauth/authorize?state=s';
    const launch = 'hmac=abc123&host=YWRtaW4&shop=sunset-prints.myshopify.com&timestamp=1764100000';
    const { calls } = renderApp(
      `/shopify?${launch}`,
      base({
        'POST /api/seller/external-stores/connect': () =>
          ok({ status: 200, data: { kind: 'oauth', authorizeUrl } }),
      }),
    );
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(authorizeUrl), FIRST_LOAD);
    const posted = calls.filter((call) => call.path.endsWith('/connect'));
    expect(posted.map((call) => call.body)).toEqual([
      {
        type: 'SHOPIFY',
        domain: 'sunset-prints.myshopify.com',
        launch: Object.fromEntries(new URLSearchParams(launch)),
      },
    ]);
    expect(calls.some((call) => call.path.endsWith('/oauth-callback'))).toBe(false);
  });

  it('shows why a forged or expired callback failed, with a way back to the stores', async () => {
    signInAs({ type: 'SELLER' });
    renderApp(
      `/shopify?${QUERY}`,
      base({
        'POST /api/seller/external-stores/oauth-callback': () =>
          fail(409, STORE_MESSAGES.stateInvalid),
      }),
    );
    const failed = await screen.findByTestId('store-callback-failed', {}, FIRST_LOAD);
    expect(failed.textContent).toContain(STORE_MESSAGES.stateInvalid);
    expect(within(failed).getByTestId('store-callback-back').getAttribute('href')).toBe(
      '/s/stores',
    );
  });

  it('arriving signed out, finishes the connection once the seller signs in', async () => {
    const { calls, router } = renderApp(
      `/shopifyCallback?${QUERY}`,
      base({
        'POST /api/auth/authenticate': () => ok(aSession({ type: 'SELLER' })),
        'POST /api/seller/external-stores/oauth-callback': () =>
          ok({ status: 200, data: aStore() }),
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), FIRST_LOAD);
    expect(calls.some((call) => call.path.endsWith('/oauth-callback'))).toBe(false);
    fireEvent.change(await screen.findByTestId('login-email', {}, FIRST_LOAD), {
      target: { value: 'seller@demo.test' },
    });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'Demo@12345' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(
      () => expect(router.state.location.pathname).toBe(`/s/store/${STORE_ID}`),
      FIRST_LOAD,
    );
    expect(calls.find((call) => call.path.endsWith('/oauth-callback'))?.body).toMatchObject({
      query: { code: 'c0de', state: 'st-1' },
    });
  });

  it('keeps the callback for a seller only, and once', async () => {
    const { calls, router } = renderApp(`/shopifyCallback?${QUERY}`, base());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), FIRST_LOAD);
    expect(calls.some((call) => call.path.endsWith('/oauth-callback'))).toBe(false);
    // Another account type does not take it; the seller does, once.
    expect(takeStoreCallback({ type: 'PRINTER' })).toBeNull();
    expect(takeStoreCallback({ type: 'SELLER' })).toBe(`/shopifyCallback?${QUERY}`);
    expect(takeStoreCallback({ type: 'SELLER' })).toBeNull();
  });
});

describe('/s/stores/sync-variant', () => {
  const path = `/s/stores/sync-variant/${STORE_ID}/${STORE_PRODUCT_ID}`;
  const variantPath = (id: string, action: string) =>
    `/api/seller/external-stores/${STORE_ID}/variants/${id}/${action}`;

  it('maps a variant to my product and its item, and shows what it is made as', async () => {
    signInAs({ type: 'SELLER' });
    let variant = aVariant();
    const other = aVariant({ id: OTHER_VARIANT_ID, title: 'White / S', sku: null });
    const { calls } = renderApp(
      path,
      base({
        [`GET /api/seller/external-stores/${STORE_ID}/products/${STORE_PRODUCT_ID}`]: () =>
          ok({ status: 200, data: aStoreProduct([variant, other]) }),
        'GET /api/seller/product-types': () => ok({ status: 200, data: [productType] }),
        [`PUT ${variantPath(VARIANT_ID, 'mapping')}`]: () => {
          variant = aVariant({
            syncStatus: 'SYNC',
            productId: PRODUCT_ID,
            productTypeItemId: ITEM_ID,
            productTitle: 'Sunset Tee',
            productTypeItemName: 'White / M',
          });
          return ok({ status: 200, data: { ...variant, releasedOrders: 1 } });
        },
      }),
    );
    const card = await screen.findByTestId('store-variant-Black / M', {}, FIRST_LOAD);
    expect(within(card).getByTestId('store-variant-mapped').textContent).toContain(
      'Not mapped yet',
    );
    const save = within(card).getByTestId('store-variant-save');
    expect(save.hasAttribute('disabled')).toBe(true);

    await choose(within(card).getByTestId('store-variant-product'), 'Sunset Tee (SUN-1)');
    await choose(within(card).getByTestId('store-variant-item'), 'White / M');
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);

    await waitFor(() =>
      expect(calls.find((call) => call.path === variantPath(VARIANT_ID, 'mapping'))?.body).toEqual({
        productId: PRODUCT_ID,
        productTypeItemId: ITEM_ID,
      }),
    );
    expect(await screen.findByText('Saved: 1 waiting order became a draft')).toBeTruthy();
    await waitFor(() =>
      expect(
        within(screen.getByTestId('store-variant-Black / M')).getByTestId('store-variant-mapped')
          .textContent,
      ).toContain('Sunset Tee · White / M'),
    );
    expect(
      within(screen.getByTestId('store-variant-Black / M')).getByTestId('store-variant-status')
        .textContent,
    ).toBe('Synced');
  });

  it('ignores a variant, then un-ignores it', async () => {
    signInAs({ type: 'SELLER' });
    let variant = aVariant();
    const { calls } = renderApp(
      path,
      base({
        [`GET /api/seller/external-stores/${STORE_ID}/products/${STORE_PRODUCT_ID}`]: () =>
          ok({ status: 200, data: aStoreProduct([variant]) }),
        'GET /api/seller/product-types': () => ok({ status: 200, data: [productType] }),
        [`POST ${variantPath(VARIANT_ID, 'ignore')}`]: () => {
          variant = aVariant({ syncStatus: 'IGNORE' });
          return ok({ status: 200, data: { ...variant, releasedOrders: 0 } });
        },
        [`POST ${variantPath(VARIANT_ID, 'unignore')}`]: () => {
          variant = aVariant();
          return ok({ status: 200, data: variant });
        },
      }),
    );
    fireEvent.click(await screen.findByTestId('store-variant-ignore', {}, FIRST_LOAD));
    // Ignored: no pickers, the hint, and the way back.
    const unignore = await screen.findByTestId('store-variant-unignore');
    expect(screen.getByTestId('store-variant-status').textContent).toBe('Ignored');
    expect(screen.queryByTestId('store-variant-product')).toBeNull();
    fireEvent.click(unignore);
    await screen.findByTestId('store-variant-ignore');
    expect(screen.getByTestId('store-variant-status').textContent).toBe('Not synced');
    const posted = calls.filter(
      (call) => call.method === 'POST' && call.path !== '/api/data-lists',
    );
    expect(posted.map((call) => call.path)).toEqual([
      variantPath(VARIANT_ID, 'ignore'),
      variantPath(VARIANT_ID, 'unignore'),
    ]);
  });
});

describe('/s/store/:id', () => {
  it('shows the facts, what waits, and retries a failed tracking push', async () => {
    signInAs({ type: 'SELLER' });
    const push = {
      id: '12121212-1212-4121-8121-121212121212',
      storeId: STORE_ID,
      orderId: '13131313-1313-4131-8131-131313131313',
      externalOrderId: '#1001',
      trackingNumber: '9400111',
      company: 'USPS',
      status: 'FAILED',
      attempts: 8,
      lastError: 'The store answered 503',
      createdAt: '2026-11-20T10:00:00.000Z',
      pushedAt: null,
    };
    const { calls } = renderApp(
      `/s/store/${STORE_ID}`,
      base({
        [`GET /api/seller/external-stores/${STORE_ID}`]: () =>
          ok({ status: 200, data: aStore({ failedTrackingPushes: 1 }) }),
        [`GET /api/seller/external-stores/${STORE_ID}/tracking-pushes`]: () =>
          ok({ status: 200, data: [push] }),
        [`POST /api/seller/external-stores/${STORE_ID}/tracking-pushes/${push.id}/retry`]: () =>
          ok({ status: 200, data: { ...push, status: 'PENDING' } }),
      }),
    );
    expect((await screen.findByTestId('store-domain', {}, FIRST_LOAD)).textContent).toContain(
      'sunset-prints.myshopify.com',
    );
    expect(screen.getByTestId('store-waiting').textContent).toContain('2 variants to map');
    // The variants tab opens on what stops orders: the store's NOT_SYNC variants.
    await waitFor(() =>
      expect(
        calls.find(
          (call) =>
            call.path === '/api/data-lists' &&
            (call.body as { model: string }).model === 'external-store-variant',
        )?.body,
      ).toMatchObject({
        filtersRef: [
          { field: 'storeId', value: [STORE_ID] },
          { field: 'syncStatus', value: ['NOT_SYNC'] },
        ],
      }),
    );
    fireEvent.click(screen.getByTestId('store-tab-pushes'));
    const row = await screen.findByTestId('store-push');
    expect(row.textContent).toContain('The store answered 503');
    fireEvent.click(within(row).getByTestId('store-push-retry'));
    await waitFor(() =>
      expect(calls.some((call) => call.path.endsWith(`/tracking-pushes/${push.id}/retry`))).toBe(
        true,
      ),
    );
    expect(await screen.findByText('Sent again')).toBeTruthy();
  });
  it('a push that failed once and waits for its next try reads as retrying, never as pending', async () => {
    signInAs({ type: 'SELLER' });
    const push = (id: string, status: string, attempts: number) => ({
      id,
      storeId: STORE_ID,
      orderId: '13131313-1313-4131-8131-131313131313',
      externalOrderId: '#577',
      trackingNumber: '9400111',
      company: 'USPS',
      status,
      attempts,
      lastError:
        attempts > 0 ? 'The shop did not take the tracking: the shop could not be reached' : null,
      createdAt: '2026-11-20T10:00:00.000Z',
      pushedAt: null,
    });
    renderApp(
      `/s/store/${STORE_ID}`,
      base({
        [`GET /api/seller/external-stores/${STORE_ID}/tracking-pushes`]: () =>
          ok({
            status: 200,
            data: [
              push('12121212-1212-4121-8121-121212121201', 'PENDING', 1),
              push('12121212-1212-4121-8121-121212121202', 'FAILED', 5),
              push('12121212-1212-4121-8121-121212121203', 'PENDING', 0),
            ],
          }),
      }),
    );
    fireEvent.click(await screen.findByTestId('store-tab-pushes', {}, FIRST_LOAD));
    const rows = await screen.findAllByTestId('store-push');
    const [retrying, failed, waiting] = rows.map((row) => ({
      status: within(row).getByTestId('store-push-status').textContent,
      note: within(row).getByTestId('store-push-note').textContent,
      text: row.textContent ?? '',
    }));
    expect(retrying).toMatchObject({
      status: 'Retrying',
      note: '1 attempt failed; trying again',
    });
    expect(failed).toMatchObject({
      status: 'Failed',
      note: 'Stopped after 5 attempts: retry when the shop is ready',
    });
    expect(waiting).toMatchObject({ status: 'Pending', note: 'Not sent yet' });
    // The order is named by the store's own number; no JavaScript error name reaches the seller.
    expect(retrying?.text).toContain('#577');
    for (const row of [retrying, failed, waiting]) expect(row?.text).not.toMatch(/TypeError/);
  });
});
