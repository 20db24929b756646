import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../platform/db';
import { StaffFigures, type FloorReadsOf } from './figures';

/* Scans' figures are gathered per printer: a burst costs one read and one event a member. */

afterEach(() => vi.useRealTimers());

describe('StaffFigures.gather', () => {
  it('sends nothing at once, then one event a member from one read per printer', async () => {
    vi.useFakeTimers();
    const reads: string[][] = [];
    const floorReads: FloorReadsOf = (_db, staffIds) => {
      reads.push([...staffIds]);
      return Promise.resolve({
        logs: new Map(),
        counts: new Map(staffIds.map((id) => [id, { today: 5, lastHour: 2 }])),
      });
    };
    const emitToUser = vi.fn();
    const figures = new StaffFigures({} as Db, { emitToUser }, floorReads, 100);
    for (const staffId of ['ann', 'ben', 'ann', 'ann']) {
      figures.gather('printer-1', staffId, 'process');
    }
    figures.gather('printer-2', 'cal', 'process');
    expect(emitToUser).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(100);
    expect(reads).toEqual([['ann', 'ben'], ['cal']]);
    const told = emitToUser.mock.calls.map(([, printerId, , payload]) => [
      printerId,
      (payload as { staffId: string }).staffId,
      (payload as { stats: { todayProcesses: number } }).stats.todayProcesses,
    ]);
    expect(told).toEqual([
      ['printer-1', 'ann', 5],
      ['printer-1', 'ben', 5],
      ['printer-2', 'cal', 5],
    ]);

    // The next scan starts a new gathering.
    figures.gather('printer-1', 'ben', 'process');
    await vi.advanceTimersByTimeAsync(100);
    expect(reads.at(-1)).toEqual(['ben']);
    expect(emitToUser).toHaveBeenCalledTimes(4);
  });
});
