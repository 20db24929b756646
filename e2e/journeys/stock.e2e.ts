import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall, apiSignIn, type ApiSession } from '../support/api';
import { baseUrl, launchBrowser, signIn } from '../support/browser';
import { approveOrder, placeDemoOrder } from '../support/orders';

/*
 * The printer's stock (issue 32) in the browser: a warehouse and two storage areas made on their
 * screens, 100 shirts of one size received into an area, three units picked off the to-pick list
 * by the staff member logged in at the station, the stock at 97 with three log rows on the stock
 * log; a receipt reverted once restores its stock once.
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

/** The product type item the demo order is of (placeDemoOrder's first item of the demo tee). */
async function demoTeeItemId(): Promise<string> {
  const seller = await apiSignIn('seller@demo.test');
  const products = await apiCall<{ items: { title: string; productTypeId: string }[] }>(
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
  return types.body.data.find((type) => type.id === tee.productTypeId)!.items[0]!.id;
}

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
  it('receives 100 shirts into an area, picks 3: 97 left and three log rows; a revert restores once', async () => {
    const printer = await apiSignIn('printer@demo.test');
    const productTypeItemId = await demoTeeItemId();
    const stockable = await apiCall<{ data: Stockable[] }>(
      printer,
      'GET',
      '/printer/stockable-items',
    );
    const shirt = stockable.body.data.find((item) => item.productTypeItemId === productTypeItemId)!;
    expect(shirt, JSON.stringify(stockable.body)).toBeTruthy();
    const name = `Dock ${Date.now().toString(36)}`;

    // The printer lands on the scan station, whose staff modal logs the checked-in member in:
    // the floor's changes (the picks below) are the member's.
    await signIn(page, 'printer@demo.test');
    await page.waitForURL((url) => url.pathname === '/p/scan');
    const staffInput = page.getByTestId('staff-code-input');
    await staffInput.fill(inject('staffCode'));
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

    // 100 shirts of one size received into A-01.
    await page.goto(`${baseUrl()}/p/inventories`);
    await page.getByTestId('record-stock').click();
    await choose('warehouse-select', name);
    await choose('record-stock-item', shirt.name);
    await page.getByTestId('record-stock-quantity').fill('100');
    await choose('record-stock-area', 'A-01');
    await page.getByTestId('record-stock-save').click();
    await page.getByTestId('record-stock-form').waitFor({ state: 'detached' });
    await expect.poll(() => stockOf(printer, warehouseId, shirt.id)).toBe(100);
    await page.screenshot({ path: '/tmp/stock-inventories.png', fullPage: true });

    // Three units of the shirt picked off the to-pick list by the staff member at the station: the
    // three orders' items selected, the bulk pick confirmed.
    const itemIds: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const order = await placeDemoOrder(undefined, `Stock Picker ${index}`);
      itemIds.push(...(await approveOrder(order.id)));
    }
    // The list runs oldest first; the journeys before this one leave far fewer than a hundred
    // items to pick, so at a hundred a page the three newest are on the first.
    await page.goto(`${baseUrl()}/p`);
    await choose('data-list-page-size', '100 / page');
    for (const itemId of itemIds) {
      const row = page.locator(`[data-testid="data-list-row"][data-row-id="${itemId}"]`);
      await row.getByTestId('data-list-select-row').check();
    }
    await page.getByTestId('bulk-action-pick').click();
    await page.getByTestId('printer-action-dialog').getByTestId('confirm-ok').click();
    await page.getByTestId('printer-action-dialog').waitFor({ state: 'detached' });
    await page.screenshot({ path: '/tmp/stock-picked.png', fullPage: true });
    for (const itemId of itemIds) {
      await page
        .locator(`[data-testid="data-list-row"][data-row-id="${itemId}"]`)
        .waitFor({ state: 'detached' });
    }

    // The warehouse's item shows 97, in A-01; the stock log has the three picks.
    await page.goto(`${baseUrl()}/p/warehouse/${warehouseId}`);
    const row = page.getByTestId('warehouse-item').filter({ hasText: shirt.name });
    await expect.poll(() => row.textContent()).toMatch(/A-01\s*97/);
    await page.goto(`${baseUrl()}/p/stock-logs`);
    const picks = page.locator('tr, [data-testid="list-card"]').filter({ hasText: 'Picked' });
    await expect.poll(() => picks.count()).toBeGreaterThanOrEqual(3);
    const texts = await picks.allTextContents();
    for (const [before, after] of [
      [100, 99],
      [99, 98],
      [98, 97],
    ]) {
      expect(texts.some((text) => text.includes(name) && text.includes(`${before}${after}`))).toBe(
        true,
      );
    }
    await page.screenshot({ path: '/tmp/stock-logs.png', fullPage: true });

    // A second receipt of 10, reverted: back to 97, and a second revert is refused.
    const receipt = await apiCall<{ data: { id: string } }>(
      printer,
      'POST',
      '/printer/inventories',
      {
        wareHouseId: warehouseId,
        blankApparelItems: [{ blankApparelItemId: shirt.id, quantity: 10 }],
        inventoryRefId: `PO-${name}`,
      },
    );
    expect(receipt.status).toBe(200);
    expect(await stockOf(printer, warehouseId, shirt.id)).toBe(107);
    await page.goto(`${baseUrl()}/p/inventories`);
    const record = page.locator('tr').filter({ hasText: `PO-${name}` });
    await record.getByTestId('row-action-revert').click();
    await page.getByTestId('revert-dialog').getByRole('button', { name: 'Revert' }).click();
    await page.getByTestId('revert-dialog').waitFor({ state: 'detached' });
    await expect.poll(() => stockOf(printer, warehouseId, shirt.id)).toBe(97);
    await expect.poll(() => record.textContent()).toContain('Reverted');
    expect(await record.getByTestId('row-action-revert').count()).toBe(0);
    const again = await apiCall(
      printer,
      'POST',
      `/printer/inventories/${receipt.body.data.id}/revert`,
    );
    expect(again.status).toBe(409);
    expect(await stockOf(printer, warehouseId, shirt.id)).toBe(97);
  });
});
