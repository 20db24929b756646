/**
 * The seller's Messenger chat (spec 01 section 2.8: "Messenger chat link may show (sellers)"):
 * the business's Facebook page, given at build time as VITE_MESSENGER_PAGE (README). No page set,
 * or one that is not a page name: no link, rather than a link to somewhere unintended.
 */
const PAGE_NAME = /^[A-Za-z0-9.]{1,50}$/;

export function messengerLink(
  page: string | undefined = import.meta.env.VITE_MESSENGER_PAGE as string | undefined,
): string | null {
  const name = page?.trim() ?? '';
  return PAGE_NAME.test(name) ? `https://m.me/${name}` : null;
}
