import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { apiSignIn } from '../support/api';
import { baseUrl, DEMO_PASSWORD, launchBrowser, signIn } from '../support/browser';
import { LIVE_WAIT_MS, liveConnected } from '../support/live';
import { waitForMail } from '../support/outbox';
import { balanceShown, closeEventPopup, noticesArrive, signInSeller } from '../support/seller';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
beforeEach(async () => {
  context = await browser.newContext();
  page = await context.newPage();
});
afterEach(() => context?.close());

async function apiPost(path: string, token: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  return response.status;
}

/** The printer signs in and the staff member on duty scans their code into the modal. */
async function printerWithStaff(target: Page): Promise<void> {
  const staffCode = inject('staffCode');
  expect(staffCode, 'the server printed no "QR code value:" line').not.toBe('');
  await signIn(target, 'printer@demo.test');
  await target.waitForURL((url) => url.pathname === '/p/scan');
  const input = target.getByTestId('staff-code-input');
  await input.waitFor();
  await input.fill(`  ${staffCode}  `);
  await input.press('Enter');
  await expect.poll(() => target.getByTestId('staff-name').textContent()).toBe('Sky Staff');
}

describe('printer staff', () => {
  it('refuses a value that is not a staff code, then logs the staff member in', async () => {
    await signIn(page, 'printer@demo.test');
    await page.waitForURL((url) => url.pathname === '/p/scan');
    const input = page.getByTestId('staff-code-input');
    await input.fill('not-a-staff-code');
    await input.press('Enter');
    await expect
      .poll(() => page.getByTestId('staff-scan-alert').textContent())
      .toBe(
        'The QR code format is incorrect! Please capture the screen and send it to admin. not-a-staff-code',
      );
    await expect.poll(() => input.evaluate((element) => element.matches(':focus'))).toBe(true);

    await input.fill(inject('staffCode'));
    await input.press('Enter');
    await expect.poll(() => page.getByTestId('staff-name').textContent()).toBe('Sky Staff');
    await expect.poll(() => page.getByTestId('staff-code-input').count()).toBe(0);

    // A reload keeps the staff member (the id is stored) and fetches the name again.
    await page.reload();
    await expect.poll(() => page.getByTestId('staff-name').textContent()).toBe('Sky Staff');

    // Staff sign-out opens the modal again.
    await page.getByTestId('staff-name').click();
    await page.getByTestId('staff-logout').click();
    await page.getByTestId('staff-code-input').waitFor();
  });

  it('checks the staff member out and in again on the check-in page', async () => {
    await printerWithStaff(page);
    await page.goto(`${baseUrl()}/check-in`);
    const code = page.getByTestId('check-in-code');
    await code.waitFor();

    await page.getByText('Check out', { exact: true }).click();
    await code.fill(inject('staffCode'));
    await code.press('Enter');
    await expect
      .poll(() => page.getByTestId('check-in-result').textContent())
      .toMatch(/^Sky Staff checked out at /);

    await page.getByText('Check in', { exact: true }).click();
    await code.fill(inject('staffCode'));
    await code.press('Enter');
    await expect
      .poll(() => page.getByTestId('check-in-result').textContent())
      .toMatch(/^Sky Staff checked in at /);
  });

  it('closing the scan modal without a staff member leads to check-in', async () => {
    await signIn(page, 'printer@demo.test');
    await page.waitForURL((url) => url.pathname === '/p/scan');
    await page.getByTestId('staff-code-input').waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname === '/check-in');
    await page.getByTestId('check-in-code').waitFor();
  });
});

describe('owner verification', () => {
  it('opens the staff screen with the mailed PIN and sends the feature token', async () => {
    await printerWithStaff(page);
    await page.getByTestId('menu-item-/p/hm/staff').click();
    await page.waitForURL((url) => url.pathname === '/p/verify-token-owner');

    // Only a PIN mailed from now: the people journey's earlier one, still the latest until the
    // server writes this one, would fail the verification.
    const asked = new Date();
    await page.getByTestId('owner-send-pin').click();
    await page.getByTestId('owner-pin-sent').waitFor();
    const mail = await waitForMail('printer@demo.test', /verification PIN/, 10_000, asked);
    const pin = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
    expect(pin).toMatch(/^\d{6}$/);

    // The staff screen reads the printer's people (spec 03's printer/human-resources).
    const featureCall = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/printer/human-resources',
    );
    await page.getByTestId('owner-pin').locator('input').first().click();
    await page.keyboard.type(pin);
    await page.waitForURL((url) => url.pathname === '/p/hm/staff');
    expect((await featureCall).headers()['auth-feature']).toBeTruthy();
    await expect.poll(() => page.getByTestId('staff-list').textContent()).toContain('Sky Staff');
  });
});

