import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiSignIn, type ApiSession } from '../support/api';
import { baseUrl, launchBrowser, signIn } from '../support/browser';
import { LIVE_WAIT_MS } from '../support/live';
import { approveOrder, placeOrder } from '../support/orders';
import { ownPrinter, ownProduct } from '../support/own-printer';

/*
 * The printer's stock (issue 32) in the browser: a warehouse and two storage areas made on their
 * screens, 100 shirts received into an area, three units picked at the scan station by scanning
 * their packing slips, the stock at 97 with three log rows on the stock log; a receipt reverted
 * once restores its stock once. The printer, its product type and the seller are the journey's
 * own (support/own-printer.ts), so the demo printer's stock and to-pick list, which later journeys
 * pick from, stay as they were.
 */

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await browser.newContext()).newPage();
});
afterAll(() => browser?.close());

type Stockable = { id: string; productTypeItemId: string; name: string };
type StockItem = { id: string; blankApparelItemId: string; quantity: number };
type ProductionItem = { id: string; status: string; units: { scanValue: string }[] };

/** Opens a Mantine select and picks the option with this text. */
async function choose(testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).last().click();
  await page.getByRole('option').filter({ hasText: option }).first().click();
}

const stockOf = async (printer: ApiSession, warehouseId: string, itemId: string) =>
  (
    await apiCall<{ data: StockItem[] }>(
      printer,
      'GET',
      `/printer/stock-items?warehouseId=${warehouseId}`,
    )
  ).body.data.find((item) => item.blankApparelItemId === itemId)?.quantity;

