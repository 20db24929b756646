import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Db } from '../platform/db';

/*
 * The server suite's databases on PostgreSQL (when DATABASE_URL is set): one migrated template per
 * run, and per test file a database copied from it. A copy is one `create database ... template`
 * instead of every migration and pg-boss's schema again in each file.
 */

/** Runs `text` on the database `url` names, on a connection of its own. */
async function onServer(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server `url` points at. */
export function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/** A new, unique database name with `prefix`: lower case, so it needs no quoting. */
export const uniqueName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

/**
 * Creates and migrates one of the run's template databases (then `prepare`s it: the demo seed);
 * answers its name. Its connections are closed before it is used: PostgreSQL copies a database
 * only while nobody is connected to it.
 */
export async function createPostgresTemplate(
  url: string,
  prepare?: (db: Db) => Promise<unknown>,
): Promise<string> {
  const name = uniqueName('platfox_template');
  await onServer(url, `create database ${name}`);
  const database = await openDatabase({ driver: 'postgres', url: databaseUrl(url, name) });
  try {
    await database.migrate();
    await prepare?.(database.db);
  } finally {
    await database.close();
  }
  return name;
}

/** A new database: a copy of `template` when given, else empty, named `prefix_…`. */
export async function createPostgresDatabase(
  url: string,
  template?: string,
  prefix = 'platfox_test',
): Promise<string> {
  const name = uniqueName(prefix);
  await onServer(url, `create database ${name}${template ? ` template ${template}` : ''}`);
  return name;
}

/** Drops the database `name`, closing whatever is still connected to it. */
export const dropPostgresDatabase = (url: string, name: string) =>
  onServer(url, `drop database if exists ${name} with (force)`);

/**
 * Drops every database whose name starts with `prefix_`, a few at a time. Each DROP DATABASE
 * waits for a checkpoint of the whole server: drops run together share one, where a test file
 * dropping its own database at its end waited 3 to 7 s for one at a load of 8, and its flush of
 * every other file's writes cost the run a third of its CPU in the kernel.
 */
export async function dropPostgresDatabases(url: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let names: string[];
  try {
    const found = await client.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $1)`,
      [`${prefix}_`],
    );
    names = found.rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
  const queue = [...names];
  const dropper = async () => {
    for (let name = queue.pop(); name; name = queue.pop()) await dropPostgresDatabase(url, name);
  };
  await Promise.all(Array.from({ length: 8 }, dropper));
}
