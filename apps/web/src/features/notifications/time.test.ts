import { describe, expect, it } from 'vitest';
import { formatSentAt } from './time';

describe('formatSentAt', () => {
  const now = new Date(2024, 4, 10, 15, 30);

  it('gives today’s notifications a relative time', () => {
    expect(formatSentAt(new Date(2024, 4, 10, 15, 29, 40).toISOString(), now, 'en')).toBe('now');
    expect(formatSentAt(new Date(2024, 4, 10, 15, 25).toISOString(), now, 'en')).toBe(
      '5 minutes ago',
    );
    expect(formatSentAt(new Date(2024, 4, 10, 0, 5).toISOString(), now, 'en')).toBe('15 hours ago');
  });

  it('gives older ones the date and time, even when less than a day old', () => {
    const lastNight = new Date(2024, 4, 9, 23, 50).toISOString();
    const text = formatSentAt(lastNight, now, 'en');
    expect(text).not.toMatch(/ago/);
    expect(text).toContain('May 9, 2024');
  });
});
