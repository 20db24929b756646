import { describe, expect, it } from 'vitest';
import { isRowSelectable, selectAllState, toggleAll, toggleRow } from './selection';

const rows = [
  { id: 'a', updatable: true },
  { id: 'b', updatable: false },
  { id: 'c', updatable: true },
];

describe('row selection', () => {
  it('select-all covers only updatable rows', () => {
    expect(toggleAll([], rows)).toEqual(['a', 'c']);
    expect(selectAllState(['a', 'c'], rows)).toEqual({
      checked: true,
      indeterminate: false,
      disabled: false,
    });
    // All selectable rows chosen: select-all clears them.
    expect(toggleAll(['a', 'c'], rows)).toEqual([]);
  });

  it('select-all covers every row when the list allows it', () => {
    expect(toggleAll([], rows, true)).toEqual(['a', 'b', 'c']);
    expect(selectAllState(['a', 'c'], rows, true).indeterminate).toBe(true);
  });

  it('keeps a selection from another page when selecting all on this one', () => {
    expect(toggleAll(['z'], rows)).toEqual(['z', 'a', 'c']);
    expect(toggleAll(['z', 'a', 'c'], rows)).toEqual(['z']);
  });

  it('disables select-all when no row on screen may be selected', () => {
    expect(selectAllState([], [{ id: 'b', updatable: false }]).disabled).toBe(true);
  });

  it('disables the row checkbox of a row that is not updatable', () => {
    expect(isRowSelectable({ updatable: false })).toBe(false);
    expect(isRowSelectable({ updatable: false }, true)).toBe(true);
    expect(isRowSelectable({ updatable: true })).toBe(true);
  });

  it('toggles rows as checkboxes and keeps one as radio', () => {
    expect(toggleRow(['a'], 'c', 'checkbox')).toEqual(['a', 'c']);
    expect(toggleRow(['a', 'c'], 'a', 'checkbox')).toEqual(['c']);
    expect(toggleRow(['a'], 'c', 'radio')).toEqual(['c']);
    expect(toggleRow(['c'], 'c', 'radio')).toEqual(['c']);
  });
});