describe("the printer's stock", () => {
  it('receives 100 shirts into an area, picks 3 by scanning: 97 left, three log rows; a revert restores once', async () => {
    const admin = await apiSignIn('admin@demo.test');
    const tag = Date.now().toString(36);
    const printer = await ownPrinter(admin, 'stock-printer');
    const world = await ownProduct(admin, printer.session.userId, `Dock tee ${tag}`);
    const stockable = await apiCall<{ data: Stockable[] }>(
      printer.session,
      'GET',
      '/printer/stockable-items',
    );
    const shirt = stockable.body.data.find(
      (item) => item.productTypeItemId === world.productTypeItemId,
    )!;
    expect(shirt, JSON.stringify(stockable.body)).toBeTruthy();
    const name = `Dock ${tag}`;

    // The printer lands on the scan station, whose staff modal logs the checked-in member in:
    // the floor's changes (the picks below) are the member's.
    await signIn(page, printer.email);
    await page.waitForURL((url) => url.pathname === '/p/scan');
    const staffInput = page.getByTestId('staff-code-input');
    await staffInput.fill(printer.staff.code);
    await staffInput.press('Enter');
    await staffInput.waitFor({ state: 'detached' });

    // A warehouse, made the default so the picks take from it.
    await page.goto(`${baseUrl()}/p/warehouse/create`);
    await page.getByTestId('warehouse-name').fill(name);
    await page.getByTestId('warehouse-address').fill('4 Quay Street, Austin TX');
    await page.getByLabel('Default warehouse').check();
    await page.getByTestId('warehouse-save').click();
    await page.waitForURL((url) => /^\/p\/warehouse\/[0-9a-f-]{36}$/.test(url.pathname));
    const warehouseId = page.url().split('/').pop()!.split('?')[0]!;
    await page.screenshot({ path: '/tmp/stock-warehouse.png', fullPage: true });

    // Two storage areas.
    await page.goto(`${baseUrl()}/p/manage-storage-area`);
    await choose('warehouse-select', name);
    for (const area of ['A-01', 'B-02']) {
      await page.getByTestId('area-name').fill(area);
      await page.getByTestId('area-add').click();
      await page.getByTestId('area-row').filter({ hasText: area }).waitFor();
    }

    // 100 shirts received into A-01.
    await page.goto(`${baseUrl()}/p/inventories`);
    await page.getByTestId('record-stock').click();
    await choose('warehouse-select', name);
    await choose('record-stock-item', shirt.name);
    await page.getByTestId('record-stock-quantity').fill('100');
    await choose('record-stock-area', 'A-01');
    await page.getByTestId('record-stock-save').click();
    await page.getByTestId('record-stock-form').waitFor({ state: 'detached' });
    await expect.poll(() => stockOf(printer.session, warehouseId, shirt.id)).toBe(100);
    await page.screenshot({ path: '/tmp/stock-inventories.png', fullPage: true });

    // Three orders of the shirt, approved: only this printer may make it, so all three are its.
    const slips: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const order = await placeOrder(
        world.seller,
        { productId: world.productId, productTypeItemId: world.productTypeItemId },
        `Stock Picker ${index}`,
      );
      const [itemId] = await approveOrder(order.id);
      const item = await apiCall<{ data: ProductionItem }>(
        printer.session,
        'GET',
        `/printer/order-items/${itemId}`,
      );
      expect(item.status, JSON.stringify(item.body)).toBe(200);
      slips.push(item.body.data.units[0]!.scanValue);
    }

    // The staff member scans the three packing slips at the station (its default action picks).
    await page.goto(`${baseUrl()}/p/scan`);
    expect(await page.getByTestId('scan-action').inputValue()).toBe('pick');
    for (const slip of slips) {
      await page.getByTestId('scan-input').click();
      await page.keyboard.type(slip);
      await page.keyboard.press('Enter');
      const row = page.getByTestId('scan-history-row').filter({ hasText: slip });
      await expect
        .poll(() => row.getByTestId('scan-history-status').textContent(), {
          timeout: LIVE_WAIT_MS,
        })
        .toBe('Picked');
    }
    await page.screenshot({ path: '/tmp/stock-picked.png', fullPage: true });

    // The warehouse's item shows 97, in A-01; the stock log has the three picks.
    await page.goto(`${baseUrl()}/p/warehouse/${warehouseId}`);
    const row = page.getByTestId('warehouse-item').filter({ hasText: shirt.name });
    await expect.poll(() => row.textContent()).toMatch(/A-01\s*97/);
    await page.goto(`${baseUrl()}/p/stock-logs`);
    const picks = page.locator('tr, [data-testid="list-card"]').filter({ hasText: 'Picked' });
    await expect.poll(() => picks.count()).toBe(3);
    const texts = await picks.allTextContents();
    for (const [before, after] of [
      [100, 99],
      [99, 98],
      [98, 97],
    ]) {
      expect(
        texts.some((text) => text.includes(name) && text.includes(`${before}${after}`)),
        texts.join('\n'),
      ).toBe(true);
    }
    await page.screenshot({ path: '/tmp/stock-logs.png', fullPage: true });

    // A second receipt of 10, reverted: back to 97, and a second revert is refused.
    const receipt = await apiCall<{ data: { id: string } }>(
      printer.session,
      'POST',
      '/printer/inventories',
      {
        wareHouseId: warehouseId,
        blankApparelItems: [{ blankApparelItemId: shirt.id, quantity: 10 }],
        inventoryRefId: `PO-${name}`,
      },
    );
    expect(receipt.status).toBe(200);
    expect(await stockOf(printer.session, warehouseId, shirt.id)).toBe(107);
    await page.goto(`${baseUrl()}/p/inventories`);
    const record = page.locator('tr').filter({ hasText: `PO-${name}` });
    await record.getByTestId('row-action-revert').click();
    await page.getByTestId('revert-dialog').getByRole('button', { name: 'Revert' }).click();
    await page.getByTestId('revert-dialog').waitFor({ state: 'detached' });
    await expect.poll(() => stockOf(printer.session, warehouseId, shirt.id)).toBe(97);
    await expect.poll(() => record.textContent()).toContain('Reverted');
    expect(await record.getByTestId('row-action-revert').count()).toBe(0);
    const again = await apiCall(
      printer.session,
      'POST',
      `/printer/inventories/${receipt.body.data.id}/revert`,
    );
    expect(again.status).toBe(409);
    expect(await stockOf(printer.session, warehouseId, shirt.id)).toBe(97);
  });
});
