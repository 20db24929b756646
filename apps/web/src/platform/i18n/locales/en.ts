import enAreas from './en-areas';
import enCore from './en-core';

/**
 * English, the default and fallback language, and the source of every key: the other locales are
 * typed from this object, so a missing translation fails the type check. At run time it comes in
 * two parts (en-core.ts with the entry, en-areas.ts with the first screen).
 */
const en = { ...enCore, ...enAreas };

export default en;

/**
 * The plural forms some languages have on top of English's `_one` and `_other` (i18next names
 * them after Intl.PluralRules: Arabic uses all of them, Chinese none). The locales test holds each
 * language to the forms its plural rules ask for.
 */
type ExtraPluralKeys<K> = K extends `${infer Base}_other`
  ? `${Base}_zero` | `${Base}_two` | `${Base}_few` | `${Base}_many`
  : never;

/** The shape every other locale must fill, string for string, plus its language's plural forms. */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> } & {
  [K in ExtraPluralKeys<keyof T>]?: string;
};
export type Translation = Messages<typeof en>;
/** A route title; `<key>_create` and `<key>_edit` are its wording in those modes (routeTitle). */
export type TitleKey = Exclude<keyof typeof en.title, `${string}_${'create' | 'edit'}`>;
