import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/server/src/platform/db';

export type BenchDatabase = {
  label: string;
  database: Database;
  /** The connection string of a PostgreSQL database (a server process can be pointed at it). */
  url?: string;
  drop: () => Promise<void>;
};

/** A migrated, empty PGlite in a temporary folder (on disk, as the embedded default runs). */
export async function pgliteDatabase(): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'platfox-bench-lists-'));
  const database = await openDatabase({ driver: 'pglite', dataDir });
  await database.migrate();
  return {
    label: 'PGlite',
    database,
    drop: async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A new database on the PostgreSQL server of `url`, migrated, dropped afterwards. Its name starts
 * with BENCH_DATABASE_PREFIX (default `platfox_bench_`): on a shared server each bench user keeps
 * to its own names.
 */
export async function postgresDatabase(url: string): Promise<BenchDatabase> {
  const prefix = process.env.BENCH_DATABASE_PREFIX ?? 'platfox_bench_';
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) {
    throw new Error(`BENCH_DATABASE_PREFIX must be lower-case letters, digits and _: ${prefix}`);
  }
  const name = `${prefix}${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: target.toString(), poolSize: 10 });
  await database.migrate();
  return {
    label: 'PostgreSQL',
    database,
    url: target.toString(),
    drop: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * A database an earlier bench seeded and kept (its `drop` only closes it): a figure measured
 * again without seeding, after a change, on the same rows.
 */
export async function keptPostgresDatabase(url: string): Promise<BenchDatabase> {
  const database = await openDatabase({ driver: 'postgres', url, poolSize: 10 });
  await database.migrate();
  return { label: 'PostgreSQL', database, url, drop: () => database.close() };
}

/** Whether a PostgreSQL server answers at `url` (the bench skips it otherwise). */
export async function isPostgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
