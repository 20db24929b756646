import i18n, { type TFunction } from 'i18next';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type T = TFunction;

const TContext = createContext<T | null>(null);

/**
 * One subscription to the language for the whole app. react-i18next's useTranslation subscribes
 * each caller to i18next's events; a list of 100 rows calls it hundreds of times, which cost more
 * than rendering the rows. Components that render many times per screen (cells, badges) read the
 * translate function from here instead; a language change still re-renders them through context.
 */
export function TranslationProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const remembered = useMemo(() => remembering(t), [t]);
  return <TContext.Provider value={remembered}>{children}</TContext.Provider>;
}

/** Bumped when strings are added (the areas', a language's): what was remembered may be stale. */
let stringsAdded = 0;
let watchedStore: typeof i18n.store | null = null;

/**
 * The resource store exists once i18next has started, and its events are not the instance's. A
 * new start makes a new store (tests start i18next again), which must be watched in its turn.
 */
function watchStore(): void {
  if (!i18n.store || i18n.store === watchedStore) return;
  watchedStore = i18n.store;
  stringsAdded += 1;
  i18n.store.on('added', () => {
    stringsAdded += 1;
  });
}

/**
 * `t` remembering the strings it was asked for by key alone: a list of 100 rows asks for the same
 * few (a copy button's "Copy", a row's "Select row", the badges') hundreds of times in its first
 * render, and each i18next call resolves the key afresh (issue 37). A new language gives a new `t`
 * (react-i18next), so a new memory; calls with options (interpolation, plurals, context) go
 * straight to i18next.
 */
function remembering(t: T): T {
  // i18next's types list every key; here a key is any string, as the callers' were checked.
  const translate = t as unknown as (...args: unknown[]) => string;
  let known = new Map<string, string>();
  let seen = stringsAdded;
  const remembered = (...args: unknown[]) => {
    const [key] = args;
    if (args.length !== 1 || typeof key !== 'string') return translate(...args);
    watchStore();
    if (seen !== stringsAdded) {
      known = new Map();
      seen = stringsAdded;
    }
    let value = known.get(key);
    if (value === undefined) {
      value = translate(key);
      known.set(key, value);
    }
    return value;
  };
  return remembered as unknown as T;
}

/** The shared instance's own t, for components rendered outside the provider (unit tests). */
const detachedT = i18n.t.bind(i18n) as unknown as T;

/** The translate function without a subscription of its own (see TranslationProvider). */
export function useT(): T {
  return useContext(TContext) ?? detachedT;
}
