import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall, apiSignIn } from '../support/api';
import { launchBrowser, openInApp } from '../support/browser';
import { LIVE_WAIT_MS } from '../support/live';
import { placeDemoOrder } from '../support/orders';
import { signedInPages } from '../support/signed-in';
import { DESKTOP, expectNoSidewaysScroll, expectWhole, PHONE } from '../support/visual';

/*
 * The everyday screens read whole, at 1440 px and on a 390 px phone, in English and in Arabic:
 * a seller's deposit and order, an admin's approval beside the proof, the printer's scan. Each
 * step checks that the variant, the status and the totals are on screen and not cut, and that
 * the page does not scroll sideways.
 */

/** A real 8x8 PNG (a bank slip stand-in): the server reads its pixels before keeping it. */
const PROOF_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPQiDqBFTEMLQkAFKhSgYkDR8oAAAAASUVORK5CYII=',
  'base64',
);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * The staff member scans their code at the station. While the station settles after sign-in its
 * modal may be drawn again (the input is replaced mid-typing) or drop the scan (the input is
 * emptied with no answer); a person scans again, and so does this, up to three times. A refusal
 * shows its notice and the last attempt fails.
 */
async function logInAtStation(page: Page): Promise<void> {
  const input = page.getByTestId('staff-code-input');
  // The station names the staff member on duty once they are logged in.
  const onDuty = page.getByTestId('staff-name');
  for (let attempt = 1; ; attempt += 1) {
    try {
      await input.fill(inject('staffCode'), { timeout: 15_000 });
      await input.press('Enter', { timeout: 15_000 });
      await onDuty.waitFor({ timeout: LIVE_WAIT_MS });
      // The scanner types into whatever has the focus: wait for the modal to be gone.
      await input.waitFor({ state: 'detached' });
      return;
    } catch (error) {
      if ((await onDuty.count()) > 0) {
        await input.waitFor({ state: 'detached' });
        return;
      }
      if (attempt >= 3) throw error;
    }
  }
}

const CASES = [
  [DESKTOP, 'en'],
  [DESKTOP, 'ar'],
  [PHONE, 'en'],
  [PHONE, 'ar'],
] as const;

describe.each(CASES)('screens read whole at %o in %s', (screen, language) => {
  const pageOf = signedInPages(() => browser, screen, language);

  it('a seller deposits by bank transfer and an admin approves it beside the proof', async () => {
    const seller = await pageOf('seller');
    expect(await seller.evaluate('document.documentElement.dir')).toBe(
      language === 'ar' ? 'rtl' : 'ltr',
    );
    await openInApp(seller, '/s/transaction/create');
    await seller.getByTestId('deposit-form').waitFor();
    await seller.getByTestId('deposit-method-BANKING').click();
    await seller.getByTestId('deposit-amount').fill('25');
    await seller.locator('input[type="file"]').setInputFiles({
      name: 'transfer.png',
      mimeType: 'image/png',
      buffer: PROOF_PNG,
    });
    await seller.getByTestId('deposit-description').fill(`Wire ${screen.name} ${language}`);
    await expectNoSidewaysScroll(seller);
    await seller.getByTestId('deposit-submit').click();
    await seller.waitForURL((url) =>
      /^\/s\/transaction\/deposit\/[0-9a-f-]{36}$/.test(url.pathname),
    );
    const depositId = new URL(seller.url()).pathname.split('/').at(-1) ?? '';
    expect(await expectWhole(seller.getByTestId('transaction-amount'))).toMatch(/25/);
    await expectWhole(seller.getByTestId('transaction-status'));
    await expectNoSidewaysScroll(seller);

    const admin = await pageOf('admin');
    await openInApp(admin, `/a/transaction/deposit/${depositId}?m=view`);
    const review = admin.getByTestId('proof-review');
    await review.waitFor();
    // The proof is shown, loaded, in the page: not a download.
    const image = review.getByTestId('proof-image');
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(8);
    await expectWhole(review.getByTestId('transaction-approve'));
    await expectWhole(review.getByTestId('transaction-cancel'));
    await review.getByRole('button', { name: language === 'ar' ? 'تكبير' : 'Zoom in' }).click();
    expect(await review.getByTestId('proof-zoom').textContent()).toBe('150%');
    await expectNoSidewaysScroll(admin);
    const pending = await expectWhole(admin.getByTestId('transaction-status'));
    await review.getByTestId('transaction-approve').click();
    await admin.getByTestId('review-approve-dialog').getByTestId('confirm-ok').click();
    await expect
      .poll(() => admin.getByTestId('transaction-status').textContent(), { timeout: LIVE_WAIT_MS })
      .not.toBe(pending);
    await expectWhole(admin.getByTestId('transaction-status'));
  });

  it("a seller's order, approved by an admin, shows its variant, status and total whole, and the printer scans it", async () => {
    const order = await placeDemoOrder(undefined, `Visual ${screen.name} ${language}`);
    const variant = order.items[0]!.variantName;
    expect(variant).not.toBe('');

    const seller = await pageOf('seller');
    await openInApp(seller, `/s/order/${order.id}`);
    expect(await expectWhole(seller.getByTestId('order-item-variant'))).toBe(variant);
    await expectWhole(seller.getByTestId('order-status'));
    expect(await expectWhole(seller.getByTestId('order-total'))).toMatch(/\d/);
    await expectNoSidewaysScroll(seller);

    const admin = await pageOf('admin');
    await openInApp(admin, `/a/order/${order.id}?m=view`);
    await expectWhole(admin.getByTestId('order-status'));
    expect(await expectWhole(admin.getByTestId('order-item-variant'))).toBe(variant);
    await admin.getByTestId('order-approve').click();
    await admin.getByTestId('approve-dialog').getByTestId('confirm-ok').click();
    // Approval routes the item: the page says to which printer, with the unit's slip.
    await expect
      .poll(() => admin.getByTestId('item-printer').textContent(), { timeout: LIVE_WAIT_MS })
      .toContain('printer@demo.test');
    await expectWhole(admin.getByTestId('item-unit-status'));
    await expectNoSidewaysScroll(admin);

    const printerApi = await apiSignIn('printer@demo.test');
    const [itemId] = order.items.map((item) => item.id);
    const routed = await apiCall<{ data: { units: { scanValue: string }[] } }>(
      printerApi,
      'GET',
      `/printer/order-items/${itemId}`,
    );
    const slip = routed.body.data.units[0]!.scanValue;
    const printer = await pageOf('printer');
    await logInAtStation(printer);
    await printer.keyboard.type(slip);
    await printer.keyboard.press('Enter');
    await printer.getByTestId('scan-result').waitFor({ timeout: LIVE_WAIT_MS });
    await expectWhole(printer.getByTestId('scan-result-status'));
    // The slip reads CODE_1; the result shows the item's code.
    expect(slip).toContain(await expectWhole(printer.getByTestId('scan-result-code')));
    await expectWhole(printer.getByTestId('scan-result-attributes'));
    await expectNoSidewaysScroll(printer);
  });
});
