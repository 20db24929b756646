import { ADMIN_PERMISSION_SUFFIXES, type PermissionPair } from '@platfox/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  columnState,
  inBatches,
  pairsToStrings,
  rowState,
  stringsToPairs,
  toggleCell,
  toggleColumn,
  toggleRow,
  uploadInBatches,
  type MatrixRow,
  type PermissionBatch,
} from './permissionMatrix';

const all = [...ADMIN_PERMISSION_SUFFIXES];
const rows: MatrixRow[] = [
  { permission: 'ORDER', actions: all },
  { permission: 'ORDER_ITEM', actions: all },
  { permission: 'DASHBOARD', actions: ['ACCESS'] },
];

describe('permission pairs and strings', () => {
  it('turns pairs into AREA_ACTION strings', () => {
    expect(
      pairsToStrings([
        { permission: 'ORDER_ITEM', actions: ['ACCESS', 'DETAIL_UPDATE'] },
        { permission: 'USER', actions: ['DETAIL_ACCESS'] },
      ]),
    ).toEqual(['ORDER_ITEM_ACCESS', 'ORDER_ITEM_DETAIL_UPDATE', 'USER_DETAIL_ACCESS']);
  });

  it('groups strings by area, reading DETAIL_ACCESS before ACCESS', () => {
    expect(
      stringsToPairs(['ORDER_ITEM_DETAIL_ACCESS', 'ORDER_ACCESS', 'ORDER_ITEM_ACCESS', 'NONSENSE']),
    ).toEqual([
      { permission: 'ORDER_ITEM', actions: ['ACCESS', 'DETAIL_ACCESS'] },
      { permission: 'ORDER', actions: ['ACCESS'] },
    ]);
  });

  it('keeps only what the matrix offers, in its row order', () => {
    expect(
      stringsToPairs(
        ['DASHBOARD_DETAIL_UPDATE', 'DASHBOARD_ACCESS', 'GONE_AREA_ACCESS', 'ORDER_DETAIL_CREATE'],
        rows,
      ),
    ).toEqual([
      { permission: 'ORDER', actions: ['DETAIL_CREATE'] },
      { permission: 'DASHBOARD', actions: ['ACCESS'] },
    ]);
  });

  it('round-trips', () => {
    const strings = ['ORDER_ACCESS', 'ORDER_DETAIL_UPDATE', 'ORDER_ITEM_DETAIL_CREATE'];
    expect(pairsToStrings(stringsToPairs(strings, rows)).sort()).toEqual(strings);
  });
});

describe('matrix toggles', () => {
  it('toggles one cell', () => {
    const on = toggleCell(new Set(), 'ORDER', 'ACCESS');
    expect([...on]).toEqual(['ORDER_ACCESS']);
    expect([...toggleCell(on, 'ORDER', 'ACCESS')]).toEqual([]);
  });

  it('turns a row all on, then all off, and reports partial rows', () => {
    const some = new Set(['ORDER_ACCESS']);
    expect(rowState(some, rows[0]!)).toBe('some');
    const full = toggleRow(some, rows[0]!);
    expect(rowState(full, rows[0]!)).toBe('all');
    expect(full.size).toBe(4);
    expect(rowState(toggleRow(full, rows[0]!), rows[0]!)).toBe('none');
  });

  it('turns a column on only where the row offers the action', () => {
    const detail = toggleColumn(new Set(), rows, 'DETAIL_UPDATE');
    expect([...detail].sort()).toEqual(['ORDER_DETAIL_UPDATE', 'ORDER_ITEM_DETAIL_UPDATE']);
    expect(columnState(detail, rows, 'DETAIL_UPDATE')).toBe('all');
    expect(columnState(detail, rows, 'ACCESS')).toBe('none');
    expect(toggleColumn(detail, rows, 'DETAIL_UPDATE').size).toBe(0);
  });
});

describe('uploads in batches of 100', () => {
  const pairs = (count: number): PermissionPair[] =>
    Array.from({ length: count }, (_, index) => ({
      permission: `AREA_${index}`,
      actions: ['ACCESS'],
    }));

  it('splits 250 pairs into 100, 100 and 50', () => {
    expect(inBatches(pairs(250)).map((batch) => batch.length)).toEqual([100, 100, 50]);
    expect(inBatches(pairs(100)).map((batch) => batch.length)).toEqual([100]);
  });

  it('always sends one batch, so an empty first batch clears the permissions', () => {
    expect(inBatches([])).toEqual([[]]);
  });

  it('marks the first batch, sends them one after another and reports progress', async () => {
    const sent: PermissionBatch[] = [];
    const progress = vi.fn();
    await uploadInBatches(
      pairs(201),
      async (batch) => {
        sent.push(batch);
      },
      progress,
    );
    expect(sent.map((batch) => [batch.isFirstBatch, batch.items.length])).toEqual([
      [true, 100],
      [false, 100],
      [false, 1],
    ]);
    expect(progress.mock.calls).toEqual([
      [0, 3],
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
  });

  it('stops at the first failure', async () => {
    const send = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('500'));
    await expect(uploadInBatches(pairs(300), send)).rejects.toThrow('500');
    expect(send).toHaveBeenCalledTimes(2);
  });
});
