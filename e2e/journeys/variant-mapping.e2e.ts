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
import { choose } from '../support/data-list';
import { signInSeller } from '../support/seller';
import { connectShop, orderArrives, photograph, until } from '../support/shop';

/*
 * Issue 31 item 9, as the seller lives it: a shop sells a tee in White S, M, L and Black M. The
 * seller opens the mapping screen from the store (the way back names the store), maps every
 * White size to their logo tee in one go (each to the item of the same name), then Black, and
 * the order that waited on all four becomes one draft.
 */

const DOMAIN = 'mapping-journey.myshopify.com';
const SHOTS = path.join(import.meta.dirname, '../artifacts/variant-mapping');
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

describe('mapping variants at scale', () => {
  it("maps every size of a colour to one product's items at once, and the waiting order becomes a draft", async () => {
    const seller = await apiSignIn('seller@demo.test');
    const page = await (await browser.newContext()).newPage();
    await signInSeller(page);
    const storeId = await connectShop(page, DOMAIN);
    const { variants } = await orderArrives(shop, seller, storeId, DOMAIN, 'Sunset Tee', [
      'White / S',
      'White / M',
      'White / L',
      'Black / M',
    ]);
    const store = await apiCall<{ data: { name: string } }>(
      seller,
      'GET',
      `/seller/external-stores/${storeId}`,
    );
    const productId = variants[0]!.storeProductId;

    await page.goto(`${baseUrl()}/s/stores/sync-variant/${storeId}/${productId}`);
    // The breadcrumb back names the store; the item field says what it is.
    await page.getByRole('link', { name: store.body.data.name, exact: true }).waitFor();
    const white = page.getByTestId('store-variant-White / S');
    expect(await white.textContent()).toContain("My product's colour and size");

    const panel = page.getByTestId('store-bulk-mapping');
    await choose(page, 'store-bulk-option', 'White');
    await choose(page, 'store-bulk-product', 'Platfox logo tee (PF-LOGO-TEE)');
    const map = panel.getByTestId('store-bulk-map');
    expect(await map.textContent()).toBe('Map 3 variants');
    await map.click();
    await page.getByText('3 variants mapped', { exact: true }).waitFor();
    for (const size of ['S', 'M', 'L']) {
      await expect
        .poll(() =>
          page
            .getByTestId(`store-variant-White / ${size}`)
            .getByTestId('store-variant-mapped')
            .textContent(),
        )
        .toContain(`Platfox logo tee · White / ${size}`);
    }

    // Black: the last one the order waits on; mapping it makes the draft.
    await choose(page, 'store-bulk-option', 'Black');
    await map.click();
    await page.getByText(/1 variant mapped · Saved: 1 waiting order became a draft/).waitFor();
    type StoreOrder = { orderId: string | null };
    const [drafted] = await until(
      async () =>
        (
          await apiCall<{ items: StoreOrder[] }>(seller, 'POST', '/data-lists', {
            model: 'external-store-order',
            filters: [{ field: 'storeId', operation: 'in', value: [storeId] }],
          })
        ).body.items ?? [],
      (items) => items.some((item) => item.orderId !== null),
    );
    expect(drafted!.orderId).toBeTruthy();

    await photograph(
      browser,
      (next) => signInSeller(next),
      `/s/stores/sync-variant/${storeId}/${productId}`,
      async (next) => {
        // The pickers show the mapping once the seller's products and their items are read.
        const card = next.getByTestId('store-variant-White / S');
        await expect
          .poll(() => card.getByTestId('store-variant-product').inputValue())
          .not.toBe('');
        await expect.poll(() => card.getByTestId('store-variant-item').inputValue()).not.toBe('');
      },
      SHOTS,
      'sync-variant',
    );
  });
});
