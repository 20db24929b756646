import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { writePgliteTemplate } from '../platform/db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder (tarball) every test file's database is unpacked from. */
    pgliteTemplate: string | null;
  }
}

/**
 * Once per run: an initdb and the migrations cost a test file about 6 s on PGlite, unpacking a
 * migrated template about 1 s. On PostgreSQL each file creates its own database as before.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'platfox-test-template-'));
  const file = path.join(dir, 'template.tar.gz');
  await writePgliteTemplate(file);
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
