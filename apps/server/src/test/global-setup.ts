import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { openDatabase, writePgliteTemplate } from '../platform/db';
import { seedDemoData } from '../seed';
import {
  createPostgresTemplate,
  dropPostgresDatabase,
  dropPostgresDatabases,
  uniqueName,
} from './postgres-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder every test file's database is copied from. */
    pgliteTemplate: string | null;
    /** The same with the demo seed (test/harness.ts createTestApp). */
    pgliteSeededTemplate: string | null;
    /** On PostgreSQL, the migrated database every test file's database is copied from. */
    postgresTemplate: string | null;
    /** The same with the demo seed. */
    postgresSeededTemplate: string | null;
    /** On PostgreSQL, the prefix of this run's test databases, dropped together at its end. */
    postgresRun: string | null;
  }
}

/**
 * Once per run: an initdb and the migrations cost a test file about 6 s on PGlite. On PostgreSQL,
 * every migration and pg-boss's schema cost a file 4.7 to 7 s at a load of 15, a copy of a
 * migrated template database 0.4 to 1.6 s. The demo seed (an argon2 hash and a few hundred rows)
 * is in a second template, as most files start from it.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = await createPostgresTemplate(url);
    const seeded = await createPostgresTemplate(url, seedDemoData);
    const run = uniqueName('platfox_run');
    project.provide('pgliteTemplate', null);
    project.provide('pgliteSeededTemplate', null);
    project.provide('postgresTemplate', template);
    project.provide('postgresSeededTemplate', seeded);
    project.provide('postgresRun', run);
    return async () => {
      await dropPostgresDatabases(url, run);
      await dropPostgresDatabase(url, template);
      await dropPostgresDatabase(url, seeded);
    };
  }
  project.provide('postgresTemplate', null);
  project.provide('postgresSeededTemplate', null);
  project.provide('postgresRun', null);
  const dir = mkdtempSync(path.join(tmpdir(), 'platfox-test-template-'));
  // Data folders, not tarballs: PGlite unpacking a tarball into memory cost a file 3.5 to 4.9 s
  // of CPU, opening a copy of the folder (cp, then PGlite on the files) 2 to 2.5 s.
  const template = path.join(dir, 'migrated');
  await writePgliteTemplate(path.join(dir, 'migrated.tar.gz'), template);
  const seeded = path.join(dir, 'seeded');
  const database = await openDatabase({ driver: 'pglite', dataDir: seeded, template });
  await seedDemoData(database.db);
  // Written out to the data files, so each copy's first start replays no WAL.
  await database.db.execute(sql`checkpoint`);
  await database.close();
  project.provide('pgliteTemplate', template);
  project.provide('pgliteSeededTemplate', seeded);
  return () => rmSync(dir, { recursive: true, force: true });
}
