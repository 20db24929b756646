import { sql, type Query, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db, DbTx } from './index';

/** What of Drizzle's internals a named statement is run through (a Drizzle upgrade must keep it). */
export type DrizzleInternals = {
  dialect: { sqlToQuery: (query: SQL) => Query };
  _: {
    session: {
      prepareQuery: (
        query: Query,
        fields: undefined,
        name: string | undefined,
        isResponseInArrayMode: boolean,
      ) => { execute: () => Promise<unknown> };
    };
  };
};

/**
 * The names given to the statements' texts in this process. A statement of the same shape (a
 * placement of one line, of two...) has the same text with other values, so PostgreSQL can keep
 * it parsed and planned per connection (a named statement) instead of parsing, analysing and
 * planning its dozen data-modifying WITH queries on every call. Each connection keeps what it
 * prepared until it closes, so only the first NAMED_TEXTS_KEPT shapes are named; any other runs
 * unnamed, as before.
 */
const NAMED_TEXTS_KEPT = 16;
const namesByText = new Map<string, string>();

function nameOf(text: string): string | undefined {
  let name = namesByText.get(text);
  if (!name && namesByText.size < NAMED_TEXTS_KEPT) {
    name = `write_together_${namesByText.size + 1}`;
    namesByText.set(text, name);
  }
  return name;
}

/** Runs a statement built here as a named statement when its shape has a name (nameOf). */
async function run(db: Db | DbTx, statement: SQL): Promise<unknown> {
  const internals = db as unknown as DrizzleInternals;
  const query = internals.dialect.sqlToQuery(statement);
  return internals._.session.prepareQuery(query, undefined, nameOf(query.sql), false).execute();
}

/**
 * Runs a statement of the caller's, named as writeTogether names its own (one name per text,
 * while names are left), answering its rows: for a statement run often whose text only varies
 * with its shape, every value a parameter (a store's page of new orders, arrivals.ts).
 */
export async function runNamed<Row>(db: Db | DbTx, statement: SQL): Promise<Row[]> {
  return rowsOf<Row>(await run(db, statement));
}

/**
 * Runs several writes (Drizzle insert, update or delete builders, not awaited) as one statement,
 * each a data-modifying WITH query: one round trip instead of one per write. On a loopback
 * connection every statement costs about a third of a millisecond of CPU between the server and
 * PostgreSQL, which is what limits placements and scans per second.
 *
 * The writes share one snapshot, so none may read what another writes (give rows their ids up
 * front instead of reading them back); foreign keys are checked at the end of the statement, so
 * an order and its items may go together. A failing write fails them all.
 *
 * `reads` (scalar subqueries, by column name) are answered in the same statement, from the same
 * snapshot: they see the database as it was before these writes, never the writes themselves.
 * A check the caller must pass before its transaction commits can ride along this way (the
 * ledger's reserve and idempotency key, read after the balance lock): on a refusal the caller
 * throws, and the transaction's rollback takes the writes back.
 */
export async function writeTogether<Row extends Record<string, unknown> = Record<string, never>>(
  db: Db | DbTx,
  writes: readonly SQLWrapper[],
  reads?: TogetherReads<Row>,
): Promise<Row> {
  if (writes.length === 0 && Object.keys(reads ?? {}).length === 0) return {} as Row;
  return firstRow<Row>(await run(db, togetherSql(writes, reads)));
}

/** The reads of writeTogether's statement: scalar subqueries, by column name. */
export type TogetherReads<Row> = { readonly [Column in keyof Row]: SQL<Row[Column]> };

/** writeTogether's statement: the writes as data-modifying WITH queries, selecting the reads. */
export function togetherSql<Row>(writes: readonly SQLWrapper[], reads?: TogetherReads<Row>): SQL {
  const parts = writes.map((write, index) => sql`${sql.raw(`w${index}`)} as (${write.getSQL()})`);
  const columns = Object.entries(reads ?? {}).map(
    ([name, read]) => sql`(${read as SQL}) as ${sql.identifier(name)}`,
  );
  const selected = columns.length > 0 ? sql.join(columns, sql`, `) : sql`1`;
  if (parts.length === 0) return sql`select ${selected}`;
  return sql`with ${sql.join(parts, sql`, `)} select ${selected}`;
}

/**
 * The rows of a raw statement's answer (db.execute) on either driver: both answer `{ rows }`; an
 * answer that is already an array is taken as the rows.
 */
export function rowsOf<Row>(result: unknown): Row[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Row[];
}

/** The first row of a raw statement's answer, on either driver. */
export function firstRow<Row>(result: unknown): Row {
  return rowsOf<Row>(result)[0]!;
}
