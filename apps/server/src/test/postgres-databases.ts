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

/** A new database: a copy of `template` when given, else empty. Answers its name. */
export async function createPostgresDatabase(url: string, template?: string): Promise<string> {
  const name = uniqueName('platfox_test');
  await onServer(url, `create database ${name}${template ? ` template ${template}` : ''}`);
  return name;
}

/** Drops the database `name`, closing whatever is still connected to it. */
export const dropPostgresDatabase = (url: string, name: string) =>
  onServer(url, `drop database if exists ${name} with (force)`);
