import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { count, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { getConstructionPlans } from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../../modules/accounts/tables';
import { findUp } from '../paths';
import { openDatabase, writePgliteTemplate } from '.';

const dir = mkdtempSync(path.join(tmpdir(), 'platfox-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe.skipIf(process.env.DATABASE_URL)('embedded database template', () => {
  // Writing the template is an initdb and every migration too: a cap for a busy machine.
  it(
    'unpacks a new data folder from the template, migrated and empty, and reopens it as is',
    { timeout: 120_000 },
    async () => {
      const template = path.join(dir, 'template.tar.gz');
      await writePgliteTemplate(template);
      const dataDir = path.join(dir, 'data');

      const first = await openDatabase({ driver: 'pglite', dataDir, template });
      await first.migrate();
      const [empty] = await first.db.select({ n: count() }).from(users);
      expect(empty?.n).toBe(0);
      await first.db.insert(users).values({
        type: 'SELLER',
        email: 'kept@demo.test',
        passwordHash: 'x',
        firstName: 'Kept',
        lastName: 'Row',
      });
      await first.close();

      // An existing folder is opened, never overwritten by the template.
      const again = await openDatabase({ driver: 'pglite', dataDir, template });
      const [kept] = await again.db.select({ n: count() }).from(users);
      expect(kept?.n).toBe(1);
      expect(await again.ping()).toBeGreaterThan(0);
      await again.close();
    },
  );

  // An initdb and every migration: longer than a test's default on a busy machine.
  it(
    'brings a database of an older release up to date: the migrations it lacks, once',
    { timeout: 120_000 },
    async () => {
      // The older release: this journal without its latest migration, and pg-boss's schema.
      const journalFile = findUp(import.meta.dirname, 'drizzle/meta/_journal.json')!;
      const older = path.join(dir, 'older-migrations');
      cpSync(path.dirname(path.dirname(journalFile)), older, { recursive: true });
      const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
        entries: { tag: string }[];
      };
      const latest = journal.entries.at(-1)!;
      writeFileSync(
        path.join(older, 'meta/_journal.json'),
        JSON.stringify({ ...journal, entries: journal.entries.slice(0, -1) }),
      );
      const dataDir = path.join(dir, 'older');
      const client = await PGlite.create({ dataDir, extensions: { btree_gin, pg_trgm } });
      await migrate(drizzle(client), { migrationsFolder: older });
      await client.exec(getConstructionPlans('pgboss'));
      await client.close();

      const database = await openDatabase({ driver: 'pglite', dataDir });
      const applied = async () =>
        rowsOf<{ n: number }>(
          await database.db.execute(
            sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
          ),
        )[0]?.n;
      expect(await applied()).toBe(journal.entries.length - 1);
      await database.migrate();
      expect(await applied()).toBe(journal.entries.length);
      // The latest migration's first table (0017 creates settings) is there.
      const created = rowsOf<{ found: string | null }>(
        await database.db.execute(sql`select to_regclass('settings')::text as found`),
      );
      expect(latest.tag).toMatch(/^\d{4}_/);
      expect(created[0]?.found).toBe('settings');
      // Up to date, a second start applies nothing.
      await database.migrate();
      expect(await applied()).toBe(journal.entries.length);
      await database.close();
    },
  );
});
