import { describe, expect, it } from 'vitest';
import { wholeMonthsOf } from './ledger-months';

describe('a range cut into whole months and edge days', () => {
  it('keeps the months wholly inside and the days on either side', () => {
    expect(wholeMonthsOf({ from: '2025-11-30', to: '2026-11-29' })).toEqual({
      months: { from: '2025-12-01', to: '2026-10-01' },
      edges: [
        { from: '2025-11-30', to: '2025-11-30' },
        { from: '2026-11-01', to: '2026-11-29' },
      ],
    });
  });

  it('needs no edge when the range begins on a first and ends on a month end (a leap February)', () => {
    expect(wholeMonthsOf({ from: '2024-01-01', to: '2024-02-29' })).toEqual({
      months: { from: '2024-01-01', to: '2024-02-01' },
      edges: [],
    });
  });

  it('reads a range inside one month, or across two partial months, from the days alone', () => {
    expect(wholeMonthsOf({ from: '2026-11-02', to: '2026-11-29' })).toEqual({
      months: null,
      edges: [{ from: '2026-11-02', to: '2026-11-29' }],
    });
    expect(wholeMonthsOf({ from: '2026-10-15', to: '2026-11-14' })).toEqual({
      months: null,
      edges: [{ from: '2026-10-15', to: '2026-11-14' }],
    });
  });

  it('takes a whole December across the year end', () => {
    expect(wholeMonthsOf({ from: '2025-12-01', to: '2026-01-03' })).toEqual({
      months: { from: '2025-12-01', to: '2025-12-01' },
      edges: [{ from: '2026-01-01', to: '2026-01-03' }],
    });
  });
});
