import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, signIn } from '../support/browser';
import { linkIn, waitForMail } from '../support/outbox';
import { signInSeller } from '../support/seller';

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

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;
const pathIs = (path: string) => (url: URL) => url.pathname === path;
const visible = (testId: string) => page.getByTestId(testId).waitFor({ state: 'visible' });

/** A verified seller made through the API, the way the registration journey makes one. */
async function verifiedSeller(email: string, password: string): Promise<void> {
  const response = await fetch(`${baseUrl()}/api/accounts/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Rita',
      lastName: 'Reset',
      email,
      password,
      passwordConfirmation: password,
    }),
  });
  expect(response.status).toBe(200);
  const link = linkIn(await waitForMail(email, /verify/i), '/verify-email/');
  const token = link.split('/').at(-1) ?? '';
  const verified = await fetch(`${baseUrl()}/api/accounts/verify-email/${token}`);
  expect(verified.status).toBe(200);
}

describe('accounts', () => {
  it('registers a seller, verifies the e-mail from the mail and signs in', async () => {
    const email = unique('seller');
    await page.goto(`${baseUrl()}/register`);
    await page.getByTestId('register-first-name').fill('Nia');
    await page.getByTestId('register-last-name').fill('New');
    await page.getByTestId('register-email').fill(email);
    await page.getByTestId('password').fill('weak');
    expect(await page.getByTestId('password-rule-uppercase').getAttribute('data-met')).toBe(
      'false',
    );
    await page.getByTestId('password').fill('Fresh@2024');
    expect(await page.getByTestId('password-rule-uppercase').getAttribute('data-met')).toBe('true');
    await page.getByTestId('password-confirmation').fill('Fresh@2024');
    await page.getByTestId('register-submit').click();
    await visible('register-done');

    const mail = await waitForMail(email, /verify/i);
    await page.goto(`${baseUrl()}${linkIn(mail, '/verify-email/')}`);
    await page.waitForURL(pathIs('/verify-email-successfully'));
    await page.getByTestId('verified-next').click();
    await page.waitForURL(pathIs('/login'));

    await signIn(page, email, 'Fresh@2024');
    await page.waitForURL(pathIs('/s'));
    await expect.poll(() => page.getByTestId('user-full-name').textContent()).toBe('Nia New');
  });

  it('says an unknown verification link is not valid', async () => {
    await page.goto(`${baseUrl()}/verify-email/not-a-real-token`);
    await visible('verify-invalid');
  });

  it('resets a forgotten password from the mailed link', async () => {
    const email = unique('forgot');
    await verifiedSeller(email, 'Before@2024');

    await page.goto(`${baseUrl()}/forgot-password`);
    await page.getByTestId('forgot-email').fill(email);
    await page.getByTestId('forgot-submit').click();
    await visible('forgot-done');

    const link = linkIn(await waitForMail(email, /reset/i), '/reset-password');
    await page.goto(`${baseUrl()}${link}`);
    await page.getByTestId('password').fill('After@2024');
    await page.getByTestId('password-confirmation').fill('After@2024');
    await page.getByTestId('reset-submit').click();
    await visible('reset-done');

    // The link works once.
    await page.goto(`${baseUrl()}${link}`);
    await page.getByTestId('password').fill('Again@2024');
    await page.getByTestId('password-confirmation').fill('Again@2024');
    await page.getByTestId('reset-submit').click();
    await visible('reset-token-problem');

    await signIn(page, email, 'Before@2024');
    await visible('login-error');
    await signIn(page, email, 'After@2024');
    await page.waitForURL(pathIs('/s'));
  });

  it('lets root create an admin with two permissions, who sees only those', async () => {
    const email = unique('admin');
    await signIn(page, 'root@demo.test');
    await page.waitForURL(pathIs('/r/users'));
    await page.getByTestId('user-create').click();
    await page.waitForURL(pathIs('/r/user/create'));

    // A half-filled form asks before it is left.
    await page.getByTestId('user-first-name').fill('Ava');
    await page.getByTestId('menu-item-/r/user-roles').click();
    await visible('leave-confirmation');
    await page.getByTestId('leave-stay').click();
    expect(new URL(page.url()).pathname).toBe('/r/user/create');

    await page.getByTestId('user-type-select').click();
    await page.getByRole('option', { name: 'Admin', exact: true }).click();
    await page.getByTestId('user-email').fill(email);
    await page.getByTestId('user-last-name').click(); // leaves the e-mail: the unique check runs
    await page.getByTestId('user-last-name').fill('Admin');
    await page.getByTestId('user-password-generate').click();
    await expect.poll(() => page.getByTestId('user-password').inputValue()).not.toBe('');
    await page.getByTestId('user-password').fill('Admin@2024');
    await page.getByTestId('user-save').click();
    await page.waitForURL((url) => /^\/r\/user\/[0-9a-f-]{36}$/.test(url.pathname));

    await page.getByTestId('user-permissions-link').click();
    await page.waitForURL(pathIs('/r/permission'));
    await page.getByTestId('matrix-cell-ORDER_ACCESS').check();
    await page.getByTestId('matrix-cell-USER_ACCESS').check();
    await page.getByTestId('permission-save').click();
    await expect
      .poll(() => page.getByTestId('permission-progress').textContent())
      .toContain('Batches saved: 1 of 1');

    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    try {
      await signIn(adminPage, email, 'Admin@2024');
      // The dashboard needs DASHBOARD_ACCESS, which this admin lacks.
      await adminPage.waitForURL(pathIs('/'));
      await expect.poll(() => adminPage.getByTestId('error-status').textContent()).toBe('403');
      const items = await adminPage
        .getByTestId('side-menu')
        .locator('[data-testid^="menu-item-"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('data-testid')));
      // Screens without a permission area (issues, stock logs...) are open to every admin.
      expect(items).toEqual(expect.arrayContaining(['menu-item-/a/orders', 'menu-item-/a/users']));
      for (const hidden of ['/', '/a/order-items', '/a/attributes', '/a/transaction/deposits']) {
        expect(items).not.toContain(`menu-item-${hidden}`);
      }

      await adminPage.getByTestId('menu-item-/a/users').click();
      await adminPage.waitForURL(pathIs('/a/users'));
      await adminPage.getByTestId('data-list-table').waitFor();
      expect(await adminPage.getByTestId('user-create').count()).toBe(0);

      await adminPage.goto(`${baseUrl()}/a/attributes`);
      await expect.poll(() => adminPage.getByTestId('error-status').textContent()).toBe('403');
    } finally {
      await admin.close();
    }
  });

  it('warns before a tab with unsaved changes closes', async () => {
    // The event pop-up, closed first, would otherwise open over the form.
    await signInSeller(page);
    await page.goto(`${baseUrl()}/change-password`);
    // Chromium shows a beforeunload prompt only after a real user gesture on the page, so click
    // and type rather than fill, and wait for the form's leave guard before closing.
    const field = page.getByTestId('current-password');
    await field.click();
    await field.pressSequentially('typed');
    await expect.poll(() => field.inputValue()).toBe('typed');
    await page.locator('html[data-leave-guard="on"]').waitFor({ state: 'attached' });
    let dialogType = '';
    page.on('dialog', (dialog) => {
      dialogType = dialog.type();
      // The page may be gone by the time the prompt is answered; that is not this test's concern.
      dialog.dismiss().catch(() => undefined);
    });
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => dialogType).toBe('beforeunload');
  });
});
