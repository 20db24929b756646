import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import {
  fromDrizzle,
  fromPglite,
  PgBoss,
  type ConstructorOptions,
  type Db as BossDb,
  type DrizzleTransactionLike,
} from 'pg-boss';
import type { Database, DbTx } from '../db';

/**
 * pg-boss (issue 17's "Scheduled and retried work") on the app's own database: through its PGlite
 * adapter on the embedded database (one connection, LISTEN/NOTIFY in process), and through the
 * app's pool on PostgreSQL, so it opens no connections of its own. pg-boss keeps its tables in
 * the `pgboss` schema and creates or migrates them at start.
 */
export function createBoss(
  database: Database,
  options: Omit<ConstructorOptions, 'db' | 'backend' | 'connectionString'> = {},
): PgBoss {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  const db: BossDb =
    database.driver === 'pglite' ? fromPglite(client as PGlite) : fromPool(client as pg.Pool);
  return new PgBoss({
    db,
    ...(database.driver === 'pglite' ? { backend: 'pglite' as const } : {}),
    ...options,
  });
}

/**
 * The app's pool as pg-boss's connection. A call without values may be several statements (its
 * locked `BEGIN ... COMMIT` blocks), sent by the simple protocol on one client; when one fails
 * the client is rolled back before it returns to the pool, so no later query finds it inside an
 * aborted transaction.
 */
function fromPool(pool: pg.Pool): BossDb {
  const rowsOf = (result: pg.QueryResult | pg.QueryResult[]) =>
    // node-postgres answers a multi-statement call with one result per statement.
    Array.isArray(result) ? { rows: result.flatMap((part) => part.rows ?? []) } : result;
  return {
    executeSql: async (text, values) => {
      if (values?.length) return pool.query(text, values);
      const client = await pool.connect();
      try {
        return rowsOf(await client.query(text));
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

/**
 * The caller's transaction as pg-boss's connection (`send(name, data, {db: inTransaction(tx)})`):
 * the job becomes visible at commit, and is never created when the transaction rolls back. On
 * PGlite it must be given: a query outside the open transaction would wait for it to end.
 */
export function inTransaction(tx: DbTx): BossDb {
  // Our Db type answers execute() as unknown; drizzle's rows are what pg-boss reads.
  return fromDrizzle(tx as unknown as DrizzleTransactionLike, sql);
}
