import {
  ADMIN_PERMISSION_SUFFIXES,
  PERMISSION_BATCH_SIZE,
  permissionPairsToStrings,
  permissionStringsToPairs,
  type PermissionPair,
} from '@platfox/domain';

/** A column of the matrix: what may be done in an area. */
export type MatrixAction = (typeof ADMIN_PERMISSION_SUFFIXES)[number];
export const MATRIX_ACTIONS: readonly MatrixAction[] = ADMIN_PERMISSION_SUFFIXES;

/** A row of the matrix as GET apps/permissions-for answers it: an area and the actions it has. */
export type MatrixRow = { permission: string; actions: readonly MatrixAction[] };

/** Granted permissions as strings, `<AREA>_<ACTION>` (spec 01 section 3). */
export type Grants = ReadonlySet<string>;

export const permissionOf = (area: string, action: MatrixAction) => `${area}_${action}`;

/** Pairs {permission: area, actions} as permission strings, sorted, without repeats. */
export const pairsToStrings = (pairs: readonly PermissionPair[]): string[] =>
  permissionPairsToStrings(pairs);

/**
 * Strings as pairs, one per area with at least one action, actions in column order. With `rows`,
 * only what the matrix offers is kept, in the rows' order (so a stale permission of an area that
 * no longer exists is not sent back).
 */
export function stringsToPairs(
  strings: Iterable<string>,
  rows?: readonly MatrixRow[],
): PermissionPair[] {
  const byArea = new Map(
    permissionStringsToPairs([...strings]).map((pair) => [pair.permission, new Set(pair.actions)]),
  );
  const areas = rows ? rows.map((row) => row.permission) : [...byArea.keys()];
  const offered = new Map(rows?.map((row) => [row.permission, new Set(row.actions)]));
  return areas.flatMap((area) => {
    const granted = byArea.get(area);
    if (!granted) return [];
    const allowed = offered.get(area);
    const actions = MATRIX_ACTIONS.filter(
      (action) => granted.has(action) && (!allowed || allowed.has(action)),
    );
    return actions.length > 0 ? [{ permission: area, actions }] : [];
  });
}

export function toggleCell(grants: Grants, area: string, action: MatrixAction): Set<string> {
  const next = new Set(grants);
  const value = permissionOf(area, action);
  if (next.has(value)) next.delete(value);
  else next.add(value);
  return next;
}

export type ToggleState = 'all' | 'some' | 'none';

function stateOf(values: readonly string[], grants: Grants): ToggleState {
  const granted = values.filter((value) => grants.has(value)).length;
  if (granted === 0) return 'none';
  return granted === values.length ? 'all' : 'some';
}

const rowValues = (row: MatrixRow) =>
  row.actions.map((action) => permissionOf(row.permission, action));
const columnValues = (rows: readonly MatrixRow[], action: MatrixAction) =>
  rows
    .filter((row) => row.actions.includes(action))
    .map((row) => permissionOf(row.permission, action));

export const rowState = (grants: Grants, row: MatrixRow) => stateOf(rowValues(row), grants);
export const columnState = (grants: Grants, rows: readonly MatrixRow[], action: MatrixAction) =>
  stateOf(columnValues(rows, action), grants);

function setAll(grants: Grants, values: readonly string[], isOn: boolean): Set<string> {
  const next = new Set(grants);
  for (const value of values) {
    if (isOn) next.add(value);
    else next.delete(value);
  }
  return next;
}

/** A row's toggle: everything on, unless everything already is, then everything off. */
export function toggleRow(grants: Grants, row: MatrixRow): Set<string> {
  return setAll(grants, rowValues(row), rowState(grants, row) !== 'all');
}

export function toggleColumn(
  grants: Grants,
  rows: readonly MatrixRow[],
  action: MatrixAction,
): Set<string> {
  return setAll(grants, columnValues(rows, action), columnState(grants, rows, action) !== 'all');
}

/**
 * Uploads are split into batches of 100 pairs (spec 03 section 3.1). There is always at least one
 * batch: the first replaces what the user had, so an empty first batch clears every permission.
 */
export function inBatches<T>(items: readonly T[], size = PERMISSION_BATCH_SIZE): T[][] {
  if (items.length === 0) return [[]];
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    batches.push(items.slice(start, start + size));
  }
  return batches;
}

export type PermissionBatch = { isFirstBatch: boolean; items: PermissionPair[] };

/** Sends the pairs batch after batch, reporting how many batches are done. Stops at a failure. */
export async function uploadInBatches(
  pairs: readonly PermissionPair[],
  send: (batch: PermissionBatch) => Promise<unknown>,
  onProgress: (done: number, total: number) => void = () => undefined,
): Promise<void> {
  const batches = inBatches(pairs);
  onProgress(0, batches.length);
  for (const [index, items] of batches.entries()) {
    await send({ isFirstBatch: index === 0, items });
    onProgress(index + 1, batches.length);
  }
}
