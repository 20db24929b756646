import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../../modules/accounts/tables';
import { openDatabase, writePgliteTemplate } from '.';

const dir = mkdtempSync(path.join(tmpdir(), 'platfox-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(process.env.DATABASE_URL)('embedded database template', () => {
  it('unpacks a new data folder from the template, migrated and empty, and reopens it as is', async () => {
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
  });
});
