import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { apiCall, apiSignIn, type ApiSession } from '../support/api';
import { launchBrowser, signIn } from '../support/browser';
import { approveOrder, placeDemoOrder } from '../support/orders';
import { LIVE_WAIT_MS } from '../support/live';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
beforeEach(async () => {
  context = await browser.newContext();
  page = await context.newPage();
});
afterEach(() => context?.close());

type Unit = { qtyIndex: number; scanValue: string; status: string; staffId: string | null };
type ProductionItem = { id: string; status: string; units: Unit[] };
type LogRow = { action: string; toStatus: string | null; staffName: string | null };

/**
 * An item approved and routed to the demo printer, the way it happens in production: the demo
 * seller places an order of one demo tee, an admin approves it, and approval routes it to the
 * only printer allowed to make the tee. Answers the item's id.
 */
async function approvedItem(): Promise<string> {
  const order = await placeDemoOrder();
  const [itemId] = await approveOrder(order.id);
  return itemId!;
}

const itemAsPrinter = async (printer: ApiSession, id: string) =>
  (await apiCall<{ data: ProductionItem }>(printer, 'GET', `/printer/order-items/${id}`)).body.data;

describe('printer scan station', () => {
  it('a checked-in staff member scans a slip with the keyboard and the item moves on', async () => {
    const staffCode = inject('staffCode');
    expect(staffCode, 'the server printed no "QR code value:" line').not.toBe('');
    const itemId = await approvedItem();
    const printer = await apiSignIn('printer@demo.test');
    const before = await itemAsPrinter(printer, itemId);
    expect(before.status).toBe('APPROVED');
    const slip = before.units[0]!.scanValue;

    // The printer signs in; without a staff member on duty the workplace goes to check-in.
    await signIn(page, 'printer@demo.test');
    await page.waitForURL((url) => url.pathname === '/p/scan');
    await page.getByTestId('staff-code-input').waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname === '/check-in');

    // The staff member checks in with their QR code value (the demo one is in already, so out
    // first), then logs in at the station.
    const checkIn = page.getByTestId('check-in-code');
    await page.getByText('Check out', { exact: true }).click();
    await checkIn.fill(staffCode);
    await checkIn.press('Enter');
    await expect
      .poll(() => page.getByTestId('check-in-result').textContent())
      .toMatch(/^Sky Staff checked out at /);
    await page.getByText('Check in', { exact: true }).click();
    await checkIn.fill(staffCode);
    await checkIn.press('Enter');
    await expect
      .poll(() => page.getByTestId('check-in-result').textContent())
      .toMatch(/^Sky Staff checked in at /);
    await page.getByTestId('check-in-back').click();
    await page.waitForURL((url) => url.pathname === '/p/scan');
    const staffInput = page.getByTestId('staff-code-input');
    await staffInput.fill(staffCode);
    await staffInput.press('Enter');
    await expect.poll(() => page.getByTestId('staff-name').textContent()).toBe('Sky Staff');
    await page.getByTestId('staff-code-input').waitFor({ state: 'detached' });

    // The station picks (its default action). The scanner types into whatever has the focus.
    expect(await page.getByTestId('scan-action').inputValue()).toBe('pick');
    await page.keyboard.type(slip);
    await page.keyboard.press('Enter');

    await expect
      .poll(() => page.getByTestId('scan-result-status').textContent(), { timeout: LIVE_WAIT_MS })
      .toBe('Picked');
    expect(await page.getByTestId('scan-message').textContent()).toBe(`Unit ${slip} picked`);
    const row = page.getByTestId('scan-history-row').filter({ hasText: slip });
    await row.waitFor();
    expect(await row.getByTestId('scan-history-status').textContent()).toBe('Picked');
    await page.screenshot({ path: '/tmp/scan.png', fullPage: true });

    const after = await itemAsPrinter(printer, itemId);
    expect(after.status).toBe('PICKED');
    expect(after.units[0]!.status).toBe('PICKED');
    const log = await apiCall<{ data: LogRow[] }>(
      printer,
      'GET',
      `/printer/order-items/${itemId}/logs`,
    );
    expect(log.body.data).toContainEqual(
      expect.objectContaining({ action: 'pick', toStatus: 'PICKED', staffName: 'Sky Staff' }),
    );

    // The same slip again: picked already, so the server refuses and the station says why.
    await page.keyboard.type(slip);
    await page.keyboard.press('Enter');
    await page.getByTestId('scan-error').waitFor();
    expect(await page.getByTestId('scan-error').textContent()).not.toBe('');

    // The history is in the browser's database: a reload shows it again.
    await page.reload();
    await page.getByTestId('scan-history-row').filter({ hasText: slip }).waitFor();
  });
});
