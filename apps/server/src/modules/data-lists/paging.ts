import { createHash } from 'node:crypto';
import type { DataListSort, ParsedDataListQuery } from '@platfox/domain';
import { asc, Column, desc, is, isNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { badRequest } from '../../platform/errors';
import { INVALID_QUERY } from './compile';
import type { ListColumn, ListModel } from './registry';

/**
 * Keyset (cursor) paging of the data lists. An answer's cursor names its page: the list and
 * filters it belongs to (a hash), whose it is, the page number and size, the sort keys of its
 * first and last rows, and its total. Sent back, the next page is the rows after the last key,
 * the previous one the rows before the first key: the index of the sort walks there at the same
 * cost at any depth, where an OFFSET reads and sorts every row before the page.
 *
 * The cursor is not signed: it only narrows the actor's own scope (always AND-ed on), and a key
 * value its column cannot take is refused by the database as bad input (a 400). Its total is
 * only ever shown back to the actor it was counted for.
 */

export const CURSOR_INVALID = 'The cursor is not valid';
export const CURSOR_FOREIGN = 'The cursor belongs to another list, filter or account';

/** A total is reused this long after it was counted; after that a page counts again. */
export const TOTAL_REUSE_MS = 10 * 60_000;

/** One key of the ORDER BY: the sort fields, then the id that makes the order total. */
export type SortKey = { column: ListColumn; direction: 'asc' | 'desc'; isNotNull: boolean };

const keyValue = z.string().max(400).nullable();
const cursorSchema = z.strictObject({
  v: z.literal(1),
  /** The model, a hash of the query's filters, sorts and zone, and the actor. */
  m: z.string().max(64),
  h: z.string().max(64),
  a: z.string().max(64),
  /** The page this cursor names and its size. */
  p: z.number().int().min(1),
  s: z.number().int().min(1),
  /** Sort keys (as text) of its first and last rows; empty when the page had none. */
  f: z.array(keyValue).max(6),
  l: z.array(keyValue).max(6),
  /** Its total, whether it was the estimate, and when it was counted (epoch ms). */
  t: z.number().int().min(0),
  e: z.boolean(),
  c: z.number().int(),
});
export type PageCursor = z.infer<typeof cursorSchema>;

export const encodeCursor = (cursor: PageCursor): string =>
  Buffer.from(JSON.stringify(cursor)).toString('base64url');

export function decodeCursor(text: string): PageCursor {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
  } catch {
    throw badRequest(INVALID_QUERY, { 'pagination.cursor': CURSOR_INVALID });
  }
}

/** What makes two requests the same list: everything but the page (the model is kept apart). */
export function queryHash(query: ParsedDataListQuery, sorting: readonly DataListSort[]): string {
  const shape = [
    query.filters,
    query.filterType,
    query.filtersRef,
    query.filterTypeRef,
    sorting,
    query.timezone,
  ];
  return createHash('sha256').update(JSON.stringify(shape)).digest('base64url').slice(0, 22);
}

/** The sort keys of a query (or the model's default), always ending on the id. */
export function sortKeysOf(
  model: ListModel,
  sorting: readonly DataListSort[],
  problems: Record<string, string>,
): SortKey[] {
  const wanted = sorting.length > 0 ? sorting : [model.defaultSort];
  const keys: SortKey[] = [];
  wanted.forEach((sort, index) => {
    const field = Object.hasOwn(model.fields, sort.field) ? model.fields[sort.field] : undefined;
    if (!field || !field.isSortable) {
      problems[`sorting.${index}.field`] = `Unknown sort field: ${sort.field}`;
      return;
    }
    keys.push({
      column: field.column,
      direction: sort.direction,
      isNotNull: isNotNull(model, field.column),
    });
  });
  const last = wanted.at(-1)?.direction ?? 'asc';
  keys.push({ column: model.id, direction: last, isNotNull: true });
  return keys;
}

/**
 * A column of the model's own table declared NOT NULL; a joined table's column may still read
 * null through a left join, and an expression is not known, so both count as nullable.
 */
function isNotNull(model: ListModel, column: ListColumn): boolean {
  return is(column, Column) && column.notNull && column.table === model.countTable;
}

