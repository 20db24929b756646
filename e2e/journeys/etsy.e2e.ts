import { parseStaffQrValue } from '@platfox/domain';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  startEtsyStandIn,
  type EtsyStandIn,
} from '../../apps/server/src/modules/stores/platforms/etsy/stand-in';
import { apiCall, apiSignIn } from '../support/api';
import { baseUrl, launchBrowser } from '../support/browser';
import { LIVE_WAIT_MS } from '../support/live';
import { approveOrder } from '../support/orders';
import { signInSeller } from '../support/seller';

/*
 * Issue 18's Etsy journey in the browser: the seller connects an Etsy shop (the stand-in on
 * loopback, where the server's configuration points) by OAuth with PKCE through /s/etsy-redirect,
 * writes the shop's note to the buyer, sees a receipt arrive through the pending Etsy order queue,
 * maps its variant, and once the order is placed, approved and shipped, the stand-in has the
 * receipt shipment with the tracking and the note.
 */

let browser: Browser;
let etsy: EtsyStandIn;

beforeAll(async () => {
  const given = inject('etsy');
  etsy = await startEtsyStandIn({
    port: given.port,
    apiKey: given.apiKey,
    sharedSecret: given.sharedSecret,
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await etsy?.close();
});

async function pickFirst(page: Page, select: Locator): Promise<void> {
  await select.click();
  await page.getByRole('option').first().click();
}

async function until<T>(read: () => Promise<T>, isDone: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + LIVE_WAIT_MS;
  for (;;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() > deadline) throw new Error(`not reached: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('an Etsy shop', () => {
  it('is connected with PKCE, brings a receipt through its queue, and gets the shipment back', async () => {
    const seller = await apiSignIn('seller@demo.test');
    const receipt = etsy.addReceipt({ message_from_buyer: 'Gift wrap please' });

    // Connect: the shop's name, Etsy's "Allow" (the stand-in's redirect), back to /s/etsy-redirect.
    const page = await (await browser.newContext()).newPage();
    await signInSeller(page);
    await page.goto(`${baseUrl()}/s/stores`);
    await page.getByTestId('store-connect').click();
    await page.getByTestId('store-connect-type').getByText('Etsy').click();
    await page.getByTestId('store-connect-domain').fill(etsy.shop.shopName);
    await page.getByTestId('store-connect-submit').click();
    await page.waitForURL((url) => /^\/s\/etsy-shop\/detail\/[0-9a-f-]{36}$/.test(url.pathname), {
      timeout: LIVE_WAIT_MS,
    });
    const storeId = new URL(page.url()).pathname.split('/').at(-1)!;
    await expect
      .poll(() => page.getByTestId('etsy-shop-name').textContent())
      .toContain(etsy.shop.shopName);

    await page.getByTestId('etsy-note-input').fill('Thank you for your order!');
    await page.getByTestId('etsy-note-save').click();
    await expect
      .poll(
        async () =>
          (
            await apiCall<{ data: { noteToBuyer: string } }>(
              seller,
              'GET',
              `/seller/external-stores/${storeId}`,
            )
          ).body.data.noteToBuyer,
      )
      .toBe('Thank you for your order!');

    // The first pull brought the receipt through the queue; the page shows it.
    await until(
      async () =>
        (
          await apiCall<{ items: { status: string }[] }>(seller, 'POST', '/data-lists', {
            model: 'etsy-order-queue',
            filters: [{ field: 'storeId', operation: 'in', value: [storeId] }],
          })
        ).body.items ?? [],
      (items) => items.some((item) => item.status === 'FINISHED'),
    );
    await page.reload();
    await page.getByText(String(receipt.receipt_id)).first().waitFor({ timeout: LIVE_WAIT_MS });

    // The seller maps the ordered variant on the mapping screen.
    type Variant = { storeProductId: string; title: string; externalVariantId: string };
    const variants = await until(
      async () =>
        (
          await apiCall<{ items: Variant[] }>(seller, 'POST', '/data-lists', {
            model: 'external-store-variant',
            filters: [{ field: 'storeId', operation: 'in', value: [storeId] }],
          })
        ).body.items ?? [],
      (items) => items.length > 0,
    );
    const ordered = variants.find(
      (variant) => variant.externalVariantId === String(receipt.transactions![0]!.product_id),
    )!;
    await page.goto(`${baseUrl()}/s/stores/sync-variant/${storeId}/${ordered.storeProductId}`);
    const card = page.getByTestId(`store-variant-${ordered.title}`);
    await pickFirst(page, card.getByTestId('store-variant-product'));
    await pickFirst(page, card.getByTestId('store-variant-item'));
    await card.getByTestId('store-variant-save').click();
    await card.getByTestId('store-variant-mapped').waitFor();

    type StoreOrder = { orderId: string | null };
    const [imported] = await until(
      async () =>
        (
          await apiCall<{ items: StoreOrder[] }>(seller, 'POST', '/data-lists', {
            model: 'external-store-order',
            filters: [{ field: 'storeId', operation: 'in', value: [storeId] }],
          })
        ).body.items ?? [],
      (items) => items.some((item) => item.orderId !== null),
    );
    const orderId = imported!.orderId!;
    const placed = await fetch(`${baseUrl()}/api/orders/${orderId}/place`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${seller.token}`,
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
      },
      body: '{}',
    });
    expect(placed.status, await placed.clone().text()).toBe(200);
    const [itemId] = await approveOrder(orderId);
    const printer = await apiSignIn('printer@demo.test');
    const picked = await apiCall(printer, 'PUT', '/printer/order-items/status', {
      ids: [itemId],
      action: 'pick',
      staffId: parseStaffQrValue(inject('staffCode')),
    });
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    const tracked = await apiCall(printer, 'POST', '/printer/add-tracking-code', {
      orderItemId: itemId,
      trackingCode: '9400111899223197428492',
      trackingCarrierCode: 'USPS',
    });
    expect(tracked.status).toBe(200);

    const [shipment] = await until(
      async () => etsy.shop.shipments,
      (list) => list.length > 0,
    );
    expect(shipment).toEqual({
      receiptId: String(receipt.receipt_id),
      tracking_code: '9400111899223197428492',
      // Etsy's own name for the carrier (its supported carrier list, issue 28).
      carrier_name: 'usps',
      note_to_buyer: 'Thank you for your order!',
    });
  });
});
