import type { Page, Response } from 'playwright-core';
import { apiCall, apiSignIn } from './api';
import { signIn } from './browser';

/** The demo pop-up event notice every seller gets (apps/server/src/modules/events/seed.ts). */
export const SEEDED_POPUP = 'Holiday production schedule';
/** The demo pinned event notice every seller gets. */
export const SEEDED_BANNER = 'Same-day production';

/** The seller's event notices as the page fetches them; start waiting before the page loads. */
export const noticesArrive = (page: Page): Promise<Response> =>
  page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events/notifies');

/**
 * Closes the event notice pop-up a seller page opens about a second after its notices arrive; its
 * overlay would take the journey's next clicks. A pop-up shows once per seller (the server
 * remembers it was seen), so the journey reads the notices the page got: with no pop-up among
 * them there is nothing to close.
 */
export async function closeEventPopup(page: Page, arrival: Promise<Response>): Promise<void> {
  const answer = (await (await arrival).json()) as { data: { layout: string }[] };
  if (!answer.data.some((notice) => notice.layout === 'POPUP')) return;
  const close = page.getByTestId('notice-popup-close');
  await close.waitFor({ state: 'visible' });
  await close.click();
  await page.getByTestId('notice-popup').waitFor({ state: 'detached' });
}

/** Signs a seller in, waits for the seller home and closes the event notice pop-up if any. */
export async function signInSeller(
  page: Page,
  email = 'seller@demo.test',
  password?: string,
): Promise<void> {
  const arrival = noticesArrive(page);
  await signIn(page, email, password);
  await page.waitForURL((url) => url.pathname === '/s');
  await closeEventPopup(page, arrival);
}

/**
 * The seller's balance as the top bar should show it, read from the server: other journeys on the
 * same server spend the demo seller's money, so no journey may assume the seeded $500.00.
 */
export async function balanceShown(email = 'seller@demo.test'): Promise<string> {
  const answer = await apiCall<{ data: { currentBalance: number } }>(
    await apiSignIn(email),
    'GET',
    '/seller/balance',
  );
  if (answer.status !== 200) throw new Error(`balance of ${email}: ${answer.status}`);
  const dollars = answer.body.data.currentBalance / 100;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(dollars);
}
