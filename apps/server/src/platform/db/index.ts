import {
  constants,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { spawnSync } from 'node:child_process';
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
import { lockDataDir } from './folder-lock';
import { asPglite, PgliteThread } from './pglite-thread';
import { retryReadsOnEndedConnection } from './lost-connection';
import { listenOnPglite, listenOnPostgres, type Listening, type ListenHandlers } from './notify';

/** One type for both drivers: services never know which one they run on. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type DbTx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbDriver = 'pglite' | 'postgres';
export { rowsOf, runNamed, writeTogether } from './write-together';
export { rowsAsSelect, rowsAsSelectWhere } from './rows-as-select';
export { preparedPer } from './prepared';
export { isDatabaseUnavailable } from './unavailable';
export { isForeignKeyViolation, isTransactionConflict, isUniqueViolation } from './error-codes';
export { retryingConflicts } from './conflict-retry';
export type { ListenHandlers, Listening } from './notify';

export type Database = {
  db: Db;
  /**
   * The same database for the statements a request's answer waits for and nothing else (a store
   * webhook's acknowledgement, issue 37 item 5). On PGlite, whose one connection runs one turn at
   * a time, each of its statements takes the next turn, ahead of queued background work
   * (pglite-thread.ts); on PostgreSQL it is `db` (every statement has a connection of its own).
   */
  ahead: Db;
  driver: DbDriver;
  /** Applies the migrations; on PostgreSQL one process at a time (an advisory lock). */
  migrate: () => Promise<void>;
  /** Whether migrate() has finished in this process (readiness). */
  isMigrated: () => boolean;
  /** Milliseconds of one `select 1` round trip on the driver itself, below the ORM. */
  ping: () => Promise<number>;
  /**
   * Hears the NOTIFYs of `channel` (platform/db/notify.ts): on PostgreSQL from every process on
   * the database, on a connection of its own. Stopped by close().
   */
  listen: (channel: string, handlers: ListenHandlers) => Promise<Listening>;
  close: () => Promise<void>;
};

/** What each driver does its own way; `databaseOf` makes the rest the same for both. */
type DriverParts = {
  migrate: () => Promise<void>;
  /** One `select 1` on the driver itself, below the ORM (ping). */
  selectOne: () => Promise<unknown>;
  listen: (channel: string, handlers: ListenHandlers) => Listening | Promise<Listening>;
  /** Closes the driver; the listeners opened on it are stopped before. */
  close: () => Promise<void>;
};

/**
 * The database over either driver: whether migrate() has finished is kept for readiness, and
 * close() stops the listeners opened on it first.
 */
function databaseOf(db: Db, driver: DbDriver, parts: DriverParts, ahead = db): Database {
  let isMigrated = false;
  const open = new Set<Listening>();
  return {
    db,
    ahead,
    driver,
    migrate: async () => {
      await parts.migrate();
      isMigrated = true;
    },
    isMigrated: () => isMigrated,
    ping: () => timed(parts.selectOne),
    listen: async (channel, handlers) => {
      const listening = await parts.listen(channel, handlers);
      open.add(listening);
      return {
        stop: async () => {
          open.delete(listening);
          await listening.stop();
        },
      };
    },
    close: async () => {
      await Promise.all([...open].map((listening) => listening.stop()));
      await parts.close();
    },
  };
}

export type DatabaseOptions =
  /**
   * PGlite in a folder, or in memory when dataDir is undefined. A new database starts from the
   * template when there is one: a migrated data folder, or the same as a tarball.
   */
  | {
      driver: 'pglite';
      dataDir: string | undefined;
      template?: string | undefined;
      /** PostgreSQL's shared_buffers (e.g. "32MB"); PGlite's own default is 128MB. */
      sharedBuffers?: string | undefined;
    }
  | { driver: 'postgres'; url: string; poolSize?: number };

