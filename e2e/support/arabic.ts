/// <reference lib="dom" />
// The page-side functions below run in chromium, so they are typed with the DOM.
import type { Page } from 'playwright-core';

/**
 * Words that stay in Latin script on an Arabic screen because they are names, not wording: the
 * product's and its partners' brands, and file or code formats a person types or reads as such.
 * Anything else in English outside data is a missing translation.
 */
export const LATIN_NAMES = new Set([
  'Platfox',
  'TikTok',
  'Shop',
  'Shopify',
  'WooCommerce',
  'Etsy',
  'PayPal',
  'API',
  'PDF',
  'CSV',
  'XLSX',
  'SKU',
  'USD',
  // File formats and a transfer protocol, named as the files and settings are.
  'PNG',
  'JPEG',
  'zip',
  'FTP',
  // The mail protocol and its encryption, named as a mail server's settings name them.
  'SMTP',
  'TLS',
  // The keyboard's key and the code a printer owner is sent, as they read on the key and mail.
  'Enter',
  'PIN',
]);

/**
 * Text that is data, not wording: values a page isolates as such (bdi, an explicit direction),
 * form fields, and what is not text at all. The walk reads everything else as the page's wording.
 */
const DATA_SELECTOR = [
  'bdi',
  '[dir="ltr"]',
  '[dir="auto"]',
  'input',
  'textarea',
  'code',
  'kbd',
  'script',
  'style',
  'noscript',
  'svg',
  // A value chosen in a multiple choice field is data as an input's value is.
  '.mantine-Pill-root',
].join(', ');

export type EnglishWord = { word: string; text: string };

/**
 * The visible text nodes of the page holding an ASCII word of three letters or more that is
 * neither data (DATA_SELECTOR) nor an e-mail address, a link or a name of LATIN_NAMES.
 */
export async function englishOutsideData(page: Page): Promise<EnglishWord[]> {
  const found = await page.evaluate((dataSelector) => {
    const words: { word: string; text: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || !/[A-Za-z]{3}/.test(text)) continue;
      if (parent.closest(dataSelector)) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      // Data inside a sentence: values isolated with Unicode's isolate marks (ui/Bidi isolate),
      // e-mail addresses, links, and codes or ids (a token with a digit or an underscore).
      const wording = text
        .replace(/[\u2066-\u2068][^\u2069]*\u2069/g, ' ')
        .split(/\s+/)
        .filter((token) => !/[\d_@]|https?:/.test(token))
        .join(' ');
      for (const word of wording.match(/[A-Za-z]{3,}/g) ?? []) words.push({ word, text });
    }
    return words;
  }, DATA_SELECTOR);
  return found.filter(({ word }) => !LATIN_NAMES.has(word));
}

/**
 * Whether a value known to read left to right (a phone number, a street, an e-mail) is drawn
 * reversed: its first character is not left of its last one. Null when the page does not show it.
 */
export async function isDrawnReversed(page: Page, value: string): Promise<boolean | null> {
  return page.evaluate((wanted) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = (node.textContent ?? '').indexOf(wanted);
      if (at < 0) continue;
      const box = (offset: number) => {
        const range = document.createRange();
        range.setStart(node, offset);
        range.setEnd(node, offset + 1);
        return range.getBoundingClientRect();
      };
      const first = box(at);
      const last = box(at + wanted.length - 1);
      // A value on one line only: a wrapped one has nothing to compare.
      if (Math.abs(first.top - last.top) > first.height / 2) return false;
      return first.left >= last.left;
    }
    return null;
  }, value);
}
