import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { writePgliteTemplate } from '../platform/db';
import { createPostgresTemplate, dropPostgresDatabase } from './postgres-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder (tarball) every test file's database is unpacked from. */
    pgliteTemplate: string | null;
    /** On PostgreSQL, the migrated database every test file's database is copied from. */
    postgresTemplate: string | null;
  }
}

/**
 * Once per run: an initdb and the migrations cost a test file about 6 s on PGlite, unpacking a
 * migrated template about 1 s. On PostgreSQL, every migration and pg-boss's schema cost a file
 * 4.7 to 7 s at a load of 15, a copy of a migrated template database 0.4 to 1.6 s.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = await createPostgresTemplate(url);
    project.provide('pgliteTemplate', null);
    project.provide('postgresTemplate', template);
    return () => dropPostgresDatabase(url, template);
  }
  project.provide('postgresTemplate', null);
  const dir = mkdtempSync(path.join(tmpdir(), 'platfox-test-template-'));
  const file = path.join(dir, 'template.tar.gz');
  await writePgliteTemplate(file);
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
