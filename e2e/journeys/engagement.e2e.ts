import { parseStaffQrValue } from '@platfox/domain';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall, apiSignIn } from '../support/api';
import { baseUrl, launchBrowser, signIn } from '../support/browser';
import { LIVE_WAIT_MS, liveConnected } from '../support/live';
import { approveOrder, placeDemoOrder } from '../support/orders';
import { signInSeller } from '../support/seller';

/*
 * Issue 35, as an admin and a seller live it: the admin makes a group holding the demo seller, a
 * badge, and an event whose milestone "100 completed items" awards the badge and a badge coupon.
 * The seller's order of 100 tees goes through the floor; completing it reaches the milestone: the
 * medal counts the new badge, the badge page shows it with its coupon, and the coupon takes $5
 * off one order, once.
 */

const SHOTS = path.join(import.meta.dirname, '../artifacts/engagement');
const stamp = Date.now().toString(36).toUpperCase();
const GROUP_KEY = `JOURNEY_${stamp}`;
const BADGE = `Centurion ${stamp}`;
const COUPON = `CENTURION_${stamp}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** A Mantine select: open it, then pick the option by its label. */
async function choose(page: Page, testId: string, label: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: label }).click();
}

describe('a milestone that awards a badge and its coupon', () => {
  it('is set up by an admin on screen and earned by the seller completing the 100th item', async () => {
    const admin = await apiSignIn('admin@demo.test');
    const coupon = await apiCall(admin, 'POST', '/coupons', {
      code: COUPON,
      type: 'DISCOUNT_AMOUNT_IN_TOTAL',
      amount: 500,
      isFixedValue: true,
      isBadgeValue: true,
      fromDate: -1,
      toDate: -1,
    });
    expect(coupon.status, JSON.stringify(coupon.body)).toBe(200);

    const page = await (
      await browser.newContext({ viewport: { width: 1440, height: 900 } })
    ).newPage();
    await signIn(page, 'admin@demo.test');
    await page.waitForURL((url) => url.pathname === '/');

    // The group, with the demo seller found by e-mail.
    await page.goto(`${baseUrl()}/a/group/create`);
    await page.getByTestId('group-name').fill('Journey makers');
    await page.getByTestId('group-key').fill(GROUP_KEY);
    await page.getByTestId('group-members').click();
    await page.getByTestId('group-members').pressSequentially('seller@demo');
    await page.getByRole('option', { name: /seller@demo\.test/ }).click();
    // The list stays open for more members, over the form's foot: closed as a person closes it.
    await page.keyboard.press('Escape');
    await page.getByTestId('group-save').click();
    await page.waitForURL(/\/a\/group\/[0-9a-f-]{36}/);

    // The badge.
    await page.goto(`${baseUrl()}/a/badge/create`);
    await page.getByTestId('badge-name').fill(BADGE);
    await page.getByTestId('badge-save').click();
    await page.waitForURL(/\/a\/badge\/[0-9a-f-]{36}/);

    // The event: for the group, with the coupon and the milestone "100 completed items".
    await page.goto(`${baseUrl()}/a/event/create`);
    await page.getByTestId('event-name').fill(`Journey event ${stamp}`);
    await page.getByTestId('event-all-members').click();
    await page.getByTestId('event-groups').click();
    await page.getByRole('option', { name: `Journey makers (${GROUP_KEY})` }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('event-coupons').fill(COUPON);
    await page.keyboard.press('Enter');
    await page.getByTestId('milestone-add').click();
    expect(await page.getByTestId('milestone-0-value').inputValue()).toBe('100');
    await choose(page, 'milestone-0-badge', BADGE);
    await page.screenshot({ path: path.join(SHOTS, 'event-form-1440.png'), fullPage: true });
    await page.getByTestId('event-save').click();
    await page.getByTestId('event-locked').waitFor();
    const eventId = /\/a\/event\/([0-9a-f-]{36})/.exec(page.url())![1]!;

    // The seller: 100 tees, through the floor, completed by the admin.
    const seller = await apiSignIn('seller@demo.test');
    const funded = await apiCall(admin, 'POST', '/transactions/bonus', {
      userId: seller.userId,
      amount: 300_000,
      description: 'Engagement journey',
    });
    expect(funded.status, JSON.stringify(funded.body)).toBe(200);
    const order = await placeDemoOrder(seller, 'Cent Urion', 100);
    const [itemId] = await approveOrder(order.id);
    const printer = await apiSignIn('printer@demo.test');
    const staffId = parseStaffQrValue(inject('staffCode'));
    for (const action of ['pick', 'process', 'printed', 'readyToDelivery']) {
      const moved = await apiCall(printer, 'PUT', '/printer/order-items/status', {
        ids: [itemId],
        action,
        staffId,
      });
      expect(moved.status, `${action}: ${JSON.stringify(moved.body)}`).toBe(200);
    }

    const sellerPage = await (
      await browser.newContext({ viewport: { width: 1440, height: 900 } })
    ).newPage();
    await signInSeller(sellerPage);
    // The event page is a new load with a socket of its own: an award told before it joined
    // would reach no one.
    const connected = liveConnected(sellerPage, '/api/seller');
    await sellerPage.goto(`${baseUrl()}/s/event/${eventId}`);
    await sellerPage.getByTestId('seller-milestone').waitFor();
    await connected;
    expect(await sellerPage.getByTestId('milestone-reached').count()).toBe(0);
    const medal = sellerPage.getByTestId('badge-medal-count');
    const before = (await medal.textContent())?.trim() ?? '';

    const completed = await apiCall(admin, 'PUT', '/order-items/completed', { ids: [itemId] });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);

    // Live: the medal counts one more badge without a reload.
    await expect
      .poll(async () => (await medal.textContent())?.trim() ?? '', { timeout: LIVE_WAIT_MS })
      .not.toBe(before);
    await sellerPage.getByTestId('badge-medal').click();
    await sellerPage.waitForURL((url) => url.pathname === '/s/my-badge');
    const card = sellerPage.getByTestId('my-badge').filter({ hasText: BADGE });
    await card.waitFor();
    expect(await card.getByTestId('my-badge-coupon').textContent()).toContain(COUPON);
    expect(await card.getByTestId('my-badge-coupon').textContent()).toContain('Ready to use');
    await sellerPage.screenshot({ path: path.join(SHOTS, 'my-badges-1440.png'), fullPage: true });

    // The coupon takes $5.00 off one order, once.
    const paid = await placeDemoOrder(seller, 'Cent Urion', 1, COUPON);
    expect(paid.id).toBeTruthy();
    const again = await fetch(`${baseUrl()}/api/seller/estimate-order-price`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seller.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...(await lastCart()), couponCode: COUPON }),
    });
    expect(again.status).toBe(400);
    await sellerPage.reload();
    await expect
      .poll(async () => card.getByTestId('my-badge-coupon').textContent())
      .toContain('Used');
  });
});

/** A one-tee cart of the demo seller, as the estimate takes it. */
async function lastCart() {
  const seller = await apiSignIn('seller@demo.test');
  const products = await apiCall<{ items: { id: string; title: string; productTypeId: string }[] }>(
    seller,
    'POST',
    '/data-lists',
    {
      model: 'seller-product',
      filters: [],
      filterType: 'AND',
      sorting: [{ field: 'title', direction: 'asc' }],
      pagination: { page: 1, pageSize: 'all' },
      filtersRef: [],
      filterTypeRef: 'AND',
    },
  );
  const tee = products.body.items.find((product) => product.title === 'Platfox logo tee')!;
  const types = await apiCall<{ data: { id: string; items: { id: string }[] }[] }>(
    seller,
    'GET',
    '/seller/product-types',
  );
  const type = types.body.data.find((each) => each.id === tee.productTypeId)!;
  return {
    lines: [{ productId: tee.id, productTypeItemId: type.items[0]!.id, quantity: 1 }],
    address: {
      fullName: 'Cent Urion',
      street: '350 5th Ave',
      city: 'New York',
      state: 'NY',
      zipcode: '10118',
      country: 'US',
      phone: '+1 212 555 0100',
    },
  };
}
