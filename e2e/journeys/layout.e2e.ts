import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startWooStandIn,
  type WooStandIn,
} from '../../apps/server/src/modules/stores/platforms/woocommerce/stand-in';
import { apiCall, apiSignIn, type ApiSession } from '../support/api';
import { baseUrl, launchBrowser, openInApp } from '../support/browser';
import { placeDemoOrder, shipDemoOrder } from '../support/orders';
import { solidPng } from '../support/png';
import { signedInPages } from '../support/signed-in';
import { until } from '../support/shop';
import {
  DESKTOP,
  expectInView,
  expectNoSidewaysScroll,
  expectWhole,
  PHONE,
  type Screen,
} from '../support/visual';

/*
 * Issue 31 item 13, the screens as people read them at 1440 px and on a 390 px phone, in English
 * and Arabic: the admin's orders with the placing date beside the pinned actions, the printer's
 * order page that does not scroll sideways, the webhook's event pills and the printer's reprint
 * flag read whole, and a store whose sync failed keeps "Waiting for you" in view. Each screen is
 * saved as a PNG under e2e/artifacts/layout.
 */

const SHOTS = path.join(import.meta.dirname, '../artifacts/layout');

let browser: Browser;
let shop: WooStandIn;
/** What the screens show, made once through the API as the users would. */
let pending: { id: string };
let shipped: { itemId: string };

/** The seller reports the shipped item misprinted; the admin resolves it with a reprint. */
async function reprintOf(seller: ApiSession, itemId: string): Promise<void> {
  // The photo as the form uploads it: one file, multipart.
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(solidPng(16, 16, [200, 40, 40]))]), 'misprint.png');
  const upload = await fetch(`${baseUrl()}/api/issue-images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${seller.token}` },
    body: form,
  });
  const photo = (await upload.json()) as { data: { id: string } };
  expect(upload.status, JSON.stringify(photo)).toBe(200);
  const raised = await apiCall<{ data: { id: string } }>(
    seller,
    'POST',
    `/seller/order-items/${itemId}/report`,
    {
      reason: 'MISPRINT',
      description: 'The logo is printed off centre.',
      imageIds: [photo.data.id],
      action: 'REPRINT',
    },
  );
  expect(raised.status, JSON.stringify(raised.body)).toBe(200);
  const admin = await apiSignIn('admin@demo.test');
  const resolved = await apiCall(admin, 'POST', `/issues/${raised.body.data.id}/resolve`, {
    action: 'REPRINT',
  });
  expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
}

/** A WooCommerce store whose keys the shop then revoked: its next sync fails with a message. */
async function storeWithFailedSync(seller: ApiSession): Promise<void> {
  const connected = await apiCall<{ data: { store: { id: string } } }>(
    seller,
    'POST',
    '/seller/external-stores/connect',
    {
      type: 'WOOCOMMERCE',
      domain: shop.url,
      consumerKey: shop.consumerKey,
      consumerSecret: shop.consumerSecret,
    },
  );
  expect(connected.status, JSON.stringify(connected.body)).toBe(200);
  shop.revokeKeys();
  const storeId = connected.body.data.store.id;
  await apiCall(seller, 'POST', `/seller/external-stores/${storeId}/sync`);
  // The sync runs as a job: the store's read says when it has failed.
  await until(
    async () =>
      (
        await apiCall<{ data: { lastSyncError: string | null } }>(
          seller,
          'GET',
          `/seller/external-stores/${storeId}`,
        )
      ).body.data.lastSyncError,
    (error) => Boolean(error),
  );
}

