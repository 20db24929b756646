import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { findUp } from '../paths';

/** One type for both drivers: services never know which one they run on. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type DbTx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbDriver = 'pglite' | 'postgres';
export { writeTogether } from './write-together';
export { preparedPer } from './prepared';

export type Database = {
  db: Db;
  driver: DbDriver;
  migrate: () => Promise<void>;
  /** Milliseconds of one `select 1` round trip on the driver itself, below the ORM. */
  ping: () => Promise<number>;
  close: () => Promise<void>;
};

export type DatabaseOptions =
  /** PGlite in a folder, or in memory when dataDir is undefined. */
  | { driver: 'pglite'; dataDir: string | undefined; template?: string | undefined }
  | { driver: 'postgres'; url: string; poolSize?: number };

function migrationsFolder(): string {
  const folder = findUp(import.meta.dirname, 'drizzle/meta/_journal.json');
  if (!folder) throw new Error('Database migrations not found (drizzle/meta/_journal.json)');
  return path.dirname(path.dirname(folder));
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 20 });
    // An idle client can lose its connection (server restart, a terminated backend). Without a
    // listener that error would crash the process; the pool replaces the client on next use.
    pool.on('error', (err) => console.error(`PostgreSQL idle connection lost: ${err.message}`));
    const db = drizzlePg(pool);
    return {
      db: db as unknown as Db,
      driver: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: migrationsFolder() }),
      ping: () => timed(() => pool.query('select 1')),
      close: () => pool.end(),
    };
  }
  const client = await openPglite(options.dataDir, options.template);
  const db = drizzlePglite(client);
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    ping: () => timed(() => client.query('select 1')),
    close: () => client.close(),
  };
}

async function timed(query: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await query();
  return performance.now() - started;
}

/**
 * Extensions the migrations create (pg_trgm: trigram indexes for "contains" filters; btree_gin:
 * a plain column beside them in one GIN index); PostgreSQL ships them in contrib, PGlite loads
 * them with the client.
 */
const PGLITE_EXTENSIONS: PGliteOptions['extensions'] = { btree_gin, pg_trgm };

/**
 * A new PGlite data folder normally costs an initdb of about 3 s. When the build left a template
 * (an initialised, migrated data folder as a tarball), a new folder is unpacked from it instead.
 */
async function openPglite(
  dataDir: string | undefined,
  template: string | undefined,
): Promise<PGlite> {
  if (!dataDir) {
    // In memory (tests): from the template when there is one, else a fresh initdb.
    return PGlite.create({
      extensions: PGLITE_EXTENSIONS,
      ...(template && existsSync(template)
        ? { loadDataDir: new Blob([readFileSync(template)]) }
        : {}),
    });
  }
  const isNew = !existsSync(path.join(dataDir, 'PG_VERSION'));
  mkdirSync(dataDir, { recursive: true });
  if (isNew && template && existsSync(template)) {
    return PGlite.create({
      dataDir,
      loadDataDir: new Blob([readFileSync(template)]),
      extensions: PGLITE_EXTENSIONS,
    });
  }
  return PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS });
}

/** Writes the template a new embedded database is unpacked from (see openPglite). */
export async function writePgliteTemplate(file: string): Promise<void> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
  const dump = await client.dumpDataDir('gzip');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
}

/** Whether a failed query carries a PostgreSQL error code, on either driver (Drizzle wraps it). */
function hasErrorCode(error: unknown, code: string): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** A unique constraint refused the write (23505). */
export const isUniqueViolation = (error: unknown): boolean => hasErrorCode(error, '23505');
/** A foreign key refused the write or delete (23503). */
export const isForeignKeyViolation = (error: unknown): boolean => hasErrorCode(error, '23503');
