import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiSignIn, type ApiSession } from '../support/api';
import { baseUrl, launchBrowser, signIn } from '../support/browser';
import { LIVE_WAIT_MS } from '../support/live';
import { approveOrder, placeOrder } from '../support/orders';
import { ownPrinter, ownProduct, type OwnPrinter } from '../support/own-printer';
import { DESKTOP, languageScript, PHONE } from '../support/visual';

/*
 * Cart picking (issue 32) in the browser: eight orders of twenty units on a cart started on its
 * screen, one bin each; a unit of each bin scanned on the screen is told its bin, a unit scanned
 * twice is refused, the rest are scanned through the API (the same call the screen makes) and the
 * last of a bin on the screen reports the bin full; the last unit of all is scanned on a phone in
 * Arabic. The printer, product and seller are the journey's own (support/own-printer.ts), so the
 * cart's next eight orders are exactly these and no other journey's picks change.
 */

const ORDERS = 8;
const UNITS = 20;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Step = { unit: string; bin: number; storageAreaName: string | null };
type Cart = {
  id: string;
  binList: { bin: number; orderId: string; units: number }[];
  walk: Step[];
};

const ok = <T>(what: string, answer: { status: number; body: T }): T => {
  expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
};

/** A signed-in page of the printer with its staff member logged in by the staff modal. */
async function printerPage(printer: OwnPrinter, screen = DESKTOP, language: 'en' | 'ar' = 'en') {
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
  });
  await context.addInitScript(languageScript(language));
  const page = await context.newPage();
  await signIn(page, printer.email);
  await page.waitForURL((url) => url.pathname === '/p/scan');
  const staffInput = page.getByTestId('staff-code-input');
  await staffInput.fill(printer.staff.code);
  await staffInput.press('Enter');
  await staffInput.waitFor({ state: 'detached' });
  return page;
}

/** Scans a unit on the cart's screen and waits for the answer naming it. */
async function scanOnScreen(page: Page, unit: string) {
  await page.getByTestId('cart-scan-input').fill(unit);
  await page.getByTestId('cart-scan-input').press('Enter');
}

async function answerFor(page: Page, unit: string) {
  const message = page.getByTestId('cart-answer-message');
  await expect.poll(() => message.textContent(), { timeout: LIVE_WAIT_MS }).toContain(unit);
  return {
    bin: await page.getByTestId('cart-answer-bin').textContent(),
    message: await message.textContent(),
  };
}