function migrationsFolder(): string {
  const folder = findUp(import.meta.dirname, 'drizzle/meta/_journal.json');
  if (!folder) throw new Error('Database migrations not found (drizzle/meta/_journal.json)');
  return path.dirname(path.dirname(folder));
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.driver === 'postgres') {
    // A database that does not answer (a network cut, a host gone) fails a request after 10 s
    // with 503 instead of holding it for as long as the caller waits.
    const connection = { connectionString: options.url, connectionTimeoutMillis: 10_000 };
    const pool = new pg.Pool({ ...connection, max: options.poolSize ?? 20 });
    retryReadsOnEndedConnection(pool, connection);
    // A connection can be lost at any time (a restart, pg_terminate_backend). A client that is idle
    // in the pool reports it through the pool, a client checked out (inside a transaction, or held
    // by pg-boss between statements) through itself: without a listener on each, the 'error'
    // event would end the process. The query under way fails (503, isDatabaseUnavailable), the
    // broken client is discarded when released, and the pool opens a new one on next use.
    const onLost = (err: Error) => console.error(`PostgreSQL connection lost: ${err.message}`);
    pool.on('error', onLost);
    pool.on('connect', (client) => client.on('error', onLost));
    return databaseOf(drizzlePg(pool) as unknown as Db, 'postgres', {
      migrate: () => migrateUnderLock(pool),
      selectOne: () => pool.query('select 1'),
      listen: (channel, handlers) => listenOnPostgres(options.url, channel, handlers),
      close: () => pool.end(),
    });
  }
  const folderLock = options.dataDir ? await lockDataDir(options.dataDir) : undefined;
  const client = await openPglite(options).catch(async (error: unknown) => {
    await folderLock?.release();
    throw error;
  });
  const db = drizzlePglite(asPglite(client));
  const ahead = drizzlePglite(asPglite(client.ahead)) as unknown as Db;
  return databaseOf(
    db as unknown as Db,
    'pglite',
    {
      migrate: async () => {
        if (!(await isUpToDate((text) => client.query(text)))) {
          await migratePglite(db, { migrationsFolder: migrationsFolder() });
          await installJobSchema((text) => client.exec(text));
        }
      },
      selectOne: () => client.query('select 1'),
      listen: (channel, handlers) => listenOnPglite(client, channel, handlers),
      close: async () => {
        await client.close();
        await folderLock?.release();
      },
    },
    ahead,
  );
}

/**
 * A key of PostgreSQL's advisory locks that only the migration takes (the bytes of "platfox-mig"
 * as a number): two processes starting on an empty database would otherwise both create the same
 * tables, and one died on a duplicate (issue 29). The second waits for the first, then finds every
 * migration applied and does nothing.
 */
export const MIGRATION_LOCK_KEY = 0x706c6174666f78n;

async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    const query = (text: string) => client.query(text);
    if (await isUpToDate(query)) return;
    // A session lock on this one connection: released below, or by the server if we die.
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      if (await isUpToDate(query)) return;
      await migratePg(drizzlePg(client), { migrationsFolder: migrationsFolder() });
      await installJobSchema(query);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
    }
  } finally {
    client.release();
  }
}

/**
 * Whether the database already holds every migration of the journal and pg-boss's schema, in one
 * query. Drizzle's migrate costs five round trips even when there is nothing to do (create its
 * schema and table if missing, read the newest applied, an empty transaction), the job schema's
 * check a sixth; on the embedded database they were a tenth of a start (issue 16). Drizzle
 * applies each migration whose journal time (`when`) is later than the newest applied one's
 * `created_at`, so none is due when the journal's latest is not. A database without drizzle's
 * table answers an error here: not up to date, and migrate creates it.
 */
async function isUpToDate(query: (text: string) => Promise<{ rows: unknown[] }>): Promise<boolean> {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  const latest = Math.max(...journal.entries.map((entry) => entry.when));
  try {
    const { rows } = await query(
      `select (select max(created_at) from drizzle.__drizzle_migrations) as applied,
              to_regclass('pgboss.version') is not null as has_jobs`,
    );
    const [row] = rows as { applied: unknown; has_jobs: boolean }[];
    return row !== undefined && Number(row.applied) >= latest && row.has_jobs;
  } catch {
    return false;
  }
}