beforeAll(async () => {
  browser = await launchBrowser();
  shop = await startWooStandIn();
  mkdirSync(SHOTS, { recursive: true });
  const seller = await apiSignIn('seller@demo.test');
  pending = await placeDemoOrder(seller, 'Pia Pending');
  shipped = await shipDemoOrder(seller, 'Layla Layout', '9400111899223197428555');
  await reprintOf(seller, shipped.itemId);
  const webhook = await apiCall(seller, 'POST', '/seller/webhooks', {
    url: 'http://127.0.0.1:9/hooks/layout',
    events: ['ORDER_STATUS_CHANGED', 'ITEM_SHIPPED'],
  });
  expect(webhook.status, JSON.stringify(webhook.body)).toBe(200);
  await storeWithFailedSync(seller);
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const shoot = (page: Page, name: string, screen: Screen, language: string) =>
  page.screenshot({ path: path.join(SHOTS, `${name}-${screen.width}-${language}.png`) });

const CASES = [
  [DESKTOP, 'en'],
  [DESKTOP, 'ar'],
  [PHONE, 'en'],
  [PHONE, 'ar'],
] as const;

describe.each(CASES)('the screens of issue 31 item 13 at %o in %s', (screen, language) => {
  const isDesktop = screen.width === DESKTOP.width;
  const pageOf = signedInPages(() => browser, screen, language);

  it("the admin's orders show when each order was placed, beside the pinned actions", async () => {
    const page = await pageOf('admin');
    await openInApp(page, '/a/orders');
    const row = page.getByTestId('data-list-row').filter({ hasText: pending.id.slice(0, 8) });
    await row.waitFor();
    await expectNoSidewaysScroll(page);
    if (isDesktop) {
      // The table's end: the pinned actions (approve and cancel of a pending order) and, in
      // full before them, the placing date.
      await expectInView(row.getByTestId('row-action-approve'));
      expect(await expectInView(row.locator('[data-column="placedAt"]'))).toMatch(/\d{2}:\d{2}/);
      await expectInView(page.getByTestId('data-list-header-placedAt'));
    } else {
      expect(await expectWhole(row.getByTestId('data-list-field-placedAt'))).toMatch(/\d/);
    }
    await shoot(page, 'admin-orders', screen, language);
  });

  it("the printer's order page does not scroll sideways, its tracking code whole", async () => {
    const page = await pageOf('printer');
    await openInApp(page, `/p/order/${shipped.itemId}`);
    const code = page.getByTestId('printer-order-tracking').getByText('9400111899223197428555');
    await code.waitFor();
    await expectNoSidewaysScroll(page);
    await code.scrollIntoViewIfNeeded();
    await expectWhole(code);
    await shoot(page, 'printer-order', screen, language);
  });

  it("the printer's reprint flag reads whole", async () => {
    const page = await pageOf('printer');
    await openInApp(page, '/p');
    const flag = page.getByTestId('printer-item-reprint').first();
    await flag.waitFor();
    await expectNoSidewaysScroll(page);
    await flag.scrollIntoViewIfNeeded();
    expect(await expectWhole(flag.locator('.mantine-Badge-label'))).toBe(
      language === 'ar' ? 'إعادة طباعة' : 'Reprint',
    );
    await shoot(page, 'printer-items', screen, language);
  });

  it("the webhook's event pills read whole", async () => {
    const page = await pageOf('seller');
    await openInApp(page, '/s/general-setting');
    const pills = page.getByTestId('webhook-row').first().getByTestId('webhook-event');
    await pills.first().waitFor();
    await expectNoSidewaysScroll(page);
    expect(await pills.count()).toBe(2);
    for (const pill of await pills.all()) {
      await pill.scrollIntoViewIfNeeded();
      expect(await expectWhole(pill.locator('.mantine-Badge-label'))).not.toMatch(/…$/);
    }
    await shoot(page, 'webhooks', screen, language);
  });

  it('a store whose sync failed keeps "Waiting for you" in view on the stores list', async () => {
    const page = await pageOf('seller');
    await openInApp(page, '/s/stores');
    const row = page
      .getByTestId('data-list-row')
      .filter({ has: page.getByTestId('store-sync-error') });
    await row.first().waitFor();
    await expectNoSidewaysScroll(page);
    await expectWhole(row.first().getByTestId('store-sync-error'));
    const waiting = row.first().getByTestId('store-waiting');
    if (isDesktop) await expectInView(waiting);
    else await expectWhole(waiting);
    await shoot(page, 'stores', screen, language);
  });
});
