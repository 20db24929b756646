/// <reference lib="dom" />
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiSignIn, type ApiSession } from '../support/api';
import { englishOutsideData, isDrawnReversed, type EnglishWord } from '../support/arabic';
import { baseUrl, launchBrowser, openInApp, signIn } from '../support/browser';
import { watchCsp } from '../support/csp';
import { solidPng } from '../support/png';
import { ROUTES, WALK_USERS } from '../support/routes';
import { closeEventPopup, noticesArrive, signInSeller } from '../support/seller';

/*
 * Issue 15: every built screen, opened in Arabic by the user it is for, shows no English wording
 * outside data, and the buyer's phone, street and e-mail are drawn left to right inside the
 * right-to-left page. Issue 29, item 13: on the same walk, every screen runs under the
 * Content-Security-Policy the server sends with no violation (one walk of every screen serves
 * both checks; csp.e2e.ts checks the policy itself). The routes come from the web's own route
 * table, so a new screen is walked as soon as it is built.
 */

/** The buyer of the walk's order: the values bidi reordering used to reverse. */
const BUYER = {
  fullName: 'Bea Buyer',
  phone: '+1 212 555 0100',
  email: 'bea.buyer@example.com',
  street: '350 5th Ave',
  city: 'New York',
  state: 'NY',
  zipcode: '10118',
};

/**
 * Screens left out, each for a reason: they hold a user only in a state the walk's users are not
 * in, or they need a token from a mail.
 */
const NOT_WALKED = new Set([
  '*',
  '/user/block', // a blocked user's screen; everyone else is sent away
  '/verify-email', // an unverified user's notice
  '/verify-email/:token', // the token of a verification mail
  '/maintenance', // only while the server is marked disconnected
  '/validate-owner/verify', // the token of an owner's mail
  '/notification/:id', // a notification of the user's own, opened from the panel
]);

let browser: Browser;
let context: BrowserContext;
let page: Page;
/** The CSP violations the current context's pages have seen. */
let violations: string[] = [];
/** The ids the walk's paths need, by route and parameter ('/p/order/:id#id'). */
const ids: Record<string, string> = {};
/** The walk's own order, placed by the seller in the first test. */
let orderId = '';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function arabicPage(): Promise<Page> {
  context = await browser.newContext({ locale: 'ar' });
  violations = await watchCsp(context);
  await context.addInitScript(() => window.localStorage.setItem('lang', 'ar'));
  return context.newPage();
}

async function firstRowId(session: ApiSession, model: string): Promise<string | undefined> {
  const answer = await apiCall<{ items?: { id: string }[] }>(session, 'POST', '/data-lists', {
    model,
    pagination: { page: 1, pageSize: 1 },
  });
  return answer.body?.items?.[0]?.id;
}

/** An order placed by the seller through the create screen, approved by the admin. */
async function placeOrder(seller: Page): Promise<string> {
  await seller.goto(`${baseUrl()}/s/order/create`);
  const choose = async (testId: string, option?: string) => {
    await seller.getByTestId(testId).click();
    const listed = seller.getByRole('option');
    await (option ? listed.filter({ hasText: option }) : listed).first().click();
  };
  await choose('order-line-product-0', 'Platfox logo tee');
  await choose('order-line-item-0');
  for (const [field, value] of Object.entries(BUYER)) {
    await seller.getByTestId(`order-address-${field}`).fill(value);
  }
  await seller.getByTestId('order-estimate-total').waitFor();
  await seller.getByTestId('order-place').click();
  await seller.waitForURL((url) => /^\/s\/order\/[0-9a-f-]{36}$/.test(url.pathname));
  return new URL(seller.url()).pathname.split('/').at(-1) ?? '';
}

/** The path of a route with its parameters filled, or null when the data for it is missing. */
function pathOf(pattern: string): string | null {
  let missing = false;
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = ids[`${pattern}#${name}`];
    if (!value) missing = true;
    return value ?? '';
  });
  return missing ? null : path;
}

async function walk(
  path: string,
  reload = false,
): Promise<{ english: EnglishWord[]; url: string }> {
  // Lists and details load after the frame: read the words once the page shows its data.
  await openInApp(page, path, { reload });
  const english = await englishOutsideData(page);
  return { english, url: page.url() };
}

function report(found: Map<string, EnglishWord[]>): string {
  return [...found]
    .map(([path, words]) => {
      const texts = [...new Set(words.map((word) => word.text.trim()))].slice(0, 8);
      return `${path}: ${texts.map((text) => JSON.stringify(text)).join(', ')}`;
    })
    .join('\n');
}