export const orderOf = (keys: readonly SortKey[], isReversed = false): SQL[] =>
  keys.map((key) => {
    const isAsc = (key.direction === 'asc') !== isReversed;
    return isAsc ? asc(key.column) : desc(key.column);
  });

/** The sort keys as text, selected beside the row: a cursor's boundary, to the microsecond. */
export const keySelection = (keys: readonly SortKey[]): Record<string, SQL.Aliased> =>
  Object.fromEntries(
    keys.map((key, index) => [
      `__key${index}`,
      sql<string | null>`(${key.column})::text`.as(`__key${index}`),
    ]),
  );

export const keysOfRow = (row: Record<string, unknown>, count: number): (string | null)[] =>
  Array.from({ length: count }, (_, index) => {
    const value = row[`__key${index}`];
    return value === null || value === undefined ? null : String(value);
  });

/**
 * The row without its sort keys (and the small count a first page reads beside them: `__total`,
 * built-pages.ts): every field the list adds is named `__`. Copied field by field rather than spread and deleted from: an
 * object that loses properties turns into a slow dictionary object, and every row of every page
 * went through here and then through JSON.stringify (issue 16).
 */
export function withoutKeys(row: Record<string, unknown>, count: number): Record<string, unknown> {
  if (count === 0) return row;
  const plain: Record<string, unknown> = {};
  for (const field in row) if (!field.startsWith('__')) plain[field] = row[field];
  return plain;
}

/** How a page is read: after a boundary (keyset, maybe reversed) or at an offset. */
export type PagePlan =
  { kind: 'offset'; offset: number } | { kind: 'keyset'; after: SQL; isReversed: boolean };

/**
 * The rows after `boundary` in the order of the keys (`isReversed`: before it, for the previous
 * page read backwards), or null when keyset cannot say it: several sorts, or a null boundary.
 * One sort field and the id share a direction, so a row comparison says it and an index on
 * (field, id) answers it; NULLs sort last ascending and first descending, as PostgreSQL does.
 */
export function keysetCondition(
  keys: readonly SortKey[],
  boundary: readonly (string | null)[],
  options: { isReversed: boolean; isInclusive: boolean },
): SQL | null {
  if (keys.length !== 2 || boundary.length !== 2) return null;
  const [field, id] = keys as [SortKey, SortKey];
  const [value, idValue] = boundary;
  if (value === null || value === undefined || idValue === null || idValue === undefined) {
    return null;
  }
  const isAscending = (field.direction === 'asc') !== options.isReversed;
  const operator = sql.raw(
    isAscending ? (options.isInclusive ? '>=' : '>') : options.isInclusive ? '<=' : '<',
  );
  const compared = sql`(${field.column}, ${id.column}) ${operator} (${value}, ${idValue})`;
  // Ascending, NULLs come after every value: they follow the boundary too.
  return isAscending && !field.isNotNull ? (or(compared, isNull(field.column)) as SQL) : compared;
}

/** Whether a cursor may be used for this request: the same list, filters and account. */
export function checkCursor(
  cursor: PageCursor,
  expected: { model: string; hash: string; actorId: string },
): void {
  if (cursor.m !== expected.model || cursor.h !== expected.hash || cursor.a !== expected.actorId) {
    throw badRequest(INVALID_QUERY, { 'pagination.cursor': CURSOR_FOREIGN });
  }
}

/** How to read `page` given the cursor of the page the user is on (if any). */
export function planPage(
  keys: readonly SortKey[],
  page: number,
  pageSize: number,
  cursor: PageCursor | null,
): PagePlan {
  const offset = { kind: 'offset', offset: (page - 1) * pageSize } as const;
  if (!cursor || cursor.s !== pageSize || page === 1) return offset;
  const moves: [number, readonly (string | null)[], boolean, boolean][] = [
    [cursor.p + 1, cursor.l, false, false],
    [cursor.p - 1, cursor.f, true, false],
    [cursor.p, cursor.f, false, true],
  ];
  for (const [target, boundary, isReversed, isInclusive] of moves) {
    if (target !== page || boundary.length === 0) continue;
    const after = keysetCondition(keys, boundary, { isReversed, isInclusive });
    if (after) return { kind: 'keyset', after, isReversed };
  }
  return offset;
}

/** A database refusal of a value (SQLSTATE class 22: a cursor key its column cannot take). */
export function isDataException(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 4; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('22')) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
