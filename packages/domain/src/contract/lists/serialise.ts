/**
 * How the API writes the values JSON has no type for, in one place for every answer (list rows
 * and the services' own answers alike): a date is ISO 8601 in UTC, an id is its text.
 */

/** A date as the API writes it: `2024-03-10T12:00:00.000Z`; no date stays null. */
export function serialiseDate(value: Date): string;
export function serialiseDate(value: Date | null | undefined): string | null;
export function serialiseDate(value: Date | null | undefined): string | null {
  return value ? value.toISOString() : null;
}

/** An id as the API writes it (a uuid column reads as text already; a number becomes text). */
export function serialiseId(value: string | number | bigint): string;
export function serialiseId(value: string | number | bigint | null | undefined): string | null;
export function serialiseId(value: string | number | bigint | null | undefined): string | null {
  return value === null || value === undefined ? null : String(value);
}
