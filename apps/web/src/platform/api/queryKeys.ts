/** A query key, or a function of a screen's arguments giving one. */
type Key = readonly unknown[];
type Entry = Key | ((...args: never[]) => Key);

/** An entry's key with the feature's root in front. */
type Rooted<R extends string, E> = E extends (...args: infer A) => infer K
  ? (...args: A) => readonly [R, ...(K extends Key ? K : never)]
  : E extends Key
    ? readonly [R, ...E]
    : never;

export type QueryKeys<R extends string, E extends Record<string, Entry>> = {
  readonly all: readonly [R];
} & { readonly [N in keyof E]: Rooted<R, E[N]> };

/**
 * A feature's query keys, each under the feature's root: `all` is the root itself, so a change
 * that refreshes `all` reaches every read of the feature, and no key can forget the root.
 */
export function queryKeys<const R extends string, const E extends Record<string, Entry>>(
  root: R,
  entries: E,
): QueryKeys<R, E> {
  const keys: Record<string, unknown> = { all: [root] };
  for (const [name, entry] of Object.entries(entries)) {
    keys[name] =
      typeof entry === 'function'
        ? (...args: never[]) => [root, ...entry(...args)]
        : [root, ...entry];
  }
  return keys as QueryKeys<R, E>;
}
