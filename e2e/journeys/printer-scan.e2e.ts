import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { apiCall, apiSignIn, type ApiSession } from '../support/api';
import { baseUrl, launchBrowser, signIn } from '../support/browser';
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

const itemsOf = (body: unknown): { id: string; name: string }[] => {
  const answer = body as { data?: unknown; items?: unknown };
  return (Array.isArray(body) ? body : (answer.data ?? answer.items)) as {
    id: string;
    name: string;
  }[];
};

/**
 * An item approved and routed to the demo printer, the way it happens in production: the demo
 * seller places an order of one demo tee through the API, an admin approves it, and approval
 * routes it to the only printer allowed to make the tee. Answers the item's id.
 */
async function approvedItem(): Promise<string> {
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
  const tee = products.body.items.find((product) => product.title === 'Platfox logo tee');
  if (!tee) throw new Error(`no demo tee: ${JSON.stringify(products.body)}`);
  const types = await apiCall(seller, 'GET', '/seller/product-types');
  const type = itemsOf(types.body).find((each) => each.id === tee.productTypeId) as unknown as {
    items: { id: string }[];
  };
  const placed = await fetch(`${baseUrl()}/api/orders`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${seller.token}`,
      'content-type': 'application/json',
      'idempotency-key': crypto.randomUUID(),
    },
    body: JSON.stringify({
      lines: [{ productId: tee.id, productTypeItemId: type.items[0]!.id, quantity: 1 }],
      address: {
        fullName: 'Sia Scan',
        street: '2 Press Rd',
        city: 'Austin',
        state: 'TX',
        zipcode: '73301',
        country: 'US',
      },
      isDraft: false,
    }),
  });
  const order = (await placed.json()) as { data: { id: string } };
  expect(placed.status, JSON.stringify(order)).toBe(200);
  const admin = await apiSignIn('admin@demo.test');
  const approved = await apiCall<{ data: { items: { id: string }[] } }>(
    admin,
    'POST',
    `/orders/${order.data.id}/approved`,
  );
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return approved.body.data.items[0]!.id;
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
