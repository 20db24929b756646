import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export type Screen = { name: string; width: number; height: number };
export const DESKTOP: Screen = { name: 'desktop', width: 1440, height: 900 };
export const PHONE: Screen = { name: 'phone', width: 390, height: 844 };

/** The app's language choice in local storage (apps/web/src/platform/storage: 'lang'). */
export const languageScript = (language: 'en' | 'ar') =>
  `try { localStorage.setItem('lang', ${JSON.stringify(language)}); } catch {}`;

type Measured = {
  textContent: string | null;
  scrollWidth: number;
  clientWidth: number;
  getBoundingClientRect(): { left: number; right: number };
};

/**
 * What a person must be able to read: the element is on screen, has text, and shows all of it
 * (its content is no wider than its box, so no ellipsis or clipping hides a part).
 */
export async function expectWhole(locator: Locator): Promise<string> {
  await locator.waitFor({ state: 'visible' });
  // Runs in the page; this package is typed without the DOM, so the element's shape is spelled out.
  const shown = await locator.evaluate((element: Measured) => {
    const box = element.getBoundingClientRect();
    const window = globalThis as unknown as { innerWidth: number };
    return {
      text: (element.textContent ?? '').trim(),
      clipped: element.scrollWidth > element.clientWidth + 1,
      offScreen: box.right > window.innerWidth + 1 || box.left < -1,
    };
  });
  expect(shown.text, 'empty').not.toBe('');
  expect(shown.clipped, `"${shown.text}" is cut`).toBe(false);
  expect(shown.offScreen, `"${shown.text}" is off screen`).toBe(false);
  return shown.text;
}

/** Nothing outside a table scrolls sideways: the page is no wider than the window. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = (await page.evaluate(
    '({ page: document.documentElement.scrollWidth, window: window.innerWidth })',
  )) as { page: number; window: number };
  expect(widths.page, `page ${widths.page} px in a ${widths.window} px window`).toBeLessThanOrEqual(
    widths.window,
  );
}

/**
 * What sits in a table that scrolls in its card must still be seen where the page opens: the
 * element lies inside the visible part of every box that clips it, and nothing is drawn over it
 * (a pinned column, an overlay): the point at its centre belongs to it.
 */
export async function expectInView(locator: Locator): Promise<string> {
  await locator.waitFor({ state: 'visible' });
  // Runs in the page; this package is typed without the DOM, so the shapes used are spelled out.
  type Box = { left: number; right: number; top: number; bottom: number };
  type Node = {
    className: string;
    tagName: string;
    textContent: string | null;
    parentElement: Node | null;
    getBoundingClientRect(): Box;
    contains(other: Node): boolean;
  };
  const seen = await locator.evaluate((target) => {
    const element = target as unknown as Node;
    const page = globalThis as unknown as {
      innerWidth: number;
      getComputedStyle(node: Node): { overflowX: string; overflowY: string };
      document: { elementFromPoint(x: number, y: number): Node | null };
    };
    const box = element.getBoundingClientRect();
    const clippedBy: string[] = [];
    for (let outer = element.parentElement; outer; outer = outer.parentElement) {
      const style = page.getComputedStyle(outer);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const edge = outer.getBoundingClientRect();
      if (box.left < edge.left - 1 || box.right > edge.right + 1) {
        clippedBy.push(String(outer.className || outer.tagName));
      }
    }
    const top = page.document.elementFromPoint(
      (box.left + box.right) / 2,
      (box.top + box.bottom) / 2,
    );
    return {
      text: (element.textContent ?? '').trim(),
      clippedBy,
      offScreen: box.right > page.innerWidth + 1 || box.left < -1,
      coveredBy:
        top && (top === element || element.contains(top))
          ? null
          : String(top?.className || top?.tagName),
    };
  });
  expect(seen.clippedBy, `"${seen.text}" is cut by its box`).toEqual([]);
  expect(seen.offScreen, `"${seen.text}" is off screen`).toBe(false);
  expect(seen.coveredBy, `"${seen.text}" is covered`).toBeNull();
  return seen.text;
}
