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
    database.driver === 'pglite'
      ? fromPglite(client as PGlite)
      : {
          // Without values a call may be several statements (pg-boss's locked migrations): the pool
          // sends those by the simple protocol; node-postgres answers an array, one per statement.
          executeSql: async (text, values) => {
            const result = await (client as pg.Pool).query(text, values);
            return Array.isArray(result)
              ? { rows: (result as pg.QueryResult[]).flatMap((part) => part.rows ?? []) }
              : result;
          },
        };
  return new PgBoss({
    db,
    ...(database.driver === 'pglite' ? { backend: 'pglite' as const } : {}),
    ...options,
  });
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
