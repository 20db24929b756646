import shellAr from './i18n/locales/shell/ar';
import shellEn from './i18n/locales/shell/en';
import shellEs from './i18n/locales/shell/es';
import shellFr from './i18n/locales/shell/fr';
import shellZh from './i18n/locales/shell/zh';
import type { Language } from './i18n';

/**
 * The service worker's offline page in every language (`liveShell.offline` of the locale files),
 * read by the build (build/serviceWorker.ts): the worker has no i18next, and the page shows when
 * nothing can be fetched.
 */
export const OFFLINE_TEXT: Record<Language, { title: string; body: string; retry: string }> = {
  en: shellEn.offline,
  ar: shellAr.offline,
  es: shellEs.offline,
  fr: shellFr.offline,
  zh: shellZh.offline,
};
