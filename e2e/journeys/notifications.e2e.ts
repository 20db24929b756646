import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiCall, apiSignIn, createUser, uniqueEmail, type ApiSession } from '../support/api';
import { baseUrl, launchBrowser, signIn } from '../support/browser';
import { liveConnected } from '../support/live';
import { SEEDED_BANNER, SEEDED_POPUP, signInSeller } from '../support/seller';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let admin: ApiSession;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await apiSignIn('admin@demo.test');
});
afterAll(() => browser?.close());
beforeEach(async () => {
  context = await browser.newContext();
  page = await context.newPage();
});
afterEach(() => context?.close());

const HOUR_MS = 60 * 60 * 1000;

/**
 * Notes in the page when the notice banner and the pop-up first show (performance.now()), so the
 * pop-up's delay is measured in the browser rather than through the test's polling.
 */
const NOTICE_CLOCK = `
  window.noticeTimes = {};
  const shown = (id) => document.querySelector('[data-testid="' + id + '"]')?.checkVisibility();
  new MutationObserver(() => {
    const times = window.noticeTimes;
    if (!times.banner && shown('notice-banner')) times.banner = performance.now();
    if (!times.popup && shown('notice-popup-close')) times.popup = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
`;

/** The popup's title: Mantine labels the dialog with its heading. */
const popupSubject = () => page.getByTestId('notice-popup').getByRole('heading').textContent();

/** What the bell's badge reads for a number of unread notifications (capped at 9+). */
const badgeFor = (unread: number) => (unread === 0 ? '' : unread > 9 ? '9+' : String(unread));
const badge = () => page.getByTestId('notification-badge').textContent();

async function unreadOf(session: ApiSession): Promise<number> {
  const answer = await apiCall<{ data: { totalUnread: number } }>(
    session,
    'GET',
    '/notifications/unread-count',
  );
  expect(answer.status).toBe(200);
  return answer.body.data.totalUnread;
}

let sent = 0;

/** An admin's notification campaign; answers its title. */
async function sendCampaign(
  audience: { audience: 'ALL_SELLERS' } | { audience: 'USERS'; userIds: string[] },
): Promise<string> {
  sent += 1;
  const title = `Journey news ${Date.now()}-${sent}`;
  const answer = await apiCall(admin, 'POST', '/notifications/campaigns', {
    title,
    description: 'Sent by the notifications journey.',
    ...audience,
  });
  expect(answer.status).toBe(200);
  return title;
}

describe('seller event notices', () => {
  it('opens the pop-up a second after the page, pages through it and remembers it closed', async () => {
    // A seller of the journey's own, with a second pop-up only for them, so there is paging.
    const email = uniqueEmail('notices');
    const sellerId = await createUser(admin, { type: 'SELLER', email, firstName: 'Nora' });
    const subject = `Journey notice ${Date.now()}`;
    const created = await apiCall(admin, 'POST', '/events/notices', {
      subject,
      content: '<p>A second notice, for paging.</p>',
      layout: 'POPUP',
      fromDate: new Date(Date.now() - HOUR_MS).toISOString(),
      toDate: new Date(Date.now() + 24 * HOUR_MS).toISOString(),
      audience: 'USERS',
      userIds: [sellerId],
    });
    expect(created.status).toBe(200);

    await context.addInitScript({ content: NOTICE_CLOCK });
    await signIn(page, email);
    await page.waitForURL((url) => url.pathname === '/s');
    await page.getByTestId('notice-popup-close').waitFor({ state: 'visible' });
    // The banner shows as the notices arrive; the pop-up follows about a second later.
    const times = (await page.evaluate('window.noticeTimes')) as { banner: number; popup: number };
    expect(times.popup - times.banner).toBeGreaterThanOrEqual(950);
    expect(times.popup - times.banner).toBeLessThan(3_000);
    expect(await page.getByTestId('notice-banner-subject').textContent()).toBe(SEEDED_BANNER);

    const position = page.getByTestId('notice-position');
    await expect.poll(() => position.textContent()).toBe('1 of 2');
    const first = await popupSubject();
    expect(await page.getByTestId('notice-previous').isDisabled()).toBe(true);
    await page.getByTestId('notice-next').click();
    await expect.poll(() => position.textContent()).toBe('2 of 2');
    const second = await popupSubject();
    expect([first, second].sort()).toEqual([SEEDED_POPUP, subject].sort());
    expect(await page.getByTestId('notice-next').isDisabled()).toBe(true);
    await page.getByTestId('notice-previous').click();
    await expect.poll(() => position.textContent()).toBe('1 of 2');
    expect(await popupSubject()).toBe(first);
    await page.getByTestId('notice-popup-close').click();
    await page.getByTestId('notice-popup').waitFor({ state: 'detached' });

    // Closed for the day: a reload shows the banner again but not the pop-up.
    let fetched = page.waitForResponse((response) => response.url().endsWith('/events/notifies'));
    await page.reload();
    await fetched;
    await page.getByTestId('notice-banner').waitFor();
    await expect(
      page.getByTestId('notice-popup-close').waitFor({ state: 'visible', timeout: 2_500 }),
    ).rejects.toThrow();

    await page.getByTestId('notice-banner-close').click();
    await page.getByTestId('notice-banner').waitFor({ state: 'detached' });
    fetched = page.waitForResponse((response) => response.url().endsWith('/events/notifies'));
    await page.reload();
    await fetched;
    await page.getByTestId('user-menu').waitFor();
    expect(await page.getByTestId('notice-banner').count()).toBe(0);
  });
});

