/// <reference lib="dom" />
import type { AccountType } from '@platfox/domain';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, signIn } from '../support/browser';

/*
 * Issue 29, item 13: every screen runs under the Content-Security-Policy the server sends, and
 * the browser reports no violation: no `securitypolicyviolation` event in the page and no CSP
 * error on the console. The routes come from the web's own route table (as the Arabic walk's do),
 * so a new screen is opened under the policy as soon as it is built.
 */

const USERS: { type: AccountType; email: string }[] = [
  { type: 'SELLER', email: 'seller@demo.test' },
  { type: 'ADMIN', email: 'admin@demo.test' },
  { type: 'PRINTER', email: 'printer@demo.test' },
  { type: 'ROOT', email: 'root@demo.test' },
  { type: 'WAREHOUSE', email: 'warehouse@demo.test' },
];

type WalkedRoute = {
  path: string;
  audience: 'guest' | 'public' | 'user';
  userType?: AccountType;
  page?: unknown;
};

const ROUTES: readonly WalkedRoute[] = (
  (await import(
    /* @vite-ignore */ path.resolve(import.meta.dirname, '../../apps/web/src/app/routes/index.ts')
  )) as { ROUTES: readonly WalkedRoute[] }
).ROUTES;

/** Screens with a path parameter need a record; the screens around them load the same code. */
const isWalkable = (route: WalkedRoute) =>
  route.page && !route.path.includes(':') && route.path !== '*';

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A page that records every CSP violation it sees, from the first script on. */
async function watchedPage(): Promise<{ page: Page; violations: string[] }> {
  context = await browser.newContext();
  const violations: string[] = [];
  await context.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI} at ${location.pathname}`);
    });
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return { page, violations };
}

async function walk(page: Page, routes: readonly WalkedRoute[]): Promise<void> {
  for (const route of routes) {
    await page.goto(`${baseUrl()}${route.path}`);
    await page.waitForLoadState('networkidle').catch(() => undefined);
  }
}

describe('the app under its Content-Security-Policy', () => {
  it('sends the policy with the page', async () => {
    const answer = await fetch(`${baseUrl()}/login`);
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('content-security-policy')).not.toContain("'unsafe-inline' 'self'");
  });

  it('opens the sign-in and public screens with no violation', async () => {
    const { page, violations } = await watchedPage();
    await walk(
      page,
      ROUTES.filter((route) => isWalkable(route) && route.audience !== 'user'),
    );
    await context.close();
    expect(violations).toEqual([]);
  }, 180_000);

  it.each(USERS)(
    'opens every screen of $type with no violation',
    async ({ type, email }) => {
      const { page, violations } = await watchedPage();
      await signIn(page, email);
      await page.waitForURL((url) => url.pathname !== '/login');
      const routes = ROUTES.filter(
        (route) =>
          isWalkable(route) &&
          (route.userType === type ||
            (type === 'SELLER' && !route.userType && route.audience === 'user')),
      );
      expect(routes.length).toBeGreaterThan(0);
      await walk(page, routes);
      await context.close();
      expect(violations).toEqual([]);
    },
    600_000,
  );
});
