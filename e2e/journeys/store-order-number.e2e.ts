import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  startShopifyStandIn,
  type ShopifyStandIn,
} from '../../apps/server/src/modules/stores/platforms/shopify/stand-in';
import { apiCall, apiSignIn } from '../support/api';
import { baseUrl, launchBrowser } from '../support/browser';
import { signInSeller } from '../support/seller';
import { connectShop, orderArrives, photograph, until } from '../support/shop';

/*
 * Issue 31 item 10, as the seller lives it: a buyer orders on the seller's Shopify shop with a
 * note ("Gift message: ..."). The draft it becomes carries the shop's name and its own number
 * (#1001) in the seller's drafts list, where searching that number finds it, and the draft's
 * page shows the buyer's note above the form, before the seller places it.
 */

const DOMAIN = 'order-number-journey.myshopify.com';
const NOTE = 'Gift message: Happy birthday, Sam!';
const SHOTS = path.join(import.meta.dirname, '../artifacts/store-order-number');
let browser: Browser;
let shop: ShopifyStandIn;
beforeAll(async () => {
  shop = await startShopifyStandIn(inject('shopify'));
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

describe("the store's own order number and the buyer's note", () => {
  it('shows #1001 and the shop on the drafts list, finds it by that number, and shows the note before placing', async () => {
    const seller = await apiSignIn('seller@demo.test');
    const page = await (await browser.newContext()).newPage();
    await signInSeller(page);
    const storeId = await connectShop(page, DOMAIN);
    const { order, variants } = await orderArrives(
      shop,
      seller,
      storeId,
      DOMAIN,
      'Birthday Tee',
      ['White / M'],
      { note: NOTE },
    );
    const store = await apiCall<{ data: { name: string } }>(
      seller,
      'GET',
      `/seller/external-stores/${storeId}`,
    );
    // The variant mapped (the mapping screen is item 9's story): the order becomes a draft.
    const tees = await apiCall<{ items: { id: string; title: string; productTypeId: string }[] }>(
      seller,
      'POST',
      '/data-lists',
      { model: 'seller-product', pagination: { page: 1, pageSize: 'all' } },
    );
    const tee = tees.body.items.find((product) => product.title === 'Platfox logo tee')!;
    const mapped = await apiCall(
      seller,
      'POST',
      `/seller/external-stores/${storeId}/products/${variants[0]!.storeProductId}/match`,
      { productId: tee.id },
    );
    expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);
    const [drafted] = await until(
      async () =>
        (
          await apiCall<{ items: { orderId: string | null }[] }>(seller, 'POST', '/data-lists', {
            model: 'external-store-order',
            filters: [{ field: 'storeId', operation: 'in', value: [storeId] }],
          })
        ).body.items ?? [],
      (items) => items.some((item) => item.orderId !== null),
    );
    const draftId = drafted!.orderId!;

    // The drafts list: the store's number and name in the row; a search by number finds it.
    await page.goto(`${baseUrl()}/s/draft-orders`);
    const row = page.getByTestId('data-list-row').filter({ hasText: order.name });
    await row.first().waitFor();
    expect(await row.first().textContent()).toContain(store.body.data.name);
    await page.getByTestId('data-list-panel-filter').click();
    const filter = page.getByTestId('filter-row-0');
    await filter.getByTestId('filter-row-field').click();
    await page.getByRole('option', { name: 'Store order no.', exact: true }).click();
    await filter.getByTestId('filter-value-text').fill(order.name.slice(1));
    await page.getByTestId('filter-search').click();
    await page.waitForURL((url) => url.searchParams.has('q'));
    await expect.poll(() => page.getByTestId('data-list-row').count()).toBe(1);
    expect(await page.getByTestId('data-list-row').first().textContent()).toContain(order.name);

    // The draft's page: the shop, its number and what the buyer wrote, before placing.
    await page.goto(`${baseUrl()}/s/draft-order/${draftId}`);
    expect(await page.getByTestId('order-store-name').textContent()).toContain(
      store.body.data.name,
    );
    expect(await page.getByTestId('order-store-number').textContent()).toContain(order.name);
    expect(await page.getByTestId('order-buyer-note').textContent()).toContain(NOTE);

    await photograph(
      browser,
      (next) => signInSeller(next),
      `/s/draft-order/${draftId}`,
      (next) => next.getByTestId('order-buyer-note').waitFor(),
      SHOTS,
      'draft-order',
    );
    await photograph(
      browser,
      (next) => signInSeller(next),
      '/s/draft-orders',
      (next) => next.getByTestId('data-list-row').first().waitFor(),
      SHOTS,
      'draft-orders',
    );
  });
});
