import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/tables';
import { findUp } from '../../platform/paths';

const dir = mkdtempSync(path.join(tmpdir(), 'platfox-rules-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const usConditions = [
  { type: 'COUNTRY', operation: 'IN', value: ['US', 'CA'] },
  { type: 'ORDER_SUB_VALUE', operation: 'GTEQ', value: 2500 },
];

describe.skipIf(process.env.DATABASE_URL)('the advanced filter rules migration', () => {
  // An initdb and every migration twice over: longer than a test's default on a busy machine.
  it(
    "turns each coupon's inline conditions into a rule the coupon points at",
    { timeout: 180_000 },
    async () => {
      // The release before: the journal up to the migration that brought the rules.
      const journalFile = findUp(import.meta.dirname, 'drizzle/meta/_journal.json')!;
      const folder = path.dirname(path.dirname(journalFile));
      const older = path.join(dir, 'older-migrations');
      cpSync(folder, older, { recursive: true });
      const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
        entries: { tag: string }[];
      };
      const at = journal.entries.findIndex((entry) => entry.tag.endsWith('_advanced_filter_rules'));
      expect(at).toBeGreaterThan(0);
      writeFileSync(
        path.join(older, 'meta/_journal.json'),
        JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }),
      );
      const client = await PGlite.create({ extensions: { btree_gin, pg_trgm } });
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: older });

      const [admin] = await db
        .insert(users)
        .values({
          type: 'ADMIN',
          email: 'coupons@demo.test',
          passwordHash: 'x',
          firstName: 'Coupon',
          lastName: 'Admin',
        })
        .returning({ id: users.id });
      await db.execute(sql`
        insert into coupons (code, type, amount, is_fixed_value, conditions, created_by_id)
        values
          ('US_ONLY', 'DISCOUNT_AMOUNT_IN_TOTAL', 10, false, ${JSON.stringify(usConditions)}::jsonb, ${admin!.id}),
          ('FAST_FREE', 'SHIPPING_FREE', 0, false, '[{"type":"ALLOW_FAST_SHIPPING","operation":"TRUE","value":null}]'::jsonb, null),
          ('PLAIN', 'DISCOUNT_AMOUNT_IN_TOTAL', 5, false, '[]'::jsonb, null)`);

      await migrate(db, { migrationsFolder: folder });

      const coupons = rowsOf<{
        code: string;
        rule: string | null;
        name: string | null;
        conditions: unknown;
        created_by_id: string | null;
      }>(
        await db.execute(sql`
          select c.code, c.advanced_filter_condition_id as rule, r.name, r.conditions, r.created_by_id
          from coupons c left join advanced_filter_rules r on r.id = c.advanced_filter_condition_id
          order by c.code`),
      );
      expect(coupons).toEqual([
        {
          code: 'FAST_FREE',
          rule: expect.any(String),
          name: 'Coupon FAST_FREE',
          conditions: [{ type: 'ALLOW_FAST_SHIPPING', operation: 'TRUE', value: null }],
          created_by_id: null,
        },
        { code: 'PLAIN', rule: null, name: null, conditions: null, created_by_id: null },
        {
          code: 'US_ONLY',
          rule: expect.any(String),
          name: 'Coupon US_ONLY',
          conditions: usConditions,
          created_by_id: admin!.id,
        },
      ]);
      // One rule per coupon that had conditions, and the inline column is gone.
      const [rules] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from advanced_filter_rules`),
      );
      expect(rules?.n).toBe(2);
      const [column] = rowsOf<{ n: number }>(
        await db.execute(
          sql`select count(*)::int as n from information_schema.columns where table_name = 'coupons' and column_name = 'conditions'`,
        ),
      );
      expect(column?.n).toBe(0);
      await client.close();
    },
  );
});
