import { describe, expect, it } from 'vitest';
import { countryChoices, formatCountry } from './formatCountry';
import { formatMoney } from './formatMoney';

/** Intl writes some spaces and marks as their Unicode variants; compare without them. */
const plain = (text: string) => text.replace(/[\u00a0\u202f\u200e\u200f\u061c]/g, ' ');

describe('formatMoney', () => {
  it('writes dollars as each language does', () => {
    expect(formatMoney(10_000_000, 'en')).toBe('$100,000.00');
    expect(plain(formatMoney(10_000_000, 'fr'))).toBe('100 000,00 $');
    expect(plain(formatMoney(-250, 'en'))).toBe('-$2.50');
  });

  it('does not write Arabic money as English digits followed by a dollar sign', () => {
    const arabic = formatMoney(10_000_000, 'ar');
    expect(arabic).not.toBe('100,000.00$');
    // Right-to-left: the language's own order, its direction mark first.
    expect(arabic.startsWith('\u200f')).toBe(true);
    expect(arabic).toContain('$');
    // The dollar sign alone: "US$" inside right-to-left text is drawn "$US".
    expect(plain(arabic).trim()).toBe('100,000.00 $');
  });

  it('counts nothing as zero', () => {
    expect(formatMoney(null, 'en')).toBe('$0.00');
  });
});

describe('formatCountry', () => {
  it('names a country in the user’s language', () => {
    expect(formatCountry('US', 'en')).toBe('United States');
    expect(formatCountry('US', 'fr')).toBe('États-Unis');
    expect(formatCountry('us', 'ar')).toBe('الولايات المتحدة');
  });

  it('falls back to the code for what Intl cannot name', () => {
    expect(formatCountry('XX1', 'en')).toBe('XX1');
    expect(formatCountry('', 'en')).toBe('');
  });

  it('offers the country choices in the user’s language, with their codes', () => {
    expect(countryChoices('fr')).toContainEqual({ value: 'US', label: 'États-Unis (US)' });
    expect(countryChoices('en')).toContainEqual({ value: 'US', label: 'United States (US)' });
  });
});