describe('cart picking', () => {
  it('8 orders of 20 units on a cart: each scanned unit told its bin, a unit scanned twice refused', async () => {
    const admin = await apiSignIn('admin@demo.test');
    const tag = Date.now().toString(36);
    const printer = await ownPrinter(admin, 'cart-printer');
    const world = await ownProduct(admin, printer.session.userId, `Cart tee ${tag}`);
    ok(
      'funds',
      await apiCall(admin, 'POST', '/transactions/adjust', {
        userId: world.seller.userId,
        amount: 300_000,
        description: 'Cart journey funds',
      }),
    );
    // The printer keeps the shirt in aisle A-07: the walk names it.
    const session: ApiSession = printer.session;
    const stockable = ok(
      'stockable',
      await apiCall<{ data: { id: string; productTypeItemId: string }[] }>(
        session,
        'GET',
        '/printer/stockable-items',
      ),
    ).data.find((item) => item.productTypeItemId === world.productTypeItemId)!;
    const warehouse = ok(
      'warehouse',
      await apiCall<{ data: { id: string } }>(session, 'POST', '/printer/warehouses', {
        name: `Cart floor ${tag}`,
        address: '9 Aisle Road, Austin TX',
        isDefault: true,
      }),
    ).data;
    const area = ok(
      'area',
      await apiCall<{ data: { id: string } }>(session, 'POST', '/printer/storage-areas', {
        warehouseId: warehouse.id,
        name: 'A-07',
      }),
    ).data;
    ok(
      'receipt',
      await apiCall(session, 'POST', '/printer/inventories', {
        wareHouseId: warehouse.id,
        blankApparelItems: [
          { blankApparelItemId: stockable.id, quantity: 200, storageAreaId: area.id },
        ],
        inventoryRefId: `PO-${tag}`,
      }),
    );
    const orderIds: string[] = [];
    for (let index = 0; index < ORDERS; index += 1) {
      const order = await placeOrder(
        world.seller,
        {
          productId: world.productId,
          productTypeItemId: world.productTypeItemId,
          quantity: UNITS,
        },
        `Cart Buyer ${index}`,
      );
      await approveOrder(order.id);
      orderIds.push(order.id);
    }

    // The picker starts a cart of the next eight orders on its screen.
    const page = await printerPage(printer);
    await page.goto(`${baseUrl()}/p/picking-carts`);
    await page.getByTestId('cart-next').fill(String(ORDERS));
    await page.getByTestId('cart-start-submit').click();
    await page.waitForURL((url) => /^\/p\/picking-cart\/[0-9a-f-]{36}$/.test(url.pathname));
    const cartId = page.url().split('/').pop()!.split('?')[0]!;
    const cart = ok(
      'cart',
      await apiCall<{ data: Cart }>(session, 'GET', `/printer/carts/${cartId}`),
    ).data;
    expect(cart.binList.map((bin) => [bin.orderId, bin.units])).toEqual(
      orderIds.map((id) => [id, UNITS]),
    );
    expect(cart.walk).toHaveLength(ORDERS * UNITS);
    expect(cart.walk.every((step) => step.storageAreaName === 'A-07')).toBe(true);
    await expect.poll(() => page.getByTestId('cart-bin').count()).toBe(ORDERS);
    await page.screenshot({ path: '/tmp/cart-desktop-en.png', fullPage: false });

    // One unit of each bin scanned on the screen: each is told its bin.
    const onScreen = cart.binList.map((bin) => cart.walk.find((step) => step.bin === bin.bin)!);
    for (const step of onScreen) {
      await scanOnScreen(page, step.unit);
      const answer = await answerFor(page, step.unit);
      expect(answer.bin).toBe(`Bin ${step.bin}`);
      expect(answer.message).toBe(`Unit ${step.unit} goes into bin ${step.bin}`);
    }

    // The same unit again is refused, with the bin it went into.
    await scanOnScreen(page, onScreen[0]!.unit);
    const refused = page.getByTestId('cart-refused');
    await expect
      .poll(() => refused.textContent(), { timeout: LIVE_WAIT_MS })
      .toBe(`Unit ${onScreen[0]!.unit} was already scanned into bin 1`);

    // The rest through the API, as the screen sends them, but the last of bin 8 and of bin 7.
    const lastOf = (bin: number) => cart.walk.filter((step) => step.bin === bin).at(-1)!;
    const held = [lastOf(ORDERS), lastOf(ORDERS - 1)];
    const rest = cart.walk.filter((step) => !onScreen.includes(step) && !held.includes(step));
    for (const step of rest) {
      const scanned = await apiCall<{ data: { bin: number } }>(
        session,
        'POST',
        `/printer/carts/${cartId}/scan`,
        { code: step.unit, staffId: printer.staff.id },
      );
      expect(scanned.status, JSON.stringify(scanned.body)).toBe(200);
      expect(scanned.body.data.bin).toBe(step.bin);
    }

    // The last unit of bin 8, on the screen: the bin is full.
    await scanOnScreen(page, held[0]!.unit);
    const full = await answerFor(page, held[0]!.unit);
    expect(full.bin).toBe(`Bin ${ORDERS}`);
    expect(full.message).toBe(
      `Unit ${held[0]!.unit} goes into bin ${ORDERS}: the bin is full, its order is complete`,
    );
    await page.screenshot({ path: '/tmp/cart-desktop-full.png', fullPage: false });

    // The last unit of all on a phone in Arabic: its bin, and the cart is done.
    const phone = await printerPage(printer, PHONE, 'ar');
    // The to-pick list in walk order: the one item left, in A-07.
    await phone.goto(`${baseUrl()}/p`);
    await phone.getByTestId('walk-order').check();
    await phone.getByText('A-07').first().waitFor();
    await phone.screenshot({ path: '/tmp/cart-to-pick-phone-ar.png', fullPage: false });
    await phone.goto(`${baseUrl()}/p/picking-cart/${cartId}`);
    await phone.getByTestId('cart-scan-input').waitFor();
    await scanOnScreen(phone, held[1]!.unit);
    await expect
      .poll(() => phone.getByTestId('cart-answer-bin').textContent(), { timeout: LIVE_WAIT_MS })
      .toBe(`الصندوق ${ORDERS - 1}`);
    await phone.getByTestId('cart-done').waitFor();
    await expect.poll(() => phone.getByTestId('cart-bin-full').count()).toBe(ORDERS);
    const overflow = await phone.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.screenshot({ path: '/tmp/cart-phone-ar.png', fullPage: false });
    await phone.context().close();
    await page.context().close();
  });
});
