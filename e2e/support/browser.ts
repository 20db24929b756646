import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's chromium, never a downloaded browser. */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean) as string[];
  return candidates.find((candidate) => existsSync(candidate));
}

/**
 * The features Playwright 1.65 turns off on Linux (its chromiumSwitches.ts). Chromium reads only
 * the last --disable-features switch, so ours would drop Playwright's unless they are repeated.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

/**
 * Chromium 156 preloads the address bar's drop-down as two WebUI pages in a renderer of their own,
 * which worked on every navigation: 4.8 to 5.7 s of CPU in the shell journey's 37 to 46 s. A
 * headless browser never shows the address bar, and no journey types in it.
 */
const UNSEEN_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('chromium not found: set CHROMIUM_PATH or install chromium');
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_FEATURES].join(',')}`,
    ],
  });
}

export const baseUrl = () => inject('baseUrl');

export const DEMO_PASSWORD = 'Demo@12345';

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/**
 * Waits until the page shows everything it was opening: the screen of the address bar's path drawn
 * (RootFrame's data-shown-path), no page code on its way (the loader), no list skeleton, and no
 * call to the server in flight (the app's progress bar, FetchProgress), for
 * three animation frames in a row, so that a call a page starts just after its code arrives is
 * seen. What the user sees, where Playwright's 'networkidle' waited half a second of silence.
 */
export async function pageSettled(page: Page, timeout = 60_000): Promise<void> {
  await page.evaluate(() => {
    (window as { quietFrames?: number }).quietFrames = 0;
  });
  await page.waitForFunction(
    () => {
      const busy =
        document.documentElement.dataset.shownPath !== window.location.pathname ||
        document.querySelector(
          '[data-testid="fetch-progress"], [data-testid="page-loader"], [data-testid="data-list-skeleton"]',
        );
      const frames = window as { quietFrames?: number };
      frames.quietFrames = busy ? 0 : (frames.quietFrames ?? 0) + 1;
      return frames.quietFrames >= 3;
    },
    null,
    { polling: 'raf', timeout },
  );
}

/**
 * Opens a path of the app as its own links do once the signed-in app is loaded (the router's
 * history, no new page load), and by a page load otherwise (`reload`, or no app page open yet);
 * then waits until the screen is settled. The sign-in form of a visitor is drawn without the
 * router (main.tsx), so public screens are opened with `reload`. `origin`: a journey's own server.
 */
export async function openInApp(
  page: Page,
  path: string,
  { reload = false, origin = baseUrl() } = {},
): Promise<void> {
  if (!reload && page.url().startsWith(origin)) {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  } else {
    await page.goto(`${origin}${path}`);
  }
  await pageSettled(page);
}
