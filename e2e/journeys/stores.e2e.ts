import { parseStaffQrValue } from '@platfox/domain';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  STAND_IN_SHOP,
  startShopifyStandIn,
  type ShopifyStandIn,
} from '../../apps/server/src/modules/stores/platforms/shopify/stand-in';
import { startReceiver } from '../../apps/server/src/modules/webhooks/test-receiver';
import { apiCall, apiSignIn } from '../support/api';
import { baseUrl, launchBrowser } from '../support/browser';
import { LIVE_WAIT_MS } from '../support/live';
import { approveOrder } from '../support/orders';
import { signInSeller } from '../support/seller';

/*
 * Issue 17's journey in the browser: the seller connects a Shopify shop (the stand-in on
 * loopback, where the server's configuration points), the shop's signed webhook brings an order,
 * the seller maps its variant on the mapping screen, the order is placed and approved, the printer
 * ships it with a tracking code, the shop records the fulfilment, and the seller's own webhook
 * receives the signed ITEM_SHIPPED.
 */

let browser: Browser;
let shop: ShopifyStandIn;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  shop = await startShopifyStandIn(inject('shopify'));
  receiver = await startReceiver();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
  await receiver?.close();
});

/** Opens a Mantine select and picks its first option. */
async function pickFirst(page: Page, select: Locator): Promise<void> {
  await select.click();
  await page.getByRole('option').first().click();
}

/** Polls until the read answers what `isDone` wants; the answer then. */
async function until<T>(read: () => Promise<T>, isDone: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + LIVE_WAIT_MS;
  for (;;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() > deadline) throw new Error(`not reached: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a Shopify store', () => {
  it('brings an order that is mapped, placed, shipped, and told back to the shop and the seller', async () => {
    const seller = await apiSignIn('seller@demo.test');
    const hook = await apiCall<{ data: { secret: string } }>(seller, 'POST', '/seller/webhooks', {
      url: receiver.url,
      events: ['ITEM_SHIPPED'],
    });
    expect(hook.status).toBe(200);
    receiver.useSecret(hook.body.data.secret);

    // Connect: the shop's address, Shopify's approval (the stand-in's signed redirect), back.
    const page = await (await browser.newContext()).newPage();
    await signInSeller(page);
    await page.goto(`${baseUrl()}/s/stores`);
    await page.getByTestId('store-connect').click();
    await page.getByTestId('store-connect-domain').fill(STAND_IN_SHOP);
    await page.getByTestId('store-connect-submit').click();
    await page.waitForURL((url) => /^\/s\/store\/[0-9a-f-]{36}$/.test(url.pathname), {
      timeout: LIVE_WAIT_MS,
    });
    const storeId = new URL(page.url()).pathname.split('/').at(-1)!;

    // Shopify sends orders/create to the address the app subscribed at connection.
    const order = shop.addOrder();
    expect(shop.shop().webhookSubscriptions.length).toBeGreaterThan(0);
    expect(await shop.emit('orders/create', shop.orderPayload(order))).toContain(200);
    type Variant = { id: string; storeProductId: string; title: string };
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
    const ordered = variants.find((variant) => variant.title === order.lines[0]!.variantTitle)!;

    // The seller maps the variant to their own product on the mapping screen.
    await page.goto(`${baseUrl()}/s/stores/sync-variant/${storeId}/${ordered.storeProductId}`);
    const card = page.getByTestId(`store-variant-${ordered.title}`);
    await pickFirst(page, card.getByTestId('store-variant-product'));
    await pickFirst(page, card.getByTestId('store-variant-item'));
    await card.getByTestId('store-variant-save').click();
    await card.getByTestId('store-variant-mapped').waitFor();

    // The order is a draft of the seller now: placed (charged), approved, picked, shipped.
    type StoreOrder = { orderId: string | null; externalOrderId: string };
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
      trackingCode: '9400111899223197428490',
      trackingCarrierCode: 'USPS',
    });
    expect(tracked.status).toBe(200);

    // The shop has the fulfilment; the seller's receiver has the signed event.
    const [fulfilment] = await until(
      async () => shop.shop().fulfilments,
      (list) => list.length > 0,
    );
    expect(fulfilment).toMatchObject({
      orderId: String(order.id),
      trackingNumber: '9400111899223197428490',
      company: 'USPS',
    });
    const [shipped] = await until(
      async () => receiver.received.filter((entry) => entry.event === 'ITEM_SHIPPED'),
      (list) => list.length > 0,
    );
    expect(shipped!.isVerified).toBe(true);
  });
});
