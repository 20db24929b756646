import { HTTP_ERROR_TITLES } from '@platfox/domain';
import { describe, expect, it } from 'vitest';
import { detectLanguage, directionOf } from '.';
import ar from './locales/ar';
import en from './locales/en';
import es from './locales/es';
import fr from './locales/fr';
import zh from './locales/zh';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

/** Plural forms English lacks but other languages' rules have (Arabic: zero, two, few, many). */
const EXTRA_PLURAL = /_(zero|two|few|many)$/;

const variables = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

describe('translations', () => {
  const english = flatten(en);

  it.each([
    ['ar', ar],
    ['es', es],
    ['fr', fr],
    ['zh', zh],
  ] as const)('%s fills every key with the same placeholders as English', (_, locale) => {
    const translated = flatten(locale);
    const ownForms = Object.keys(translated).filter((key) => EXTRA_PLURAL.test(key));
    const shared = Object.keys(translated).filter((key) => !EXTRA_PLURAL.test(key));
    expect(shared.sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(translated)) {
      expect(text.trim(), key).not.toBe('');
      const isForm = key.endsWith('_one') || ownForms.includes(key);
      const source = isForm ? english[key.replace(/_[a-z]+$/, '_other')] : english[key];
      // A language may word its singular or dual without the number ("un article"), never add one.
      const allowed = variables(source ?? '');
      if (isForm) {
        expect(
          variables(text).every((name) => allowed.includes(name)),
          key,
        ).toBe(true);
      } else {
        expect(variables(text), key).toEqual(allowed);
      }
    }
  });

  it.each([
    ['en', en],
    ['ar', ar],
    ['es', es],
    ['fr', fr],
    ['zh', zh],
  ] as const)('%s has every plural form its language’s rules ask for', (language, locale) => {
    const translated = flatten(locale);
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const bases = Object.keys(english)
      .filter((key) => key.endsWith('_other'))
      .map((key) => key.slice(0, -'_other'.length));
    expect(bases.length).toBeGreaterThan(0);
    for (const base of bases) {
      for (const category of categories) {
        expect(translated[`${base}_${category}`], `${base}_${category}`).toEqual(
          expect.any(String),
        );
      }
    }
  });

  it('keeps the English error titles equal to the domain’s HTTP_ERROR_TITLES', () => {
    for (const [status, title] of Object.entries(HTTP_ERROR_TITLES)) {
      expect(english[`httpErrors.${status}`], status).toBe(title);
    }
  });
});

describe('language choice', () => {
  it('prefers the stored choice, then the browser, then English', () => {
    expect(detectLanguage('fr', ['zh-CN'])).toBe('fr');
    expect(detectLanguage(null, ['de-DE', 'zh-CN'])).toBe('zh');
    expect(detectLanguage('xx', ['de'])).toBe('en');
  });

  it('reads Arabic right to left', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});
