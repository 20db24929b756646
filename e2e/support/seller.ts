import type { Page, Response } from 'playwright-core';
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
