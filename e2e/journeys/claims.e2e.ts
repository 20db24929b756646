import { parseStaffQrValue } from '@platfox/domain';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall, apiSignIn, type ApiSession } from '../support/api';
import { baseUrl, launchBrowser } from '../support/browser';
import { approveOrder, placeDemoOrder } from '../support/orders';
import { solidPng } from '../support/png';
import { signInSeller } from '../support/seller';
import { photograph } from '../support/shop';

/*
 * Issue 31 item 11, as the seller lives it: on an order still at the printer the claim button
 * says why it is not open yet. Once the item has left the printer, the seller claims it arrived
 * damaged, reads how long claims stay open, adds a photo, asks for a reprint and sends it to the
 * buyer's new address; the claim's page shows the reason and where the reprint goes. Type and
 * origin are not asked: they are the back office's.
 */

const SHOTS = path.join(import.meta.dirname, '../artifacts/claims');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** The printer's checked-in staff member moves the item on to `actions`' end. */
async function onTheFloor(itemId: string, actions: string[]): Promise<void> {
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

async function placedItem(seller: ApiSession, buyer: string) {
  const order = await placeDemoOrder(seller, buyer);
  const [itemId] = await approveOrder(order.id);
  return { orderId: order.id, itemId: itemId! };
}

describe('a claim as sellers know it', () => {
  it('is closed with why before shipping, then taken with a reason, photos and a new address for the reprint', async () => {
    const seller = await apiSignIn('seller@demo.test');
    const { orderId, itemId } = await placedItem(seller, 'Cleo Claim');
    const page = await (await browser.newContext()).newPage();
    await signInSeller(page);

    // Still at the printer: the button is there, closed, and says when it opens.
    await page.goto(`${baseUrl()}/s/order/${orderId}`);
    const button = page.getByTestId('order-report-issue');
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    await page.getByTestId('order-report-issue-hint').hover();
    await page.getByText('A claim can be made once an item has left the printer.').waitFor();

    // The item leaves the printer.
    await onTheFloor(itemId, ['pick', 'process', 'printed', 'readyToDelivery']);
    await page.reload();
    await expect.poll(() => button.isDisabled()).toBe(false);
    await button.click();
    const modal = page.getByTestId('issue-report-modal');
    expect(await modal.getByTestId('issue-claim-window').textContent()).toBe(
      'A claim can be made up to 30 days after delivery.',
    );
    // Type and origin are the back office's: the seller is not asked.
    expect(await modal.getByTestId('issue-type').count()).toBe(0);
    expect(await modal.getByTestId('issue-origin').count()).toBe(0);
    await modal.getByTestId('issue-reason').click();
    await page.getByRole('option', { name: 'Arrived damaged', exact: true }).click();
    await modal.getByTestId('issue-description').fill('The parcel was torn and the print scuffed');
    const chooser = page.waitForEvent('filechooser');
    await modal.getByRole('button', { name: 'Add photos' }).click();
    await (
      await chooser
    ).setFiles({ name: 'torn.png', mimeType: 'image/png', buffer: solidPng(64, 48, [90, 90, 90]) });
    await modal.getByTestId('issue-photo-name').filter({ hasText: 'torn.png' }).waitFor();
    // A reprint (the default wish): the order's address is shown; the buyer moved, so edit it.
    const address = modal.getByTestId('issue-reprint-address');
    expect(await address.getByTestId('issue-reprint-current').textContent()).toContain(
      '350 5th Ave',
    );
    const submit = modal.getByTestId('issue-submit');
    expect(await submit.isDisabled()).toBe(true);
    await address.getByTestId('issue-reprint-edit').click();
    await address.getByTestId('order-address-street').fill('1 New St');
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await page.screenshot({ path: `${SHOTS}/claim-form-desktop-en.png`, fullPage: true });
    await submit.click();

    await page.waitForURL((url) => /^\/s\/issue\/[0-9a-f-]{36}$/.test(url.pathname));
    const issueId = new URL(page.url()).pathname.split('/').at(-1)!;
    await expect
      .poll(() => page.getByTestId('issue-request-reason').textContent())
      .toContain('Arrived damaged');
    expect(await page.getByTestId('issue-reprint-to').textContent()).toContain('1 New St');

    await photograph(
      browser,
      (next) => signInSeller(next),
      `/s/issue/${issueId}`,
      (next) => next.getByTestId('issue-request-reason').waitFor(),
      SHOTS,
      'claim',
    );
    await photograph(
      browser,
      (next) => signInSeller(next),
      `/s/order/${orderId}`,
      async (next) => {
        await next.getByTestId('order-report-issue').click();
        await next.getByTestId('issue-claim-window').waitFor();
        await next.getByTestId('issue-reprint-address').waitFor();
      },
      SHOTS,
      'claim-form',
    );
  });
});
