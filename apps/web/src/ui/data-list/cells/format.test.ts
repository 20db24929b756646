import { describe, expect, it } from 'vitest';
import {
  arrayValues,
  formatListMoney,
  formatListTime,
  orderStatusParts,
  plainText,
} from './format';

describe('cell text', () => {
  it('writes times as MM/DD/YYYY HH:mm in the given time zone', () => {
    expect(formatListTime('2024-05-01T22:30:00.000Z', 'UTC')).toBe('05/01/2024 22:30');
    expect(formatListTime('2024-05-01T22:30:00.000Z', 'Asia/Tokyo')).toBe('05/02/2024 07:30');
    expect(formatListTime('2024-01-09T00:05:00.000Z', 'America/New_York')).toBe('01/08/2024 19:05');
    expect(formatListTime(null)).toBe('');
    expect(formatListTime('soon')).toBe('soon');
  });

  it('shows cents as dollars', () => {
    expect(formatListMoney(123456)).toBe('$1,234.56');
    expect(formatListMoney(-5)).toBe('-$0.05');
    expect(formatListMoney(null)).toBe('');
  });

  it('shows composite statuses as name:value words', () => {
    expect(orderStatusParts('READY_TO_DELIVERY:2|in_transit')).toEqual([
      { status: 'READY_TO_DELIVERY', label: 'READY TO DELIVERY:2' },
      { status: 'in_transit', label: 'in transit' },
    ]);
    expect(orderStatusParts(null)).toEqual([]);
  });

  it('reads arrays and plain values', () => {
    expect(arrayValues(['a', 2, null])).toEqual(['a', '2']);
    expect(arrayValues('one')).toEqual(['one']);
    expect(arrayValues(undefined)).toEqual([]);
    expect(plainText(true)).toBe('true');
  });
});
