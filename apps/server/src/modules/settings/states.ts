import { iso31662 } from 'iso-3166';

export type State = { code: string; name: string; parent: string | null };

/**
 * The ISO 3166-2 subdivisions by country, from the `iso-3166` package (data only, kept in step
 * with the ISO's newsletters: docs/ARCHITECTURE.md). Built once on the first call, sorted by name
 * for a picker. A subdivision's `parent` is its country or a larger subdivision (a French
 * department's region); the country is the code's first two letters either way.
 */
let byCountry: Map<string, State[]> | undefined;

export function statesOf(country: string): State[] {
  if (!byCountry) {
    byCountry = new Map();
    for (const { code, name, parent } of iso31662) {
      const countryCode = code.slice(0, 2);
      const list = byCountry.get(countryCode) ?? [];
      list.push({ code, name, parent: parent === countryCode ? null : parent });
      byCountry.set(countryCode, list);
    }
    for (const list of byCountry.values()) list.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  }
  return byCountry.get(country) ?? [];
}
