import i18n, { type TFunction } from 'i18next';
import { createContext, useContext, type ReactNode } from 'react';
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
  return <TContext.Provider value={t}>{children}</TContext.Provider>;
}

/** The shared instance's own t, for components rendered outside the provider (unit tests). */
const detachedT = i18n.t.bind(i18n) as unknown as T;

/** The translate function without a subscription of its own (see TranslationProvider). */
export function useT(): T {
  return useContext(TContext) ?? detachedT;
}