describe('the app in Arabic', () => {
  it('draws the buyer’s phone, street and e-mail left to right on the order', async () => {
    page = await arabicPage();
    await signInSeller(page);
    orderId = await placeOrder(page);
    ids['/s/order/:id#id'] = orderId;
    ids['/a/order/:id#id'] = orderId;
    await page.getByTestId('order-status').waitFor();
    for (const value of [BUYER.phone, BUYER.street, BUYER.email]) {
      expect(await isDrawnReversed(page, value), value).toBe(false);
    }
    await context.close();
  }, 180_000);

  it.each(WALK_USERS)(
    'shows no English wording outside data, and no CSP violation, on the screens of $type',
    async ({ type, email }) => {
      const session = await apiSignIn(email);
      const seller = await apiSignIn('seller@demo.test');
      const admin = await apiSignIn('admin@demo.test');
      // The ids of this user's detail screens: their own profile, then records of the lists.
      for (const pattern of ROUTES.map((route) => route.path)) {
        if (pattern.includes('/profile/edit/')) ids[`${pattern}#id`] = session.userId;
      }
      if (type === 'ADMIN' || type === 'PRINTER') {
        // The walk's order, approved: its item goes to the printer's floor.
        await apiCall(admin, 'POST', `/orders/${orderId}/approved`);
      }
      const order = await apiCall<{ data?: { items?: { id: string }[] } }>(
        seller,
        'GET',
        `/orders/${orderId}`,
      );
      const itemId = order.body?.data?.items?.[0]?.id;
      const byModel = async (pattern: string, model: string) => {
        const id = await firstRowId(session, model);
        if (id) ids[`${pattern}#id`] = id;
      };
      if (itemId) {
        for (const pattern of ['/a/order-item/:id', '/p/order/:id', '/p/packing-slip/:id'])
          ids[`${pattern}#id`] = itemId;
      }
      if (itemId && type === 'PRINTER') {
        // The verification screens open with a unit's scan value, as its slip's QR code reads.
        const item = await apiCall<{ data?: { units?: { scanValue: string }[] } }>(
          session,
          'GET',
          `/printer/order-items/${itemId}`,
        );
        const scanValue = item.body?.data?.units?.[0]?.scanValue;
        if (scanValue) {
          ids['/p/verify-detail/:id#id'] = scanValue;
          ids['/p/verify-summary/:id#id'] = scanValue;
          // The item's print designs open by its slip code; a unit's scan value names it too.
          ids['/p/print-design/:code#code'] = scanValue;
        }
      }
      if (type === 'SELLER') {
        // A gallery item of the seller's own, for /s/gallery/:id (the walk's server has no demo business).
        const form = new FormData();
        form.append(
          'file',
          new Blob([new Uint8Array(solidPng(64, 64, [40, 90, 160]))]),
          'walk.png',
        );
        const upload = await fetch(`${baseUrl()}/api/seller/gallery`, {
          method: 'POST',
          headers: { authorization: `Bearer ${session.token}` },
          body: form,
        });
        const item = (await upload.json()) as { data?: { id: string } };
        if (item.data) ids['/s/gallery/:id#id'] = item.data.id;
      }
      ids['/a/user/:id#id'] = seller.userId;
      ids['/r/user/:id#id'] = seller.userId;
      await Promise.all([
        byModel('/s/product/:id', 'seller-product'),
        byModel('/s/print-design/:id', 'seller-product'),
        byModel('/a/product/:id', 'product'),
        byModel('/s/product-statistics/:id', 'seller-product'),
        byModel('/a/product-statistics/:id', 'product'),
        byModel('/wh/product/:id', 'warehouse-product'),
        byModel('/a/attribute/:id', 'attribute'),
        byModel('/a/blank-apparel/:id', 'blank-apparel'),
        byModel('/a/product-type/:id', 'product-type'),
        byModel('/a/product-type-category/:id', 'product-type-category'),
        byModel('/a/upload-type/:id', 'upload-type'),
        byModel('/a/coupon-code/:id', 'coupon-code'),
        byModel('/a/notification/:id', 'notification-campaign'),
        byModel('/a/network/:id', 'network'),
        byModel('/r/user-role/:id', 'user-role'),
        byModel('/s/transaction/deposit/:id', 'transaction'),
        byModel('/a/transaction/deposit/:id', 'transaction'),
      ]);

      const routes = ROUTES.filter(
        (route) =>
          route.page &&
          route.userType === type &&
          !NOT_WALKED.has(route.path) &&
          !route.path.startsWith('/s/draft-order/'),
      );
      // Screens of every signed-in user, walked once, by the seller.
      if (type === 'SELLER') {
        routes.push(
          ...ROUTES.filter(
            (route) =>
              route.page &&
              !route.userType &&
              route.audience === 'user' &&
              !NOT_WALKED.has(route.path),
          ),
        );
      }
      expect(routes.length).toBeGreaterThan(0);

      page = await arabicPage();
      const arrival = type === 'SELLER' ? noticesArrive(page) : null;
      await signIn(page, email);
      await page.waitForURL((url) => url.pathname !== '/login');
      if (arrival) await closeEventPopup(page, arrival);
      const found = new Map<string, EnglishWord[]>();
      const skipped: string[] = [];
      for (const route of routes) {
        const path = pathOf(route.path);
        if (!path) {
          skipped.push(route.path);
          continue;
        }
        const { english } = await walk(path);
        if (english.length > 0) found.set(path, english);
      }
      await context.close();
      // A screen whose record the demo data lacks is named, not silently passed.
      if (skipped.length > 0) console.info(`${type}: no data to open ${skipped.join(', ')}`);
      expect(report(found)).toBe('');
      expect(violations).toEqual([]);
    },
    600_000,
  );

  it('shows no English wording, and no CSP violation, on the sign-in and other public screens', async () => {
    page = await arabicPage();
    const found = new Map<string, EnglishWord[]>();
    const routes = ROUTES.filter(
      (route) => route.page && route.audience !== 'user' && !NOT_WALKED.has(route.path),
    );
    for (const route of routes) {
      const path = pathOf(route.path);
      if (!path) continue;
      const { english } = await walk(path, true);
      if (english.length > 0) found.set(path, english);
    }
    await context.close();
    expect(report(found)).toBe('');
    expect(violations).toEqual([]);
  }, 180_000);
});
