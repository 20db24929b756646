import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiSignIn } from '../support/api';
import { baseUrl, launchBrowser } from '../support/browser';
import { signInSeller } from '../support/seller';
import {
  DESKTOP,
  expectNoSidewaysScroll,
  expectWhole,
  languageScript,
  PHONE,
  type Screen,
} from '../support/visual';

/*
 * The seller's general settings (issue 36) at 1440 px and on a 390 px phone, in English and
 * Arabic: the saved return address and shipping method fill the form, the page never scrolls
 * sideways, and the webhooks follow below. Each screen is saved under e2e/artifacts/settings.
 */

const SHOTS = path.join(import.meta.dirname, '../artifacts/settings');
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
  const seller = await apiSignIn('seller@demo.test');
  const saved = await apiCall(seller, 'PUT', '/seller/config', {
    type: 'MAIN',
    value: {
      defaultShippingMethod: 'FAST',
      returnAddress: {
        fullName: 'Sam Seller Returns',
        street: '2100 Mission Street',
        city: 'San Francisco',
        state: 'CA',
        zipcode: '94110',
        country: 'US',
      },
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
});
afterAll(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
  await browser?.close();
});

async function open(screen: Screen, language: 'en' | 'ar'): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
  });
  contexts.push(context);
  await context.addInitScript({ content: languageScript(language) });
  return context.newPage();
}

describe.each([
  [DESKTOP, 'en'],
  [DESKTOP, 'ar'],
  [PHONE, 'en'],
  [PHONE, 'ar'],
] as const)('the general settings at %o in %s', (screen, language) => {
  it('open filled with the saved defaults, the webhooks below, nothing sideways', async () => {
    const page = await open(screen, language);
    await signInSeller(page);
    await page.goto(`${baseUrl()}/s/general-setting`);
    const main = page.getByTestId('seller-main');
    await main.waitFor();
    expect(await main.getByTestId('order-address-street').inputValue()).toBe('2100 Mission Street');
    await expectWhole(main.getByTestId('seller-main-save'));
    await page.getByTestId('webhook-new').waitFor();
    await expectNoSidewaysScroll(page);
    await page.screenshot({
      path: path.join(SHOTS, `general-setting-${screen.width}-${language}.png`),
      fullPage: true,
    });
  });
});
