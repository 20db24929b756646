import { parseStaffQrValue } from '@platfox/domain';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall, apiSignIn, type ApiSession } from '../support/api';
import { englishOutsideData } from '../support/arabic';
import { baseUrl, launchBrowser, signIn } from '../support/browser';
import { approveOrder, placeDemoOrder } from '../support/orders';
import { solidPng } from '../support/png';
import { signInSeller } from '../support/seller';

/*
 * Issue 31's seller's day, as each person reads it: what a page says agrees with what happened.
 * A printer reads an issue resolved by a refund as a refund; the seller's order page says what was
 * charged in all and names a picked item's milestone as production, not as a status it has not
 * reached; the admin reads the order's trail with money as money and statuses and actions in
 * words, in English and in Arabic, as on /a/trace-logs.
 *
 * With SHOTS_DIR set, each screen is also saved at 1440 and 390 px for a person to look at.
 */

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(() => browser?.close());

async function newPage(language: 'en' | 'ar' = 'en', width = 1440): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    ...(language === 'ar' ? { locale: 'ar' } : {}),
  });
  if (language === 'ar') {
    await context.addInitScript(() => window.localStorage.setItem('lang', 'ar'));
  }
  contexts.push(context);
  return context.newPage();
}

/** Saves the page at 1440 and 390 px under SHOTS_DIR (nothing without it). */
async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function floor(itemId: string, actions: readonly string[]): Promise<void> {
  const printer = await apiSignIn('printer@demo.test');
  const staffId = parseStaffQrValue(inject('staffCode'));
  expect(staffId, 'the server printed no "QR code value:" line').toBeTruthy();
  for (const action of actions) {
    const moved = await apiCall(printer, 'PUT', '/printer/order-items/status', {
      ids: [itemId],
      action,
      staffId,
    });
    expect(moved.status, `${action}: ${JSON.stringify(moved.body)}`).toBe(200);
  }
}

/** A demo order approved and moved along the floor, its ids. */
async function orderOnTheFloor(
  seller: ApiSession,
  buyer: string,
  actions: readonly string[],
): Promise<{ orderId: string; itemId: string; total: number }> {
  const order = await placeDemoOrder(seller, buyer);
  const [itemId] = await approveOrder(order.id);
  await floor(itemId!, actions);
  const read = await apiCall<{ data: { total: number } }>(seller, 'GET', `/orders/${order.id}`);
  return { orderId: order.id, itemId: itemId!, total: read.body.data.total };
}

/** The printer's station asks who is on duty first: the checked-in demo staff member scans in. */
async function signInStaff(page: Page): Promise<void> {
  const staffInput = page.getByTestId('staff-code-input');
  await staffInput.fill(inject('staffCode'));
  await staffInput.press('Enter');
  await staffInput.waitFor({ state: 'detached' });
}

const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

