import { COUNTRIES, countryName } from '@platfox/domain';
import { currentLanguage, type Language } from '.';

const regionNames = new Map<string, Intl.DisplayNames>();

/**
 * A country's name in the user's language from its ISO code (Intl's region names), so an Arabic
 * screen says "الولايات المتحدة" rather than "United States". A code Intl does not know falls back
 * to the domain's English name, then to the code itself.
 */
export function formatCountry(
  code: string | null | undefined,
  language: Language = currentLanguage(),
): string {
  if (!code) return '';
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    regionNames.set(language, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? countryName(code) ?? code;
  } catch {
    // An ill-formed code (not two letters) is a RangeError.
    return countryName(code) ?? code;
  }
}

const choicesByLanguage = new Map<string, { value: string; label: string }[]>();

/** The country choices of a select, named in the user's language with their code. */
export function countryChoices(
  language: Language = currentLanguage(),
): { value: string; label: string }[] {
  let choices = choicesByLanguage.get(language);
  if (!choices) {
    choices = COUNTRIES.map(({ code }) => ({
      value: code,
      label: `${formatCountry(code, language)} (${code})`,
    }));
    choicesByLanguage.set(language, choices);
  }
  return choices;
}
