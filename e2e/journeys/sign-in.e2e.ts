import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, signIn } from '../support/browser';
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

const homes = [
  ['root@demo.test', '/r/users', 'Users'],
  ['admin@demo.test', '/', 'Dashboard'],
  ['seller@demo.test', '/s', 'Merchant dashboard'],
  ['printer@demo.test', '/p/scan', 'Scan and print'],
  ['warehouse@demo.test', '/wh/products', 'Products'],
] as const;

describe('sign in', () => {
  it.each(homes)('%s lands on %s inside the shell', async (email, home, title) => {
    await signIn(page, email);
    await page.waitForURL((url) => url.pathname === home);
    await expect.poll(() => page.getByTestId('home-title').textContent()).toBe(title);
    await expect.poll(() => page.getByTestId('user-menu').isVisible()).toBe(true);
  });

  it('shows the server message for a wrong password and stays on /login', async () => {
    await signIn(page, 'seller@demo.test', 'Wrong@12345');
    await expect
      .poll(() => page.getByTestId('login-error').textContent())
      .toContain('The email or password is incorrect.');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('logs out back to /login, and a protected page then asks for sign-in', async () => {
    await signInSeller(page);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto(`${baseUrl()}/s`);
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('shows the error page for an unknown URL', async () => {
    await signIn(page, 'admin@demo.test');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${baseUrl()}/no/such/page`);
    await expect.poll(() => page.getByTestId('error-status').textContent()).toBe('404');
    await expect.poll(() => page.getByText('Page Not Found').first().isVisible()).toBe(true);
  });
});
