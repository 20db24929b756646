import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll } from 'vitest';
import { signIn } from './browser';
import { signInSeller } from './seller';
import { languageScript, type Screen } from './visual';

export type DemoUser = 'admin' | 'printer' | 'seller';

/** Where each demo user lands after signing in (README's demo accounts). */
const HOME: Record<Exclude<DemoUser, 'seller'>, string> = { admin: '/', printer: '/p/scan' };

/**
 * The demo users' pages at one screen size and language, for the tests of one describe block:
 * each user signs in through the form on first use, and the block's later tests open their
 * screens in the same page through the router (`openInApp`), as the app's own links do. A fresh
 * sign-in and a whole app load for every screen cost about 2 s of chromium's CPU a test (the
 * layout journey: 20 tests, 40 app loads). The block's contexts close after it.
 */
export function signedInPages(
  browser: () => Browser,
  screen: Screen,
  language: 'en' | 'ar',
): (user: DemoUser) => Promise<Page> {
  const pages = new Map<DemoUser, Promise<Page>>();
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    pages.clear();
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  async function openSignedIn(user: DemoUser): Promise<Page> {
    const context = await browser().newContext({
      viewport: { width: screen.width, height: screen.height },
    });
    contexts.push(context);
    await context.addInitScript({ content: languageScript(language) });
    const page = await context.newPage();
    if (user === 'seller') {
      await signInSeller(page);
    } else {
      await signIn(page, `${user}@demo.test`);
      await page.waitForURL((url) => url.pathname === HOME[user]);
    }
    return page;
  }

  return (user) => {
    const page = pages.get(user) ?? openSignedIn(user);
    pages.set(user, page);
    return page;
  };
}
