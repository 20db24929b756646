import { describe, expect, it } from 'vitest';
import * as domain from './index';

// Every enumeration is an exported array of strings; a value listed twice is a copy-paste slip
// that would show as a duplicate option in a select or a duplicate CHECK value in the database.
const enumerations = Object.entries(domain).filter(
  (entry): entry is [string, readonly string[]] =>
    Array.isArray(entry[1]) &&
    entry[1].length > 0 &&
    entry[1].every((value: unknown) => typeof value === 'string'),
);

describe('enumerations', () => {
  it('are found in the package', () => {
    expect(enumerations.map(([name]) => name)).toEqual(
      expect.arrayContaining(['ORDER_STATUSES', 'COUPON_TYPES', 'CARRIER_CODES', 'SETTING_KEYS']),
    );
  });

  it.each(enumerations)('%s lists each value once, without blanks', (_name, values) => {
    expect(new Set(values).size).toBe(values.length);
    for (const value of values) expect(value.trim()).toBe(value);
    for (const value of values) expect(value).not.toBe('');
  });
});
