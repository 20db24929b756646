import { is, Param, Placeholder, SQL, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db, DbTx } from './index';
import { firstRow, togetherSql, type DrizzleInternals, type TogetherReads } from './write-together';

/** A value, or its placeholder in a statement built once per shape. */
export type Bound<T> = T | SQL | Placeholder;

/**
 * A row as a shaped statement's build sees it: each value given (null too) is a placeholder, each
 * value left undefined is absent, so Drizzle writes the column's default, as for the row.
 */
export type BoundRow<Row> = { [Key in keyof Row]: Bound<Row[Key]> };

/**
 * The values of one run of a shaped statement, and its shape: which values are given and which
 * are absent. The build of a shape sees only placeholders, never a value, so its text depends on
 * the shape alone; `key` names the shape. A null is a value like any other (an order's address
 * with or without a phone is one shape), bound as Drizzle binds a null: without the encoder.
 */
export class StatementValues {
  readonly values: Record<string, unknown> = {};
  private shape = '';

  get key(): string {
    return this.shape;
  }

  /** A part of the statement's shape that is not a value (a hook's subscribers, a branch taken). */
  mark(part: string): void {
    this.shape += `<${part}>`;
  }

  /** One value by name: its placeholder. */
  value<T>(name: string, value: T): T | SQL | Placeholder {
    if (value !== null && typeof value === 'object' && is(value, SQL)) {
      throw new Error(`${name}: a shaped statement is given values, not SQL`);
    }
    this.shape += `${name};`;
    this.values[name] = value;
    return sql.placeholder(name);
  }

  /** A row by name (each of its values as `value` gives it); an undefined value is left out. */
  row<Row extends Record<string, unknown>>(name: string, row: Row): BoundRow<Row> {
    const bound: Record<string, unknown> = {};
    this.shape += '{';
    for (const column in row) {
      const value = row[column];
      if (value !== undefined) bound[column] = this.value(`${name}_${column}`, value);
    }
    this.shape += '}';
    return bound as BoundRow<Row>;
  }

  rows<Row extends Record<string, unknown>>(name: string, rows: readonly Row[]): BoundRow<Row>[] {
    return rows.map((row, index) => this.row(`${name}${index}`, row));
  }
}

/**
 * How each parameter of a built statement takes its value: by its placeholder's name, through the
 * column's encoder when it has one (a value for a column), except a null, which goes as it is, as
 * Drizzle binds a null value (a date's or a JSON column's encoder cannot take one). Anything else
 * (a value the build took from elsewhere) would be frozen into the shape: refused.
 */
type Binding = { name: string; encoder: { mapToDriverValue(value: unknown): unknown } | null };

function bindingOf(param: unknown, index: number, statement: string): Binding {
  if (is(param, Placeholder)) return { name: param.name, encoder: null };
  if (is(param, Param) && is(param.value, Placeholder)) {
    return { name: param.value.name, encoder: param.encoder };
  }
  throw new Error(`${statement}: parameter $${index + 1} is a value, not a placeholder`);
}

function bind(bindings: readonly Binding[], values: Record<string, unknown>): unknown[] {
  return bindings.map(({ name, encoder }) => {
    if (!(name in values)) throw new Error(`No value for placeholder "${name}" was provided`);
    const value = values[name];
    return value === null || !encoder ? value : encoder.mapToDriverValue(value);
  });
}

type Built = { sql: string; bindings: Binding[]; name: string | undefined };

/**
 * The named shapes of this process, counted across every shaped statement: a connection keeps
 * one text per name, so no two shapes (of one statement or of two) may share a name.
 */
let namedShapes = 0;

/**
 * writeTogether's statement (several writes as data-modifying WITH queries, and reads) built once
 * per shape instead of on every call: a placement's statement is a hundred values over six
 * tables, and building it through Drizzle's query builders was about a fifth of the server's CPU
 * per placement. Each run only binds its values (`StatementValues`); the first KEPT shapes of a
 * process are kept and run as named statements (parsed and planned once per connection), any
 * other shape is built for its call and run unnamed.
 *
 * `build` makes the writes and reads from the bound values alone. A value it took from elsewhere
 * would be frozen into the shape's statement for every later run: a parameter that is not a
 * placeholder is refused when the shape is built, so such a mistake fails its first run.
 */
export function shapedTogether<Row extends Record<string, unknown>>(name: string, kept = 16) {
  const shapes = new Map<string, Built>();
  return async (
    db: Db | DbTx,
    values: StatementValues,
    build: () => { writes: readonly SQLWrapper[]; reads: TogetherReads<Row> },
  ): Promise<Row> => {
    const internals = db as unknown as DrizzleInternals;
    let built = shapes.get(values.key);
    if (!built) {
      const { writes, reads } = build();
      const query = internals.dialect.sqlToQuery(togetherSql(writes, reads));
      built = {
        sql: query.sql,
        bindings: query.params.map((param, index) => bindingOf(param, index, name)),
        name: shapes.size < kept ? `${name}_${(namedShapes += 1)}` : undefined,
      };
      if (built.name) shapes.set(values.key, built);
    }
    const query = { sql: built.sql, params: bind(built.bindings, values.values) };
    const prepared = internals._.session.prepareQuery(query, undefined, built.name, false);
    return firstRow<Row>(await prepared.execute());
  };
}
