import type { DataListColumn } from './types';

/** Column key to shown or hidden, as the column selector and session storage keep it. */
export type ColumnChoice = Record<string, boolean>;

/** Whether a column is shown: the user's choice, else the column's own isDisplay (default true). */
export function isColumnShown(
  column: Pick<DataListColumn, 'key' | 'isDisplay'>,
  choice: ColumnChoice,
) {
  return choice[column.key] ?? column.isDisplay ?? true;
}

export function shownColumns<TColumn extends Pick<DataListColumn, 'key' | 'isDisplay'>>(
  columns: readonly TColumn[],
  choice: ColumnChoice,
): TColumn[] {
  return columns.filter((column) => isColumnShown(column, choice));
}

export type ColumnToggle = { choice: ColumnChoice } | { refused: 'atLeastOne' };

/**
 * Ticks or unticks a column in the selector. At least one column stays (spec 02 section 5.2): the
 * last one cannot be unticked, and the caller shows "At least one data field must be displayed".
 */
export function toggleColumn(
  columns: readonly Pick<DataListColumn, 'key' | 'isDisplay'>[],
  choice: ColumnChoice,
  key: string,
): ColumnToggle {
  const column = columns.find((candidate) => candidate.key === key);
  if (!column) return { choice };
  const isShown = isColumnShown(column, choice);
  if (isShown && shownColumns(columns, choice).length <= 1) return { refused: 'atLeastOne' };
  return { choice: { ...choice, [key]: !isShown } };
}
