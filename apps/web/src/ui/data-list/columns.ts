import type { ColumnKind, DataListColumn } from './types';

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

type KindSource = Pick<DataListColumn, 'key' | 'typeShow' | 'display' | 'kind' | 'isShowCopyIcon'>;

/**
 * A column's kind: its own, else what its declaration says: a time is a date, money is money, a
 * composite order status or a field named status is a status, the row's id is an id, numbers,
 * flags and images are numbers, a text one copies is a code ("PF-LOGO-TEE" is not cut at its
 * hyphens); the rest is text.
 */
export function columnKindOf(column: KindSource): ColumnKind {
  if (column.kind) return column.kind;
  if (column.typeShow === 'time') return 'date';
  if (column.display === 'money') return 'money';
  if (column.display === 'orderStatus' || column.key === 'status') return 'status';
  if (column.key === 'id') return 'id';
  if (['int', 'boolean', 'checkbox', 'image'].includes(column.typeShow)) return 'number';
  if (column.isShowCopyIcon) return 'code';
  return 'text';
}

/** Kinds that keep to one line and take only their content's width; text takes what is left. */
export const isFitKind = (kind: ColumnKind) => kind !== 'text';

/** The kinds of the phone card's key facts when a list marks none, in the card's order. */
const DEFAULT_KEY_FACT_KINDS: readonly ColumnKind[] = ['id', 'status', 'money', 'date'];

/**
 * The row's key facts among the shown columns, for the phone card: the columns marked isKeyFact
 * when the list marks any, else the first id, status, money and date column; a list with none of
 * those shows its first three columns.
 */
export function keyFactColumns<TColumn extends KindSource & Pick<DataListColumn, 'isKeyFact'>>(
  shown: readonly TColumn[],
  all: readonly TColumn[] = shown,
): TColumn[] {
  if (all.some((column) => column.isKeyFact)) {
    return shown.filter((column) => column.isKeyFact);
  }
  const facts = DEFAULT_KEY_FACT_KINDS.flatMap((kind) => {
    const first = shown.find((column) => columnKindOf(column) === kind);
    return first ? [first] : [];
  });
  return facts.length > 0 ? facts : shown.slice(0, 3);
}

/** What a phone card shows where: a title line, the key facts, the rest on demand. */
export type CardParts<TColumn> = { title?: TColumn; facts: TColumn[]; others: TColumn[] };

/**
 * The parts of a phone card: the title is the column that links to the row (its name) when that
 * is not a key fact, else the id when the id is one (shown without its label then); the other
 * shown columns open under the facts.
 */
export function cardParts<TColumn extends KindSource>(
  shown: readonly TColumn[],
  keyFacts: readonly TColumn[],
): CardParts<TColumn> {
  const link = shown.find((column) => column.display === 'link' && !keyFacts.includes(column));
  const id = keyFacts.find((column) => columnKindOf(column) === 'id');
  const title = link ?? id;
  const facts = keyFacts.filter((column) => column !== title);
  const others = shown.filter((column) => column !== title && !keyFacts.includes(column));
  return { title, facts, others };
}
