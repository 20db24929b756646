import type en from './locales/en';

// Typed translation keys: a t() call with a key English lacks fails the type check.
// (Module augmentation is the one place an interface is required.)
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
