import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { readString, STORAGE_KEYS } from '../../platform/storage';
import { ok, renderApp, signInAs, signOutQuietly, type Answers } from '../../test/testApp';
import { aSession } from '../../test/fixtures';
import { aStore, STORE_ID } from './testStores';
import { tiktokRedirectAfterSignIn } from './tiktokRedirect';

const FIRST_LOAD = { timeout: 15_000 };
vi.setConfig({ testTimeout: 60_000 });

const answers = (extra: Answers = {}): Answers => ({
  'GET /api/accounts/permissions': () => ok({ status: 200, data: [] }),
  'GET /api/apps/datalist-filter/user': () => ok({ status: 200, data: [] }),
  'POST /api/data-lists': () =>
    ok({
      status: 200,
      items: [],
      total: 0,
      isTotalEstimated: false,
      query: { filters: [], filtersRef: [], timezone: 'UTC' },
    }),
  [`GET /api/seller/external-stores/${STORE_ID}`]: () => ok({ status: 200, data: aStore() }),
  [`GET /api/seller/external-stores/${STORE_ID}/tracking-pushes`]: () =>
    ok({ status: 200, data: [] }),
  'POST /api/seller/external-stores/oauth-callback': () => ok({ status: 200, data: aStore() }),
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

describe('/s/tiktok-redirect', () => {
  it('keeps app_key and code on arrival signed out, and goes there after the sign-in', async () => {
    const { calls, router } = renderApp(
      '/s/tiktok-redirect?app_key=6a6demo&code=ROW_c0de',
      answers({ 'POST /api/auth/authenticate': () => ok(aSession({ type: 'SELLER' })) }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), FIRST_LOAD);
    expect(calls.some((call) => call.path.endsWith('/oauth-callback'))).toBe(false);
    expect(JSON.parse(readString('local', STORAGE_KEYS.tiktokRedirect) ?? 'null')).toEqual({
      app_key: '6a6demo',
      code: 'ROW_c0de',
    });

    fireEvent.change(await screen.findByTestId('login-email', {}, FIRST_LOAD), {
      target: { value: 'seller@demo.test' },
    });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'Demo@12345' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(
      () => expect(router.state.location.pathname).toBe(`/s/store/${STORE_ID}`),
      FIRST_LOAD,
    );
    const posted = calls.filter((call) => call.path.endsWith('/oauth-callback'));
    expect(posted.map((call) => call.body)).toEqual([
      { query: { app_key: '6a6demo', code: 'ROW_c0de' } },
    ]);
    // Used once: nothing is kept for the next sign-in.
    expect(readString('local', STORAGE_KEYS.tiktokRedirect)).toBeNull();
    expect(tiktokRedirectAfterSignIn({ type: 'SELLER' })).toBeNull();
  });

  it('a signed-in seller arriving from TikTok connects at once', async () => {
    signInAs({ type: 'SELLER' });
    const { calls, router } = renderApp(
      '/s/tiktok-redirect?app_key=6a6demo&code=ROW_other&state=st-9',
      answers(),
    );
    await waitFor(
      () => expect(router.state.location.pathname).toBe(`/s/store/${STORE_ID}`),
      FIRST_LOAD,
    );
    expect(calls.find((call) => call.path.endsWith('/oauth-callback'))?.body).toEqual({
      query: { app_key: '6a6demo', code: 'ROW_other', state: 'st-9' },
    });
  });

  it('sends only a seller there after signing in, and says when nothing waits', async () => {
    localStorage.setItem(STORAGE_KEYS.tiktokRedirect, JSON.stringify({ app_key: 'k', code: 'c' }));
    expect(tiktokRedirectAfterSignIn({ type: 'PRINTER' })).toBeNull();
    expect(tiktokRedirectAfterSignIn({ type: 'SELLER' })).toBe('/s/tiktok-redirect');
    localStorage.clear();
    signInAs({ type: 'SELLER' });
    const { calls } = renderApp('/s/tiktok-redirect', answers());
    expect(await screen.findByTestId('tiktok-redirect-empty', {}, FIRST_LOAD)).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/oauth-callback'))).toBe(false);
  });
});

describe('/s/tiktok-shop/product-list', () => {
  const product = (n: number, unsynced = 0) => ({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    ttsProductId: `172990${n}`,
    title: `Tee ${n}`,
    imageUrl: null,
    variants: 2,
    unsyncedVariants: unsynced,
  });

  it('pages with pageSize and pageToken, and opens a product on its sync-variant screen', async () => {
    signInAs({ type: 'SELLER' });
    const { calls, router } = renderApp(
      `/s/tiktok-shop/product-list/${STORE_ID}?pageSize=2`,
      answers({
        [`GET /api/seller/tik-toks/${STORE_ID}/products`]: (_body, url) =>
          ok({
            status: 200,
            data: url?.searchParams.get('pageToken')
              ? { items: [product(3)], nextPageToken: null }
              : { items: [product(1), product(2, 1)], nextPageToken: 'tok-2' },
          }),
      }),
    );
    const rows = await screen.findAllByTestId('tiktok-product', {}, FIRST_LOAD);
    expect(rows.map((row) => row.textContent)).toEqual(['Tee 120', 'Tee 221']);
    fireEvent.click(screen.getByTestId('tiktok-products-next'));
    await waitFor(() => expect(router.state.location.search).toContain('pageToken=tok-2'));
    expect((await screen.findAllByTestId('tiktok-product')).map((r) => r.textContent)).toEqual([
      'Tee 320',
    ]);
    const asked = calls.filter((call) => call.path.endsWith('/products'));
    expect(asked.map((call) => call.url.searchParams.get('pageSize'))).toEqual(['2', '2']);
    expect(asked[1]?.url.searchParams.get('pageToken')).toBe('tok-2');
    expect(screen.getByText('Tee 3').getAttribute('href')).toBe(
      `/s/tiktok-shop/sync-variant/${STORE_ID}/product/${product(3).id}`,
    );
  });
});