describe('live notifications', () => {
  it('a notification to all sellers arrives live; opening it marks it read', async () => {
    // A seller of its own: the demo seller's bell fills up with what earlier journeys did.
    const email = uniqueEmail('listener');
    await createUser(admin, { type: 'SELLER', email, firstName: 'Lee' });
    const seller = await apiSignIn(email);
    const before = await unreadOf(seller);
    // Below the badge's cap, so one more shows.
    expect(before).toBeLessThan(9);
    const connected = liveConnected(page, '/api/seller');
    await signInSeller(page, email);
    await connected;
    await expect.poll(badge).toBe(badgeFor(before));

    const title = await sendCampaign({ audience: 'ALL_SELLERS' });
    // No reload: the live event refreshes the bell.
    await expect.poll(badge).toBe(badgeFor(before + 1));
    await page.getByTestId('notification-bell').click();
    const item = page.getByTestId('bell-item').filter({ hasText: title });
    await expect.poll(() => item.getAttribute('data-read')).toBe('false');
    await item.click();

    // A campaign has no record to open: its link is the notification's own page.
    await page.waitForURL((url) => url.pathname.startsWith('/notification/'));
    await expect.poll(() => page.getByTestId('notification-title').textContent()).toBe(title);
    await expect.poll(badge).toBe(badgeFor(before));
    expect(await unreadOf(seller)).toBe(before);

    await page.goto(`${baseUrl()}/notifications`);
    const listed = page.getByTestId('notification-item').filter({ hasText: title });
    await expect.poll(() => listed.getAttribute('data-read')).toBe('true');
  });

  it('mark all read empties the badge', async () => {
    const email = uniqueEmail('reader');
    const sellerId = await createUser(admin, { type: 'SELLER', email, firstName: 'Rory' });
    await sendCampaign({ audience: 'USERS', userIds: [sellerId] });
    await sendCampaign({ audience: 'USERS', userIds: [sellerId] });
    const seller = await apiSignIn(email);
    const unread = await unreadOf(seller);
    expect(unread).toBeGreaterThanOrEqual(2);
    await signInSeller(page, email);
    await expect.poll(badge).toBe(badgeFor(unread));

    await page.getByTestId('notification-bell').click();
    await page.getByTestId('notifications-mark-all').click();
    await expect.poll(badge).toBe('');
    const readMarks = () =>
      page
        .getByTestId('bell-item')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-read')));
    await expect.poll(readMarks).not.toContain('false');
    expect((await readMarks()).length).toBeGreaterThanOrEqual(2);
    expect(await unreadOf(seller)).toBe(0);

    const bellLoaded = page.waitForResponse((response) =>
      /\/api\/notifications\?/.test(response.url()),
    );
    await page.reload();
    await bellLoaded;
    await expect.poll(badge).toBe('');
  });
});
