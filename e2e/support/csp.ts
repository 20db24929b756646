/// <reference lib="dom" />
import type { BrowserContext, Page } from 'playwright-core';

/**
 * Records every Content-Security-Policy violation a context's pages see, from the first script
 * on: the page's `securitypolicyviolation` events and CSP errors on the console. Call before the
 * context opens its first page.
 */
export async function watchCsp(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI} at ${location.pathname}`);
    });
  });
  context.on('page', (page: Page) => watchConsole(page, violations));
  return violations;
}

function watchConsole(page: Page, violations: string[]): void {
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
}
