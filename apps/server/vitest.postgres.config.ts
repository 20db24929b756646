import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { availableParallelism } from 'node:os';
import { defineProject } from 'vitest/config';
import server from './vitest.config.ts';

const src = path.join(import.meta.dirname, 'src');

/**
 * What the embedded database cannot judge, PostgreSQL can: PGlite serves one connection, so
 * requests raced at once run one after another, locks (FOR UPDATE, SKIP LOCKED, advisory) never
 * wait, and the pool, pg-boss and the live channel across instances (REDIS_URL) are never used.
 * A file is in the PostgreSQL stage when it races calls, names a lock, a queue or either
 * service's URL, or tests the database, job or live platform itself. Read from the files at each
 * run, so a new test of that kind joins by itself. Every other file already ran on PGlite, with
 * the same migrations (the template of this stage migrates PostgreSQL too).
 */
const judgedByPostgres =
  /Promise\.all(Settled)?\(|advisory|for update|skip locked|pg-boss|boss|REDIS_URL|DATABASE_URL/i;
const platformOfTheDatabase = /^platform\/(db|jobs|live)\//;

export function postgresStageFiles(): string[] {
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.test.ts'))
    .filter(
      (file) =>
        platformOfTheDatabase.test(file) ||
        judgedByPostgres.test(readFileSync(path.join(src, file), 'utf8')),
    )
    .map((file) => `src/${file}`)
    .sort();
}

// The server project on PostgreSQL (.ci/run sets DATABASE_URL and REDIS_URL), for those files.
export default defineProject({
  ...server,
  root: import.meta.dirname,
  test: {
    ...server.test,
    name: 'server-postgres',
    include: postgresStageFiles(),
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
