import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, signIn } from '../support/browser';
import { LIVE_WAIT_MS, liveConnected } from '../support/live';
import { placeDemoOrder } from '../support/orders';
import { signInSeller } from '../support/seller';

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
beforeEach(() => {
  contexts.length = 0;
});
afterEach(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  return context.newPage();
}

/** "$1,234.56" as cents. */
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[$,]/g, '')) * 100);

/** Opens a Mantine select and picks an option by its text, or the first one. */
async function choose(page: Page, testId: string, option?: string): Promise<void> {
  await page.getByTestId(testId).click();
  const options = page.getByRole('option');
  await (option ? options.filter({ hasText: option }).first() : options.first()).click();
}

describe('orders journey', () => {
  it('a seller places an order, pays from the balance, and sees it approved by an admin', async () => {
    const seller = await newPage();
    await signInSeller(seller);
    const balance = seller.getByTestId('balance');
    await expect.poll(() => balance.textContent()).toMatch(/^\$/);
    const before = cents(await balance.textContent());
    expect(before).toBeGreaterThan(0);

    // The menu's orders list, then its create button.
    await seller.getByTestId('menu-item-/s/orders').click();
    await seller.waitForURL((url) => url.pathname === '/s/orders');
    await seller.getByTestId('order-create').click();
    await seller.waitForURL((url) => url.pathname === '/s/order/create');

    await choose(seller, 'order-line-product-0', 'Platfox logo tee');
    await choose(seller, 'order-line-item-0');
    await seller.getByTestId('order-line-quantity-0').fill('2');
    await seller.getByTestId('order-address-fullName').fill('Bea Buyer');
    await seller.getByTestId('order-address-street').fill('1 Main St');
    await seller.getByTestId('order-address-city').fill('Austin');
    await seller.getByTestId('order-address-state').fill('TX');
    await seller.getByTestId('order-address-zipcode').fill('73301');

    const totalCell = seller.getByTestId('order-estimate-total');
    await totalCell.waitFor();
    await expect.poll(() => totalCell.textContent()).toMatch(/^\$\d/);
    const total = cents(await totalCell.textContent());
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(before);

    await seller.getByTestId('order-place').click();
    await seller.waitForURL((url) => /^\/s\/order\/[0-9a-f-]{36}$/.test(url.pathname));
    const orderId = new URL(seller.url()).pathname.split('/').at(-1) ?? '';
    await expect.poll(() => seller.getByTestId('order-status').textContent()).toBe('Pending');
    expect(cents(await seller.getByTestId('order-total').textContent())).toBe(total);

    // The charge reaches the top bar live.
    await expect.poll(() => balance.textContent()).not.toBe(`$${(before / 100).toFixed(2)}`);
    expect(cents(await balance.textContent())).toBe(before - total);

    // The placed order is in the seller's list.
    await seller.getByTestId('menu-item-/s/orders').click();
    await seller.waitForURL((url) => url.pathname === '/s/orders');
    const sellerRow = seller.getByTestId('data-list-row').filter({ hasText: orderId.slice(0, 8) });
    await sellerRow.waitFor();
    expect(await sellerRow.textContent()).toContain('Pending');

    // The admin approves it from the orders list.
    const admin = await newPage();
    await signIn(admin, 'admin@demo.test');
    await admin.waitForURL((url) => url.pathname === '/');
    await admin.getByTestId('menu-item-/a/orders').click();
    await admin.waitForURL((url) => url.pathname === '/a/orders');
    const adminRow = admin.getByTestId('data-list-row').filter({ hasText: orderId.slice(0, 8) });
    await adminRow.getByTestId('row-action-approve').click();
    // Approving routes the items to printers, so it asks first.
    await admin.getByTestId('approve-dialog').getByTestId('confirm-ok').click();
    await expect
      .poll(() => adminRow.textContent(), { timeout: LIVE_WAIT_MS })
      .toContain('Approved');

    // The seller's order now reads approved.
    await sellerRow.getByText('Bea Buyer').click();
    await seller.waitForURL((url) => url.pathname === `/s/order/${orderId}`);
    await expect
      .poll(() => seller.getByTestId('order-status').textContent(), { timeout: LIVE_WAIT_MS })
      .toBe('Approved');
  });

  it("a seller's open order page shows the approval an admin makes in another browser", async () => {
    const order = await placeDemoOrder(undefined, 'Lou Live');
    const seller = await newPage();
    await signInSeller(seller);
    // The order page opened by its address is a fresh load: its own live channel must be in.
    const connected = liveConnected(seller, '/api/seller');
    await seller.goto(`${baseUrl()}/s/order/${order.id}`);
    await connected;
    await expect.poll(() => seller.getByTestId('order-status').textContent()).toBe('Pending');
    // A mark on the page itself: a reload or a navigation would lose it.
    await seller.evaluate(() => Object.assign(window, { openedOnce: true }));

    // The admin, in a browser of their own, approves the order from its page.
    const admin = await newPage();
    await signIn(admin, 'admin@demo.test');
    await admin.waitForURL((url) => url.pathname === '/');
    await admin.goto(`${baseUrl()}/a/order/${order.id}`);
    await admin.getByTestId('order-approve').click();
    await admin.getByTestId('approve-dialog').getByTestId('confirm-ok').click();
    await expect
      .poll(() => admin.getByTestId('order-status').textContent(), { timeout: LIVE_WAIT_MS })
      .toBe('Approved');

    // The seller's page, untouched, reads approved: the live event updated it in place.
    await expect
      .poll(() => seller.getByTestId('order-status').textContent(), { timeout: LIVE_WAIT_MS })
      .toBe('Approved');
    expect(new URL(seller.url()).pathname).toBe(`/s/order/${order.id}`);
    expect(await seller.evaluate(() => 'openedOnce' in window)).toBe(true);
  });
});
