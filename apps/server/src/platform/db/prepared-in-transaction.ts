import * as drizzle from 'drizzle-orm';
import type { Query, SQL } from 'drizzle-orm';
import type { DbTx } from './index';

type OrderedFields = { path: string[]; field: unknown }[];
/** Drizzle's own flattening of a selection into the row's column order (exported, not typed). */
const orderSelectedFields = (
  drizzle as unknown as { orderSelectedFields: (fields: Record<string, unknown>) => OrderedFields }
).orderSelectedFields;

/** What Drizzle keeps of a built select: its SQL with placeholders and how to map its rows. */
type Built = {
  query: Query;
  fields: OrderedFields;
  joinsNotNullableMap: Record<string, boolean>;
};

/** The parts of Drizzle's select and session this reads; they are not in its typed surface. */
type SelectInternals = {
  toSQL: () => Query;
  _: { config: { fields: Record<string, unknown> } };
  joinsNotNullableMap: Record<string, boolean>;
};
type PreparedRun<Row> = {
  joinsNotNullableMap?: Record<string, boolean>;
  execute: (values: Record<string, unknown>) => Promise<Row[]>;
};
type SessionInternals = {
  _: {
    session: {
      prepareQuery: <Row>(
        query: Query,
        fields: Built['fields'],
        name: string,
        isResponseInArrayMode: boolean,
      ) => PreparedRun<Row>;
    };
  };
};

/**
 * A select run inside transactions whose SQL Drizzle builds once per process, not per call, and
 * that PostgreSQL parses and plans once per connection (a named statement). preparedPer does the
 * same outside transactions; Drizzle's own `.prepare()` binds a statement to the connection it
 * was built on, so a transaction's statement was rebuilt on every call: for a scan's look-up, with
 * its two tables' every column, that was about a fifth of the server's CPU per scan.
 *
 * `build` gives a Drizzle select (not awaited) and must put every varying value in a `sql.placeholder(name)`; the values are given per run.
 * The rows come mapped as the select's own `await` would map them.
 */
export function preparedInTransaction<Rows extends readonly unknown[]>(
  name: string,
  build: (tx: DbTx) => PromiseLike<Rows>,
): (tx: DbTx, values: Record<string, unknown>) => Promise<Rows> {
  let built: Built | undefined;
  return (tx, values) => {
    if (!built) {
      const select = build(tx) as unknown as SelectInternals;
      built = {
        query: select.toSQL(),
        fields: orderSelectedFields(select._.config.fields),
        joinsNotNullableMap: select.joinsNotNullableMap,
      };
    }
    const prepared = (tx as unknown as SessionInternals)._.session.prepareQuery<Rows[number]>(
      built.query,
      built.fields,
      name,
      true,
    );
    prepared.joinsNotNullableMap = built.joinsNotNullableMap;
    return prepared.execute(values) as Promise<unknown> as Promise<Rows>;
  };
}

type DialectInternals = { dialect: { sqlToQuery: (query: SQL) => Query } };

/**
 * The same for a statement written as SQL (a CTE Drizzle's builders cannot say): built once per
 * process, parsed and planned once per connection; every varying value a `sql.placeholder(name)`.
 * The rows come as the driver answers them, keyed by the statement's column names.
 */
export function preparedSqlInTransaction<Row>(
  name: string,
  build: (tx: DbTx) => SQL,
): (tx: DbTx, values: Record<string, unknown>) => Promise<Row[]> {
  let query: Query | undefined;
  return async (tx, values) => {
    query ??= (tx as unknown as DialectInternals).dialect.sqlToQuery(build(tx));
    const prepared = (tx as unknown as SessionInternals)._.session.prepareQuery<never>(
      query,
      undefined as unknown as Built['fields'],
      name,
      false,
    );
    const result = (await prepared.execute(values)) as unknown as { rows: Row[] };
    return result.rows;
  };
}