/**
 * pg-boss's tables (platform/jobs/boss.ts), created with the app's own when they are missing: the
 * embedded template then holds them, and a first start does not wait for pg-boss to build its
 * schema (0.75-3 s). pg-boss checks its version at start and migrates later versions itself.
 */
async function installJobSchema(run: (text: string) => Promise<unknown>): Promise<void> {
  const found = (await run("select to_regclass('pgboss.version') as found")) as
    { rows: { found: unknown }[] } | { rows: { found: unknown }[] }[];
  const rows = Array.isArray(found) ? found[0]?.rows : found.rows;
  if (rows?.[0]?.found) return;
  const { getConstructionPlans } = await import('pg-boss');
  await run(getConstructionPlans('pgboss'));
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
 * The start parameters: PGlite's own, and a smaller buffer cache when asked. PostgreSQL touches
 * all of shared_buffers at start, so PGlite's 128MB is resident from the first second, the
 * largest part of the embedded server's memory; the operating system caches the files below it.
 */
function startParams(sharedBuffers: string | undefined): { startParams?: string[] } {
  if (!sharedBuffers) return {};
  return { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`] };
}

/**
 * A new PGlite data folder normally costs an initdb of about 3 s. When the build left a template
 * (an initialised, migrated data folder), a new folder is copied from it instead; from the same
 * data as a tarball, PGlite unpacks it itself (in memory, tests), which is several times slower
 * for a folder on disk as every file goes through its emulated file system.
 */
async function openPglite({
  dataDir,
  template,
  sharedBuffers,
}: Extract<DatabaseOptions, { driver: 'pglite' }>): Promise<PgliteThread> {
  const base = startParams(sharedBuffers);
  const tarball = template && existsSync(template) && statSync(template).isFile() && template;
  if (!dataDir) {
    // In memory (tests): from the template when there is one, else a fresh initdb.
    return PgliteThread.create({ ...base, ...(tarball ? { tarball } : {}) });
  }
  const isNew = !existsSync(path.join(dataDir, 'PG_VERSION'));
  if (isNew && template && existsSync(template) && !tarball) {
    copyTemplateFolder(template, dataDir);
    return PgliteThread.create({ ...base, dataDir });
  }
  mkdirSync(dataDir, { recursive: true });
  return PgliteThread.create({ ...base, dataDir, ...(isNew && tarball ? { tarball } : {}) });
}

/**
 * Copies the template folder beside dataDir and renames it into place, so a start that is cut
 * short leaves no half-copied database behind for the next one to open.
 */
function copyTemplateFolder(template: string, dataDir: string): void {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} is neither empty nor a database (no PG_VERSION)`);
  }
  const partial = `${dataDir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(path.dirname(dataDir), { recursive: true });
  // The system's cp where there is one: 1,477 files (44 MB) took Node's cpSync about 1.2 s of a
  // first start's 3.5, cp about 0.3 s. A copy-on-write clone where the file system can (btrfs,
  // XFS), else a plain copy.
  const copied = spawnSync('cp', ['-R', '--reflink=auto', template, partial], { stdio: 'ignore' });
  if (copied.status !== 0) {
    rmSync(partial, { recursive: true, force: true });
    cpSync(template, partial, { recursive: true, mode: constants.COPYFILE_FICLONE });
  }
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(partial, dataDir);
}

/**
 * Writes the template a new embedded database starts from (see openPglite): a migrated data
 * folder when `folder` is given (the server's start copies it), and always the same data as a
 * tarball (for databases in memory).
 */
export async function writePgliteTemplate(file: string, folder?: string): Promise<void> {
  if (folder) rmSync(folder, { recursive: true, force: true });
  const client = await PGlite.create({ dataDir: folder, extensions: PGLITE_EXTENSIONS });
  await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
  await installJobSchema((text) => client.exec(text));
  // Written out to the data files, so the copy's first start replays no WAL.
  await client.query('checkpoint');
  const dump = await client.dumpDataDir('gzip');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
}
