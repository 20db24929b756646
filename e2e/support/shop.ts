import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  addProduct,
  type StandInOrder,
} from '../../apps/server/src/modules/stores/platforms/shopify/stand-in-shop';
import type { ShopifyStandIn } from '../../apps/server/src/modules/stores/platforms/shopify/stand-in';
import { apiCall, type ApiSession } from './api';
import { baseUrl, openInApp } from './browser';
import { LIVE_WAIT_MS } from './live';
import { DESKTOP, languageScript, PHONE } from './visual';

/** Polls until the read answers what `isDone` wants; the answer then. */
export async function until<T>(read: () => Promise<T>, isDone: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + LIVE_WAIT_MS;
  for (;;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() > deadline) throw new Error(`not reached: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Connects the Shopify stand-in's shop at `domain` from the stores screen; the store's id. */
export async function connectShop(page: Page, domain: string): Promise<string> {
  await page.goto(`${baseUrl()}/s/stores`);
  await page.getByTestId('store-connect').click();
  await page.getByTestId('store-connect-domain').fill(domain);
  await page.getByTestId('store-connect-submit').click();
  await page.waitForURL((url) => /^\/s\/store\/[0-9a-f-]{36}$/.test(url.pathname), {
    timeout: LIVE_WAIT_MS,
  });
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

export type ListedVariant = {
  id: string;
  storeProductId: string;
  title: string;
  syncStatus: string;
};

/**
 * The shop sells `title` in `variantTitles` and a buyer orders one of each (with `changes`, a
 * note...): Shopify's orders/create arrives, and the store's variants are listed. Answers the
 * order and the variants.
 */
export async function orderArrives(
  shop: ShopifyStandIn,
  seller: ApiSession,
  storeId: string,
  domain: string,
  title: string,
  variantTitles: string[],
  changes: Partial<StandInOrder> = {},
): Promise<{ order: StandInOrder; variants: ListedVariant[] }> {
  const product = addProduct(shop.shop(domain), title, variantTitles);
  const order = shop.addOrder(domain, {
    lines: product.variants.map((variant) => ({
      id: Math.floor(Math.random() * 1e9),
      productId: product.id,
      variantId: variant.id,
      title: product.title,
      variantTitle: variant.title,
      sku: variant.sku,
      quantity: 1,
      fulfilled: 0,
    })),
    ...changes,
  });
  expect(await shop.emit('orders/create', shop.orderPayload(order, domain), domain)).toContain(200);
  const variants = await until(
    async () =>
      (
        await apiCall<{ items: ListedVariant[] }>(seller, 'POST', '/data-lists', {
          model: 'external-store-variant',
          filters: [{ field: 'storeId', operation: 'in', value: [storeId] }],
        })
      ).body.items ?? [],
    (items) => variantTitles.every((name) => items.some((item) => item.title === name)),
  );
  return { order, variants };
}

/**
 * The page at `path` photographed at 1440 and 390 px in English and Arabic, once `ready` shows;
 * the files are e2e/artifacts/<folder>/<name>-<screen>-<language>.png.
 */
export async function photograph(
  browser: Browser,
  signedIn: (page: Page) => Promise<void>,
  path: string,
  ready: (page: Page) => Promise<void>,
  into: string,
  name: string,
): Promise<void> {
  for (const language of ['en', 'ar'] as const) {
    for (const screen of [DESKTOP, PHONE]) {
      const context = await browser.newContext({
        viewport: { width: screen.width, height: screen.height },
      });
      await context.addInitScript(languageScript(language));
      const page = await context.newPage();
      await signedIn(page);
      await openInApp(page, path);
      await ready(page);
      await page.screenshot({
        path: `${into}/${name}-${screen.name}-${language}.png`,
        fullPage: true,
      });
      await context.close();
    }
  }
}
