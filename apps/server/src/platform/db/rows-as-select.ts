import { getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/*
 * Drizzle's multi-row VALUES costs about 10 µs of CPU per value to build (a Param object and
 * several `is()` checks for each): a page of 50 store orders became five inserts of 1,200-1,400
 * values each, and building them was about a quarter of the ingestion's time (issue 37 item 6).
 * Here the rows travel as one JSON parameter that PostgreSQL expands with
 * json_populate_recordset into the table's own row type, so the statement is the same size for 1
 * or 500 rows and nothing is built per value. Use it as
 * `tx.insert(table).select(rowsAsSelect(table, rows))`: Drizzle still writes the column list,
 * and `onConflictDoUpdate` and `returning()` work as on `values()`. A table's insertable columns,
 * SQL defaults and select lists are worked out once per table (shapeOf), not on every call, and
 * rows are grouped without copying the group for each row.
 */

/** What a row may not carry here: an SQL expression as a value (use `values()` for those). */
export class RowsAsSelectError extends Error {}

const isJson = (column: PgColumn) =>
  column.columnType === 'PgJson' || column.columnType === 'PgJsonb';

/** A value as json_populate_recordset reads it back into the column's type. */
function wireValue(column: PgColumn, json: boolean, value: unknown): unknown {
  if (value === null) return null;
  if (typeof value === 'object' && is(value, SQL)) {
    throw new RowsAsSelectError(`${column.name}: an SQL value`);
  }
  // JSON columns take the value as it is (PostgreSQL reproduces it exactly); every other column
  // its driver value, which the column type's input function parses (dates as ISO text, arrays
  // as array literals, big integers as text).
  return json ? value : column.mapToDriverValue(value);
}

/**
 * The value of a column the row left out, as Drizzle's insert would give it: its default
 * function, else its update function when it has no default, else the column's default.
 */
function missingValue(column: PgColumn): { value: unknown } | { sql: SQL } {
  if (column.hasDefault && column.default === undefined && !column.defaultFn) {
    // A serial: its default lives only in the database, which a SELECT cannot ask for.
    throw new RowsAsSelectError(`${column.name}: a default only the database knows`);
  }
  const made =
    column.defaultFn?.() ?? (column.default === undefined ? column.onUpdateFn?.() : undefined);
  if (made !== undefined) return is(made, SQL) ? { sql: made } : { value: made };
  if (column.default === undefined) return { value: null };
  return is(column.default, SQL) ? { sql: column.default } : { value: column.default };
}

type Columns = [string, PgColumn][];

/** What rowsAsSelect needs of a table, worked out once per table (not per call or per row). */
type Shape = {
  /** The insertable columns, in the table's order, each with what the wire needs of it. */
  columns: { key: string; column: PgColumn; name: string; isJson: boolean }[];
  /** The columns whose missing value is SQL (now(), gen_random_uuid()), by key. */
  sqlDefaults: Map<string, SQL>;
  /** The columns a group selects, by which SQL-default columns its rows leave out. */
  selected: Map<string, SQL>;
};

const shapes = new WeakMap<PgTable, Shape>();

function shapeOf(table: PgTable): Shape {
  let shape = shapes.get(table);
  if (shape) return shape;
  const columns = (
    Object.entries(getTableColumns(table)).filter(
      // Generated columns are not written (Drizzle's own test, missing from its types).
      ([, column]) =>
        !(column as unknown as { shouldDisableInsert(): boolean }).shouldDisableInsert(),
    ) as Columns
  ).map(([key, column]) => ({ key, column, name: column.name, isJson: isJson(column) }));
  const sqlDefaults = new Map<string, SQL>();
  for (const { key, column } of columns) {
    const missing = missingValue(column);
    if ('sql' in missing) sqlDefaults.set(key, missing.sql);
  }
  shape = { columns, sqlDefaults, selected: new Map() };
  shapes.set(table, shape);
  return shape;
}

/**
 * The rows as a SELECT of every insertable column of the table, in the table's order (what
 * `insert().select()` asks for). A column a row leaves out takes what Drizzle's insert would
 * give it: a default function's or literal default's value travels in the JSON; an SQL default
 * (now(), gen_random_uuid()) stays SQL, so rows that differ in which of those they name are
 * selected in groups joined by UNION ALL (RETURNING then answers group by group).
 */
export function rowsAsSelect<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]): SQL {
  if (rows.length === 0) throw new RowsAsSelectError('no rows to insert');
  const shape = shapeOf(table);
  const sqlKeys = [...shape.sqlDefaults.keys()];
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of rows as readonly Record<string, unknown>[]) {
    let key = '';
    for (const name of sqlKeys) key += row[name] === undefined ? '0' : '1';
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const selects = [...groups].map(([key, group]) => groupSelect(table, shape, key, group));
  return selects.length === 1 ? selects[0]! : sql.join(selects, sql` union all `);
}

/** The select list of a group: each column from the JSON, or its SQL default (`key`: 0 there). */
function selectedOf(shape: Shape, key: string): SQL {
  let selected = shape.selected.get(key);
  if (selected) return selected;
  const sqlKeys = [...shape.sqlDefaults.keys()];
  const bySql = new Map(
    sqlKeys
      .flatMap((name, index) => (key[index] === '0' ? [name] : []))
      .map((name) => [name, shape.sqlDefaults.get(name)!]),
  );
  // Each named as its column, so the select can be filtered as a subquery by column.
  selected = sql.join(
    shape.columns.map(
      ({ key: column, name }) =>
        sql`${bySql.get(column) ?? sql`x.${sql.identifier(name)}`} as ${sql.identifier(name)}`,
    ),
    sql`, `,
  );
  shape.selected.set(key, selected);
  return selected;
}

/** Rows that name the same SQL-default columns: one json_populate_recordset. */
function groupSelect(
  table: PgTable,
  shape: Shape,
  key: string,
  rows: readonly Record<string, unknown>[],
): SQL {
  const fromJson = shape.columns.filter(
    ({ key: column }) => !shape.sqlDefaults.has(column) || rows[0]![column] !== undefined,
  );
  const wire = rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const { key: column, column: definition, name, isJson: json } of fromJson) {
      const value = row[column];
      if (value === undefined) {
        const missing = missingValue(definition);
        out[name] = wireValue(definition, json, 'value' in missing ? missing.value : null);
      } else {
        out[name] = wireValue(definition, json, value);
      }
    }
    return out;
  });
  return sql`select ${selectedOf(shape, key)}
    from json_populate_recordset(null::${table}, ${JSON.stringify(wire)}::json) as x`;
}

/**
 * rowsAsSelect, keeping only the rows whose `column` is among the ids `gate` selects: for a
 * data-modifying WITH query whose rows depend on what an earlier one of the same statement wrote
 * (its RETURNING), e.g. the lines of only those orders that were new.
 */
export function rowsAsSelectWhere<T extends PgTable>(
  table: T,
  rows: readonly T['$inferInsert'][],
  column: PgColumn,
  gate: SQL,
): SQL {
  return sql`select * from (${rowsAsSelect(table, rows)}) as r
    where r.${sql.identifier(column.name)} in (${gate})`;
}
