import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall, apiSignIn } from '../support/api';
import { baseUrl, launchBrowser, signIn } from '../support/browser';
import { LIVE_WAIT_MS, liveConnected } from '../support/live';
import { shipDemoOrder } from '../support/orders';
import { solidPng } from '../support/png';
import { signInSeller } from '../support/seller';

/*
 * Issue 19's journey: a seller raises an issue with a photo on a shipped item, the admin asks the
 * printer in the printer conversation, the printer answers, and the admin resolves it with a
 * reprint. The reprint shows on the printer's to-pick list with the reprint mark, and the
 * seller, whose issue page stays open the whole time, sees the resolution arrive without a reload.
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

/** Each party in a browser of their own, as three people at three desks. */
async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  contexts.push(context);
  return context.newPage();
}

/**
 * The printer's station asks who is on duty before anything else (the scan-staff-code modal):
 * the checked-in demo staff member scans their code, as on the floor.
 */
async function signInStaff(page: Page): Promise<void> {
  const staffInput = page.getByTestId('staff-code-input');
  await staffInput.fill(inject('staffCode'));
  await staffInput.press('Enter');
  await expect.poll(() => page.getByTestId('staff-name').textContent()).toBe('Sky Staff');
  await staffInput.waitFor({ state: 'detached' });
}

/** Writes a message in one of the page's conversations and waits until it is shown there. */
async function write(page: Page, side: 'conversation' | 'printerConversation', text: string) {
  const conversation = page.getByTestId(`issue-${side}`);
  await conversation.getByTestId(`issue-${side}-text`).fill(text);
  const send = conversation.getByTestId(`issue-${side}-send`);
  await expect.poll(() => send.isEnabled()).toBe(true);
  await send.click();
  await conversation.getByTestId('issue-message').filter({ hasText: text }).waitFor();
}

describe('support issues', () => {
  it('a misprint goes from the seller to the printer and back as a reprint, live', async () => {
    const seller = await apiSignIn('seller@demo.test');
    const { orderId, itemId } = await shipDemoOrder(seller, 'Ivy Issue', '9400111899223197428493');

    // The seller raises the issue from the order page, with a photo of the misprint.
    const sellerPage = await newPage();
    const sellerLive = liveConnected(sellerPage, '/api/seller');
    await signInSeller(sellerPage);
    await sellerLive;
    await sellerPage.goto(`${baseUrl()}/s/order/${orderId}`);
    await sellerPage.getByTestId('order-report-issue').click();
    const modal = sellerPage.getByTestId('issue-report-modal');
    const description = `The print is smudged (${itemId.slice(0, 8)})`;
    await modal.getByTestId('issue-description').fill(description);
    // A reason from the sellers' list; the reprint ships to the order's address, confirmed.
    await modal.getByTestId('issue-reason').click();
    await sellerPage.getByRole('option', { name: 'Misprint', exact: true }).click();
    await modal.getByTestId('issue-reprint-confirm').check();
    const chooser = sellerPage.waitForEvent('filechooser');
    await modal.getByRole('button', { name: 'Add photos' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'misprint.png',
      mimeType: 'image/png',
      buffer: solidPng(64, 48, [200, 40, 40]),
    });
    await modal.getByTestId('issue-photo-name').filter({ hasText: 'misprint.png' }).waitFor();
    await modal.getByTestId('issue-submit').click();
    await sellerPage.waitForURL((url) => /^\/s\/issue\/[0-9a-f-]{36}$/.test(url.pathname));
    const issueId = new URL(sellerPage.url()).pathname.split('/').at(-1)!;
    await expect.poll(() => sellerPage.getByTestId('issue-status').textContent()).toContain('New');
    await sellerPage.getByTestId('issue-photo').waitFor();
    expect(await sellerPage.getByTestId('issue-resolution').count()).toBe(0);
    // A mark in the page's window: a reload or a new page would lose it.
    await sellerPage.evaluate('window.keptOpen = true');
    // The seller reads its conversation with support, never the printer's.
    expect(await sellerPage.getByTestId('issue-printerConversation').count()).toBe(0);

    // The admin asks the printer.
    const adminPage = await newPage();
    const adminLive = liveConnected(adminPage, '/api/admin');
    await signIn(adminPage, 'admin@demo.test');
    await adminPage.waitForURL((url) => url.pathname !== '/login');
    await adminLive;
    await adminPage.goto(`${baseUrl()}/a/issue/${issueId}`);
    await adminPage.getByTestId('issue-photo').waitFor();
    const question = 'Could you check the print head on this batch?';
    await write(adminPage, 'printerConversation', question);

    // The printer reads the question and answers in the same conversation. The station first
    // asks who is on duty: its staff-code modal covers every printer screen until then.
    const printerPage = await newPage();
    await signIn(printerPage, 'printer@demo.test');
    await signInStaff(printerPage);
    await printerPage.goto(`${baseUrl()}/p/issue/${issueId}`);
    const printerSide = printerPage.getByTestId('issue-printerConversation');
    await printerSide.getByTestId('issue-message').filter({ hasText: question }).waitFor();
    expect(await printerPage.getByTestId('issue-conversation').count()).toBe(0);
    const answer = 'The head was clogged; it is cleaned now.';
    await write(printerPage, 'printerConversation', answer);

    // The answer reaches the admin's open page live.
    await adminPage
      .getByTestId('issue-printerConversation')
      .getByTestId('issue-message')
      .filter({ hasText: answer })
      .waitFor({ timeout: LIVE_WAIT_MS });

    // The admin resolves it with a reprint.
    await adminPage.getByTestId('issue-resolve-REPRINT').click();
    const confirm = adminPage.getByTestId('issue-confirm');
    await confirm.getByTestId('confirm-ok').click();
    await confirm.waitFor({ state: 'detached' });
    await expect
      .poll(() => adminPage.getByTestId('issue-resolution').textContent())
      .toContain('A reprint was made');

    // The seller's page, never reloaded, shows the resolution.
    await expect
      .poll(() => sellerPage.getByTestId('issue-resolution').textContent(), {
        timeout: LIVE_WAIT_MS,
      })
      .toContain('A reprint was made');
    await expect
      .poll(() => sellerPage.getByTestId('issue-status').textContent())
      .toContain('Resolved');
    expect(await sellerPage.evaluate('window.keptOpen')).toBe(true);

    // The reprint waits on the printer's to-pick list, marked as a reprint.
    const issue = await apiCall<{ data: { reprintOrderId: string | null } }>(
      seller,
      'GET',
      `/seller/issues/${issueId}`,
    );
    const reprintOrderId = issue.body.data.reprintOrderId;
    expect(reprintOrderId).toBeTruthy();
    const reprint = await apiCall<{ data: { items: { id: string }[] } }>(
      seller,
      'GET',
      `/orders/${reprintOrderId}`,
    );
    const [reprintItemId] = reprint.body.data.items.map((item) => item.id);
    await printerPage.goto(`${baseUrl()}/p`);
    const row = printerPage
      .getByTestId('data-list-row')
      .filter({ has: printerPage.locator(`a[href="/p/order/${reprintItemId}"]`) });
    await row.waitFor();
    await row.getByTestId('printer-item-reprint').waitFor();
  });
});
