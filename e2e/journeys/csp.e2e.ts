import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, pageSettled } from '../support/browser';
import { watchCsp } from '../support/csp';
import { ROUTES } from '../support/routes';

/*
 * Issue 29, item 13: every screen runs under the Content-Security-Policy the server sends, and
 * the browser reports no violation. Each signed-in user's screens are checked on the Arabic walk
 * (arabic.e2e.ts), which opens every one of them already; this file checks the policy itself and
 * the screens outside an account, including those the Arabic walk leaves out.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the app under its Content-Security-Policy', () => {
  it('sends the policy with the page', async () => {
    const answer = await fetch(`${baseUrl()}/login`);
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('content-security-policy')).not.toContain("'unsafe-inline' 'self'");
  });

  it('opens the sign-in and public screens with no violation', async () => {
    const context = await browser.newContext();
    const violations = await watchCsp(context);
    const page = await context.newPage();
    const routes = ROUTES.filter(
      (route) =>
        route.page && !route.path.includes(':') && route.path !== '*' && route.audience !== 'user',
    );
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      await page.goto(`${baseUrl()}${route.path}`);
      await pageSettled(page);
    }
    await context.close();
    expect(violations).toEqual([]);
  }, 180_000);
});
