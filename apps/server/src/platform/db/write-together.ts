import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db, DbTx } from './index';

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
  reads?: { readonly [Column in keyof Row]: SQL<Row[Column]> },
): Promise<Row> {
  const parts = writes.map((write, index) => sql`${sql.raw(`w${index}`)} as (${write.getSQL()})`);
  const columns = Object.entries(reads ?? {}).map(
    ([name, read]) => sql`(${read as SQL}) as ${sql.identifier(name)}`,
  );
  if (columns.length === 0 && parts.length === 0) return {} as Row;
  const selected = columns.length > 0 ? sql.join(columns, sql`, `) : sql`1`;
  if (parts.length === 0) return firstRow<Row>(await db.execute(sql`select ${selected}`));
  return firstRow<Row>(await db.execute(sql`with ${sql.join(parts, sql`, `)} select ${selected}`));
}

/** The first row of a raw statement's answer, on either driver (both answer `{ rows }`). */
function firstRow<Row>(result: unknown): Row {
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return rows[0] as Row;
}
