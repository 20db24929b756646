import { currentLanguage, type Language } from '.';

/** One formatter per language: building an Intl.NumberFormat costs more than using it. */
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(language: Language): Intl.NumberFormat {
  let format = moneyFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
    });
    moneyFormats.set(language, format);
  }
  return format;
}

/**
 * Cents as the user's language writes US dollars ("$1,000.00", "1 000,00 $", "‏1,000.00 $"):
 * the screens' money (issue 15). The domain's formatCents stays for what the server writes (PDFs,
 * mails), which is always English. Nothing (or a non-number) counts as zero, as there.
 */
export function formatMoney(
  cents: number | null | undefined,
  language: Language = currentLanguage(),
): string {
  const value = cents === null || cents === undefined || !Number.isFinite(cents) ? 0 : cents;
  // "$" alone: the app's money is only ever US dollars, and "US$" inside right-to-left text is
  // drawn "$US". ICU's Arabic narrow symbol is still "US$", so the currency part is replaced.
  return moneyFormat(language)
    .formatToParts(Math.round(value) / 100)
    .map((part) => (part.type === 'currency' ? '$' : part.value))
    .join('');
}