describe('live account events', () => {
  it('moves an open seller tab to /user/block on a block, and home on re-activation', async () => {
    const admin = await apiSignIn('admin@demo.test');
    const seller = await apiSignIn('seller@demo.test');
    const connected = liveConnected(page, '/api/seller');
    await signIn(page, 'seller@demo.test');
    await page.waitForURL((url) => url.pathname === '/s');
    await connected;
    try {
      expect(await apiPost(`/accounts/block/${seller.userId}`, admin.token)).toBe(200);
      // The live event moves the tab (about a second on a quiet machine; a busy one takes longer).
      await page.waitForURL((url) => url.pathname === '/user/block', { timeout: LIVE_WAIT_MS });
      await expect
        .poll(() => page.getByTestId('blocked-title').textContent())
        .toBe('Your account has been blocked');
    } finally {
      expect(await apiPost(`/accounts/re-activate/${seller.userId}`, admin.token)).toBe(200);
    }
    await page.waitForURL((url) => url.pathname === '/s', { timeout: LIVE_WAIT_MS });
  });

  it('signs out every tab when one tab signs out', async () => {
    await page.goto(`${baseUrl()}/login`);
    await page.getByTestId('login-email').fill('seller@demo.test');
    await page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await page.getByTestId('login-remember').click();
    const arrival = noticesArrive(page);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/s');
    // Closed once, the event pop-up stays closed in the other tab of this context too.
    await closeEventPopup(page, arrival);
    const other = await context.newPage();
    await other.goto(`${baseUrl()}/s`);
    await other.getByTestId('user-menu').waitFor();

    // A background tab gets no animation frames, which the menu's transition waits for.
    await page.bringToFront();
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await other.waitForURL((url) => url.pathname === '/login', { timeout: LIVE_WAIT_MS });
  });
});

describe('seller top bar', () => {
  it('shows the balance, refreshes it, and the seeded notifications in the dropdown', async () => {
    await signInSeller(page);
    await expect.poll(() => page.getByTestId('balance').textContent()).toBe(await balanceShown());
    const refreshed = page.waitForResponse((response) =>
      response.url().endsWith('/api/accounts/me'),
    );
    await page.getByTestId('balance-refresh').click();
    expect((await refreshed).status()).toBe(200);
    await page.getByTestId('notification-bell').click();
    // The demo seed's top-level notifications (modules/notifications/seed.ts); a group's items
    // stay inside their group, and notifications other journeys sent may come first.
    await expect
      .poll(() => page.getByTestId('bell-item').allTextContents())
      .toEqual(
        expect.arrayContaining([
          expect.stringContaining('Product import finished'),
          expect.stringContaining('Welcome to Platfox'),
          expect.stringContaining('Your deposit was approved'),
        ]),
      );
    const titles = await page.getByTestId('bell-item').allTextContents();
    expect(titles.filter((title) => title.includes('Sunset tee'))).toEqual([]);
    expect(await page.getByTestId('notifications-empty').count()).toBe(0);
    await page.getByTestId('badge-medal').click();
    await page.waitForURL((url) => url.pathname === '/s/my-badge');
  });
});

describe('connection notices', () => {
  it('says the browser is offline, then that the connection was restored, with Refresh', async () => {
    await signInSeller(page);
    // The shell's code is loaded before the network goes.
    await page.getByTestId('balance').waitFor();
    await context.setOffline(true);
    await expect
      .poll(() => page.getByTestId('offline-banner').textContent())
      .toBe('You are currently offline');
    await context.setOffline(false);
    await expect
      .poll(() => page.getByTestId('restored-banner').textContent())
      .toContain('Your internet connection was restored');
    await expect.poll(() => page.getByTestId('offline-banner').count()).toBe(0);
    await page.getByTestId('restored-refresh').click();
    await page.waitForLoadState('load');
    await expect.poll(() => page.getByTestId('restored-banner').count()).toBe(0);
    await expect.poll(() => page.getByTestId('balance').textContent()).toBe(await balanceShown());
  });
});
