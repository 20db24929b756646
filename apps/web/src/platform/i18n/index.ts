import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readString, STORAGE_KEYS, writeString } from '../storage';
import type { Translation } from './locales/en';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';
import enCore from './locales/en-core';

export { DEFAULT_LANGUAGE, LANGUAGES, type Language };

const RIGHT_TO_LEFT: readonly Language[] = ['ar'];

/** English ships with the app; the others are their own chunks, fetched when chosen. */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<{ default: Translation }>> = {
  ar: () => import('./locales/ar'),
  es: () => import('./locales/es'),
  fr: () => import('./locales/fr'),
  zh: () => import('./locales/zh'),
};

export function isLanguage(value: string | null | undefined): value is Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '');
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return RIGHT_TO_LEFT.includes(language) ? 'rtl' : 'ltr';
}

/** The stored choice, else the browser's first supported language, else English. */
export function detectLanguage(
  stored: string | null = readString('local', STORAGE_KEYS.language),
  preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** The language initI18n is starting in, until it has: requests sent meanwhile say it. */
let startingLanguage: Language | undefined;

export function currentLanguage(): Language {
  if (startingLanguage) return startingLanguage;
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

async function ensureLoaded(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  const { default: messages } = await LOADERS[language]();
  i18n.addResourceBundle(language, 'translation', messages, true, true);
}

let allStrings: Promise<void> | undefined;

/** i18next takes resources only once started; the router may preload a screen before that. */
function whenStarted(): Promise<void> {
  if (i18n.isInitialized) return Promise.resolve();
  return new Promise((resolve) => {
    const started = () => {
      i18n.off('initialized', started);
      resolve();
    };
    i18n.on('initialized', started);
  });
}

/**
 * Adds the areas' English strings (en-areas.ts, a chunk of its own) to the core ones the entry
 * ships: every screen but the sign-in form waits for them (app/routes/lazyPage.ts). The other
 * languages are whole files already.
 */
export function loadAllStrings(): Promise<void> {
  allStrings ??= Promise.all([import('./locales/en-areas'), whenStarted()]).then(
    ([{ default: areas }]) => {
      i18n.addResourceBundle('en', 'translation', areas, true, false);
    },
    (error: unknown) => {
      allStrings = undefined; // the next screen tries again
      throw error;
    },
  );
  return allStrings;
}

/**
 * Starts i18next in the user's language. `isSignInOnly`: the page is the sign-in form, which needs
 * the core strings only; anything else gets the areas' strings before its first render.
 */
export async function initI18n(
  language: Language = detectLanguage(),
  { isSignInOnly = false }: { isSignInOnly?: boolean } = {},
): Promise<void> {
  startingLanguage = language;
  try {
    await start(language, isSignInOnly);
  } finally {
    startingLanguage = undefined;
  }
}

async function start(language: Language, isSignInOnly: boolean): Promise<void> {
  // Fetched while i18next starts; added once it has (init sets the resources it is given).
  if (!isSignInOnly) void import('./locales/en-areas').catch(() => undefined);
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: enCore } },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false }, // React escapes already.
  });
  await changeLanguage(language, { isRemembered: false }).catch(() => changeLanguage('en'));
  if (!isSignInOnly) await loadAllStrings().catch(() => undefined);
}

/** Switches the language (user menu); remembered in localStorage 'lang' unless told otherwise. */
export async function changeLanguage(
  language: Language,
  { isRemembered = true }: { isRemembered?: boolean } = {},
): Promise<void> {
  await ensureLoaded(language);
  await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
  if (isRemembered) writeString('local', STORAGE_KEYS.language, language);
}

export { i18n };
