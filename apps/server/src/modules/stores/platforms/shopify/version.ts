/*
 * The one Admin API version the app speaks (GraphQL calls, and the version its webhook payloads
 * are serialised in). Shopify releases one each quarter and supports each for at least 12 months
 * ("About Shopify API versioning"); library.test.ts fails once this one is older than that, so it
 * is moved on (with the fields and mutations it deprecates) before Shopify stops answering it.
 */
export const SHOPIFY_API_VERSION = '2026-10';

/** The first day Shopify may stop supporting a version: 12 months after its release. */
export function supportEndsOf(version: string): Date {
  const match = /^(\d{4})-(\d{2})$/.exec(version);
  if (!match) throw new Error(`"${version}" is not a stable Admin API version (YYYY-MM)`);
  return new Date(Date.UTC(Number(match[1]) + 1, Number(match[2]) - 1, 1));
}
