import { describe, expect, it } from 'vitest';
import { shownColumns, toggleColumn } from './columns';

const columns = [{ key: 'name' }, { key: 'email' }, { key: 'phone', isDisplay: false }];

describe('the column selector', () => {
  it('shows columns by their isDisplay until the user chooses', () => {
    expect(shownColumns(columns, {}).map((column) => column.key)).toEqual(['name', 'email']);
    expect(shownColumns(columns, { phone: true, name: false }).map((c) => c.key)).toEqual([
      'email',
      'phone',
    ]);
  });

  it('ticks and unticks a column', () => {
    expect(toggleColumn(columns, {}, 'phone')).toEqual({ choice: { phone: true } });
    expect(toggleColumn(columns, {}, 'email')).toEqual({ choice: { email: false } });
  });

  it('keeps the last shown column and says so', () => {
    const onlyName = { email: false };
    expect(toggleColumn(columns, onlyName, 'name')).toEqual({ refused: 'atLeastOne' });
    // Ticking another one is still allowed.
    expect(toggleColumn(columns, onlyName, 'email')).toEqual({
      choice: { email: true },
    });
  });
});
