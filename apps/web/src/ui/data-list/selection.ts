import type { DataListRow } from '@platfox/domain';

/**
 * Row selection (spec 02 sections 3.1 and 4.3). A row with updatable false cannot be selected (its
 * checkbox is disabled) unless the list allows selecting every row; select-all covers the same
 * rows. Selection is single (radio) or multiple (checkbox) and is kept as ids, so it survives a
 * page change and reaches the export menu and bulk delete as they are.
 */
export type SelectType = 'checkbox' | 'radio' | 'none';

export function isRowSelectable(row: Pick<DataListRow, 'updatable'>, isSelectAllAllowed = false) {
  return isSelectAllAllowed || row.updatable !== false;
}

export function selectableIds(
  rows: readonly Pick<DataListRow, 'id' | 'updatable'>[],
  isSelectAllAllowed = false,
): string[] {
  return rows.filter((row) => isRowSelectable(row, isSelectAllAllowed)).map((row) => row.id);
}

/** What the select-all box shows for the rows on screen. */
export function selectAllState(
  selected: readonly string[],
  rows: readonly Pick<DataListRow, 'id' | 'updatable'>[],
  isSelectAllAllowed = false,
): { checked: boolean; indeterminate: boolean; disabled: boolean } {
  const ids = selectableIds(rows, isSelectAllAllowed);
  const chosen = ids.filter((id) => selected.includes(id)).length;
  return {
    checked: ids.length > 0 && chosen === ids.length,
    indeterminate: chosen > 0 && chosen < ids.length,
    disabled: ids.length === 0,
  };
}

/** Select-all: selects every selectable row on screen, or unselects them when all already are. */
export function toggleAll(
  selected: readonly string[],
  rows: readonly Pick<DataListRow, 'id' | 'updatable'>[],
  isSelectAllAllowed = false,
): string[] {
  const ids = selectableIds(rows, isSelectAllAllowed);
  if (ids.length > 0 && ids.every((id) => selected.includes(id))) {
    return selected.filter((id) => !ids.includes(id));
  }
  return [...selected, ...ids.filter((id) => !selected.includes(id))];
}

/** A row checkbox, radio or row click. A radio keeps one row; clicking it again keeps it. */
export function toggleRow(selected: readonly string[], id: string, type: SelectType): string[] {
  if (type === 'none') return [...selected];
  if (type === 'radio') return [id];
  return selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id];
}
