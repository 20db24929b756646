/**
 * The translation set (spec 01 section 1): English is the default and the fallback. A file of its
 * own, without i18next, so that the build's config can name the languages' chunks (vite.config.ts).
 */
export const LANGUAGES = ['en', 'ar', 'es', 'fr', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
