import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { openDatabase } from '.';

/*
 * Issue 29, item 5: two processes on one embedded database folder each worked on their own copy
 * of the data, and what one wrote was lost. The second now refuses to start.
 */
const folder = mkdtempSync(path.join(tmpdir(), 'platfox-lock-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

it('refuses a second open of the same embedded database folder, and allows it once closed', async () => {
  const dataDir = path.join(folder, 'pglite');
  // From the run's migrated template (test/global-setup.ts), rather than an initdb of its own.
  const template = inject('pgliteTemplate') ?? undefined;
  const first = await openDatabase({ driver: 'pglite', dataDir, template });
  await expect(openDatabase({ driver: 'pglite', dataDir })).rejects.toThrow(
    /Another Platfox process is using the embedded database in .*pglite/,
  );
  await first.close();
  const again = await openDatabase({ driver: 'pglite', dataDir });
  await again.close();
}, 60_000);
