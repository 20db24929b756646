import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, signIn } from '../support/browser';
import { signInSeller } from '../support/seller';

/*
 * Issue 15: lists at 1440 px cut statuses and actions, and at 390 px the page scrolled sideways.
 * These measure what a person would see: the page no wider than the window, no status pill whose
 * text is cut, the phone's cards in place of the table.
 */
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function newPage(width: number, height: number, language = 'en'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  contexts.push(context);
  await context.addInitScript({ content: `localStorage.setItem('lang', '${language}')` });
  return context.newPage();
}

/** Runs in the page (as text: the journeys are typed without the DOM's types). */
const MEASURE = `(() => {
  const list = document.querySelector('[data-testid="data-list"]');
  const pills = [...(list?.querySelectorAll('.mantine-Badge-label, [class*="pill"]') ?? [])];
  return {
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    pills: pills.length,
    cut: pills.filter((pill) => pill.scrollWidth > pill.clientWidth).map((pill) => pill.textContent),
  };
})()`;

/** The page's sideways overflow and the status pills of the list whose text does not fit. */
const measure = (page: Page) =>
  page.evaluate(MEASURE) as Promise<{ overflow: number; pills: number; cut: string[] }>;

describe('lists at a desktop width', () => {
  it('shows every status whole and ids short at 1440 px', async () => {
    const page = await newPage(1440, 900);
    await signIn(page, 'admin@demo.test');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${baseUrl()}/a/transaction/deposits`);
    const row = page.getByTestId('data-list-row').first();
    await row.waitFor();
    expect(await page.getByTestId('data-list-table').count()).toBe(1);
    expect(await row.getByTestId('id-cell').textContent()).toMatch(/^[0-9a-f]{8}$/);
    const { overflow, pills, cut } = await measure(page);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(pills).toBeGreaterThan(0);
    expect(cut).toEqual([]);
  });
});

describe('lists on a phone', () => {
  for (const language of ['en', 'ar']) {
    it(`shows cards and never scrolls sideways at 390 px (${language})`, async () => {
      const page = await newPage(390, 844, language);
      await signInSeller(page);
      // The balance the desktop bar shows has its phone figure.
      await expect.poll(() => page.getByTestId('balance-compact').textContent()).toMatch(/\$/);
      await page.goto(`${baseUrl()}/s/transaction/deposits`);
      const card = page.getByTestId('data-list-row').first();
      await card.waitFor();
      expect(await page.getByTestId('data-list-table').count()).toBe(0);
      expect(await card.getByTestId('id-cell').textContent()).toMatch(/^[0-9a-f]{8}$/);
      expect(await card.getByTestId('data-list-field-status').count()).toBe(1);
      expect(await card.getByTestId('data-list-field-amount').count()).toBe(1);

      const save = await page.getByTestId('saved-filter-create').boundingBox();
      expect(save && save.x >= 0 && save.x + save.width <= 390).toBe(true);
      const { overflow, cut } = await measure(page);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(cut).toEqual([]);
    });
  }
});
