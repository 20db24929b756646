import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { readConfig } from '../../config';
import { users } from '../../modules/accounts/tables';
import { signIn } from '../../test/harness';
import { DEMO_ACCOUNTS, seedDemoData } from '../../seed';
import { MemoryMailer } from '../mail';
import { openDatabase, writePgliteTemplate } from '.';

const dir = mkdtempSync(path.join(tmpdir(), 'platfox-template-'));
const folder = path.join(dir, 'template');
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeAll(() => writePgliteTemplate(path.join(dir, 'template.tar.gz'), folder));

const appliedMigrations = async (database: Awaited<ReturnType<typeof openDatabase>>) => {
  const result = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
};

/** What `npm start` does on the embedded database, from the template folder the build leaves. */
describe.skipIf(process.env.DATABASE_URL)('a start on a new embedded data folder', () => {
  it('holds the migrated schema and, once seeded, the demo accounts a seller signs in with', async () => {
    const dataDir = path.join(dir, 'start', 'pglite');
    const database = await openDatabase({
      driver: 'pglite',
      dataDir,
      template: folder,
      sharedBuffers: '32MB',
    });
    const migrated = await appliedMigrations(database);
    expect(migrated).toBeGreaterThan(0);
    await database.migrate();
    expect(await appliedMigrations(database)).toBe(migrated);
    const shown = await database.db.execute<{ shared_buffers: string }>(sql`show shared_buffers`);
    expect((shown as unknown as { rows: { shared_buffers: string }[] }).rows[0]).toEqual({
      shared_buffers: '32MB',
    });

    const seeded = await seedDemoData(database.db);
    expect(seeded?.accounts.map((account) => account.email)).toEqual(
      DEMO_ACCOUNTS.map((account) => account.email),
    );
    const config = readConfig({ NODE_ENV: 'test', REDIS_URL: '', DATA_DIR: dir });
    const app = await buildApp({ config, database, logger: false, mailer: new MemoryMailer() });
    try {
      const session = await signIn(app, 'seller@demo.test');
      expect(session.user.email).toBe('seller@demo.test');
    } finally {
      await app.close();
      await database.close();
    }

    // Restarted, the folder is the database: kept as it is, not copied over again.
    const again = await openDatabase({ driver: 'pglite', dataDir, template: folder });
    const [accounts] = await again.db.select({ n: count() }).from(users);
    expect(accounts?.n).toBe(DEMO_ACCOUNTS.length);
    expect(await seedDemoData(again.db)).toBeUndefined();
    await again.close();
  });

  it('refuses a folder that holds files but no database rather than copying over them', async () => {
    const dataDir = path.join(dir, 'not-a-database');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, 'notes.txt'), 'mine');
    await expect(openDatabase({ driver: 'pglite', dataDir, template: folder })).rejects.toThrow(
      /neither empty nor a database/,
    );
  });
});
