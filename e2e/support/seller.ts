import type { Page } from 'playwright-core';
import { signIn } from './browser';

/** The demo pop-up event notice every seller gets (apps/server/src/modules/events/seed.ts). */
export const SEEDED_POPUP = 'Holiday production schedule';
/** The demo pinned event notice every seller gets. */
export const SEEDED_BANNER = 'Same-day production';

/**
 * Closes the event notice pop-up a seller page opens about a second after it loads; its overlay
 * would take the journey's next clicks. Closing is remembered for the day in the browser context's
 * local storage, so once per context is enough.
 */
export async function closeEventPopup(page: Page): Promise<void> {
  const close = page.getByTestId('notice-popup-close');
  await close.waitFor({ state: 'visible' });
  await close.click();
  await page.getByTestId('notice-popup').waitFor({ state: 'detached' });
}

/** Signs a seller in, waits for the seller home and closes the event notice pop-up. */
export async function signInSeller(
  page: Page,
  email = 'seller@demo.test',
  password?: string,
): Promise<void> {
  await signIn(page, email, password);
  await page.waitForURL((url) => url.pathname === '/s');
  await closeEventPopup(page);
}
