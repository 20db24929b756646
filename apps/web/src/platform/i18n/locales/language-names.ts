/**
 * Each language named in itself, the same in every locale: a reader looks for their own
 * language's name in the switcher, whatever language the page is in now.
 */
export const LANGUAGE_NAMES = {
  en: 'English',
  ar: 'العربية',
  es: 'Español',
  fr: 'Français',
  zh: '中文',
} as const;