describe('issue 31: what a page says agrees with what happened', () => {
  it('a printer opens an issue the admin resolved by a refund and reads a refund, not a reprint', async () => {
    const seller = await apiSignIn('seller@demo.test');
    const { itemId } = await orderOnTheFloor(seller, 'Rhea Refund', [
      'pick',
      'process',
      'printed',
      'readyToDelivery',
    ]);
    const printer = await apiSignIn('printer@demo.test');
    const tracked = await apiCall(printer, 'POST', '/printer/add-tracking-code', {
      orderItemId: itemId,
      trackingCode: '9400111899223197428600',
      trackingCarrierCode: 'USPS',
    });
    expect(tracked.status, JSON.stringify(tracked.body)).toBe(200);
    const photo = await fetch(`${baseUrl()}/api/issue-images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seller.token}` },
      body: (() => {
        const form = new FormData();
        form.append(
          'file',
          new Blob([new Uint8Array(solidPng(40, 30, [200, 40, 40]))], { type: 'image/png' }),
          'photo.png',
        );
        return form;
      })(),
    });
    expect(photo.status).toBe(200);
    const photoId = ((await photo.json()) as { data: { id: string } }).data.id;
    const raised = await apiCall<{ data: { id: string } }>(
      seller,
      'POST',
      `/seller/order-items/${itemId}/report`,
      {
        type: 'BUG',
        origin: 'PRINTER',
        description: 'The print is smudged',
        imageIds: [photoId],
        action: 'REFUND',
      },
    );
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    const admin = await apiSignIn('admin@demo.test');
    const resolved = await apiCall(admin, 'POST', `/issues/${raised.body.data.id}/resolve`, {
      action: 'REFUND',
    });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);

    const page = await newPage();
    await signIn(page, 'printer@demo.test');
    await signInStaff(page);
    await page.goto(`${baseUrl()}/p/issue/${raised.body.data.id}`);
    await expect
      .poll(() => page.getByTestId('issue-resolution').textContent())
      .toBe('Resolved by a refund');
    await shoot(page, 'printer-issue-refund-en');
    const arabic = await newPage('ar');
    await signIn(arabic, 'printer@demo.test');
    await signInStaff(arabic);
    await arabic.goto(`${baseUrl()}/p/issue/${raised.body.data.id}`);
    await expect
      .poll(() => arabic.getByTestId('issue-resolution').textContent())
      .toBe('تمت التسوية باسترداد المبلغ');
    await shoot(arabic, 'printer-issue-refund-ar');
  });

  it("the seller's order page says what was charged and that production started when picked", async () => {
    const seller = await apiSignIn('seller@demo.test');
    const { orderId, total } = await orderOnTheFloor(seller, 'Pia Picked', ['pick']);
    const page = await newPage();
    await signInSeller(page);
    await page.goto(`${baseUrl()}/s/order/${orderId}`);
    await expect.poll(() => page.getByTestId('order-charged').textContent()).toBe(money(total));
    const row = page.getByTestId('order-item-row');
    await expect.poll(() => row.getByTestId('order-item-status').textContent()).toBe('Picked');
    const timeline = (await row.getByTestId('order-item-timeline').textContent()) ?? '';
    expect(timeline).toContain('Production started');
    expect(timeline).not.toContain('Processing');
    await shoot(page, 'seller-order-en');
    const arabic = await newPage('ar');
    await signInSeller(arabic);
    await arabic.goto(`${baseUrl()}/s/order/${orderId}`);
    await arabic.getByTestId('order-charged').waitFor();
    await shoot(arabic, 'seller-order-ar');
  });

  it("the admin reads the order's trail in words, money as money, in English and in Arabic", async () => {
    const seller = await apiSignIn('seller@demo.test');
    const { orderId, total } = await orderOnTheFloor(seller, 'Tia Trail', ['pick', 'process']);
    const page = await newPage();
    await signIn(page, 'admin@demo.test');
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${baseUrl()}/a/order/${orderId}?m=view`);
    await page.getByTestId('trail').waitFor();
    const lines = () => page.getByTestId('trail-what').allTextContents();
    await expect
      .poll(lines, { timeout: 30_000 })
      .toContain(`Order placed, ${money(total)} charged`);
    const said = (await lines()).join('\n');
    expect(said).toContain('Picked');
    expect(said).not.toMatch(/cents|READY_TO_DELIVERY|PROCESSING|PENDING|NOT_READY/);
    await shoot(page, 'admin-order-trail-en');

    const arabic = await newPage('ar');
    await signIn(arabic, 'admin@demo.test');
    await arabic.waitForURL((url) => url.pathname !== '/login');
    await arabic.goto(`${baseUrl()}/a/order/${orderId}?m=view`);
    await arabic.getByTestId('trail').waitFor();
    await expect
      .poll(() => arabic.getByTestId('trail-what').count(), { timeout: 30_000 })
      .toBeGreaterThan(2);
    // The Arabic walk's own rule: no English word outside data on the trail.
    const english = await englishOutsideData(arabic);
    expect(english.filter(({ text }) => /→|←|charged|placed/i.test(text))).toEqual([]);
    const arabicLines = (await arabic.getByTestId('trail-what').allTextContents()).join('\n');
    expect(arabicLines).not.toMatch(/cents|PROCESSING|PENDING|pick|process/);
    await shoot(arabic, 'admin-order-trail-ar');

    await arabic.goto(`${baseUrl()}/a/trace-logs`);
    // The list's lines are said in Arabic too, money as money.
    await arabic.getByText(`تم تقديم الطلب وخصم`).first().waitFor();
    await shoot(arabic, 'admin-trace-logs-ar');
    await page.goto(`${baseUrl()}/a/trace-logs`);
    await page
      .getByText(`Order placed, ${money(total)} charged`)
      .first()
      .waitFor();
    await shoot(page, 'admin-trace-logs-en');
  });
});
