import type { ReactNode } from 'react';

/*
 * Values inside right-to-left text (issue 15). The browser's bidi algorithm reorders the runs of
 * a mixed line, so on an Arabic page "+1 212 555 0100" is drawn "0100 555 212 1+" and "350 5th
 * Ave" as "5th Ave 350". An element with its own direction is isolated from the text around it
 * (the user agent styles [dir] and bdi with unicode-bidi: isolate).
 */

/** A value that always reads left to right: a phone, an e-mail, a code, an id, a SKU. */
export function Ltr({ children }: { children: ReactNode }) {
  return <span dir="ltr">{children}</span>;
}

/**
 * A value whose direction is its own (a street, a name, a product title, money written for the
 * user's language): drawn in the direction of its first strong letter, isolated from the rest.
 */
export function Isolated({ children }: { children: ReactNode }) {
  return <bdi>{children}</bdi>;
}

/** Either of the above by name, for components that take the choice as a prop. */
export function BidiValue({ dir, children }: { dir: 'ltr' | 'auto'; children: ReactNode }) {
  return dir === 'ltr' ? <Ltr>{children}</Ltr> : <Isolated>{children}</Isolated>;
}

/**
 * A data value put into a translated sentence ("Welcome, {{name}}."), wrapped in Unicode's
 * first-strong isolate marks: plain text's way of keeping it whole, as bdi does for elements.
 */
export function isolate(value: string): string {
  return value ? `\u2068${value}\u2069` : value;
}
