import { createHash } from 'node:crypto';
import { dataListQuerySchema, type DataListQuery } from '@platfox/domain';
import { eq, sql } from 'drizzle-orm';
import { users } from '../apps/server/src/modules/accounts/tables';
import type { Actor } from '../apps/server/src/modules/auth/service';
import { blankApparels } from '../apps/server/src/modules/catalog/supply-tables';
import { productTypes } from '../apps/server/src/modules/catalog/tables';
import { listRegistry } from '../apps/server/src/modules/data-lists/models';
import { DataListService } from '../apps/server/src/modules/data-lists/service';
import { seedDemoData } from '../apps/server/src/seed';
import { timedRuns, timingSummary, silentLive, type Figures } from './lib/server';
import { isPostgresReachable, postgresDatabase } from './lists/database';

/*
 * Issue 32's stock-log figure, on PostgreSQL: a printer with BENCH_STOCK_ITEMS blank-apparel items
 * (50,000) in one warehouse of 200 storage areas and BENCH_STOCK_LOGS stock-log rows (2,000,000),
 * written by generate_series; then the printer's stock log (the data list's stock-log model, as
 * /p/stock-logs and printer/stock-logs ask it) p95, limit 50 ms: its first page, and filtered by
 * item, warehouse, date and user (the issue's filters). The list service is called directly on
 * the bench database: the figure is the read's cost, not HTTP's.
 */

const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ITEMS = Number(process.env.BENCH_STOCK_ITEMS ?? 50_000);
const LOGS = Number(process.env.BENCH_STOCK_LOGS ?? 2_000_000);
const AREAS = 200;
const RUNS = Number(process.env.BENCH_STOCK_RUNS ?? 100);
const CALL = { featureToken: undefined, isFeatureTokenValid: async () => false };

export async function benchStock(): Promise<Figures> {
  if (!(await isPostgresReachable(POSTGRES_URL))) {
    return { 'stock log on PostgreSQL': `skipped: nothing answers at ${POSTGRES_URL}` };
  }
  const bench = await postgresDatabase(POSTGRES_URL);
  try {
    const db = bench.database.db;
    const seeding = performance.now();
    await seedDemoData(db);
    const [printer] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'printer@demo.test'));
    const printerId = printer!.id;
    const [tee] = await db
      .select({ id: productTypes.id })
      .from(productTypes)
      .where(eq(productTypes.name, 'Classic T-Shirt'));
    const [blank] = await db
      .select({ id: blankApparels.id })
      .from(blankApparels)
      .where(eq(blankApparels.productTypeId, tee!.id));
    // The i-th item's ids are md5s of its number, so each statement names the rows of the last.
    const id = (kind: string, i: string) => sql.raw(`md5('${kind}-' || ${i})::uuid`);
    await db.execute(sql`
      insert into product_type_items (id, product_type_id, combination, price, sort_order)
      select ${id('pti', 'i')}, ${tee!.id}, 'bench-' || i, 1050, 1000 + i
      from generate_series(1, ${ITEMS}::int) i`);
    await db.execute(sql`
      insert into blank_apparel_items (id, blank_apparel_id, product_type_item_id)
      select ${id('bai', 'i')}, ${blank!.id}, ${id('pti', 'i')}
      from generate_series(1, ${ITEMS}::int) i`);
    await db.execute(sql`
      insert into warehouses (id, printer_id, name, address, is_default)
      values (${id('wh', '1')}, ${printerId}, 'Bench main', '1 Dock Rd', true),
        (${id('wh', '2')}, ${printerId}, 'Bench overflow', '2 Dock Rd', false)`);
    await db.execute(sql`
      insert into storage_areas (id, printer_id, warehouse_id, name)
      select ${id('area', 'i')}, ${printerId}, ${id('wh', '1')},
        chr(65 + (i - 1) / 20) || '-' || lpad(((i - 1) % 20 + 1)::text, 2, '0')
      from generate_series(1, ${AREAS}::int) i`);
    // Nine items in ten in the main warehouse, the rest in the overflow one.
    await db.execute(sql`
      insert into stock_items (id, printer_id, warehouse_id, blank_apparel_item_id,
        product_type_item_id, storage_area_id, quantity)
      select ${id('si', 'i')}, ${printerId}, ${id('wh', 'case when i % 10 = 0 then 2 else 1 end')},
        ${id('bai', 'i')}, ${id('pti', 'i')}, ${id('area', `(i % ${AREAS} + 1)`)}, 100 + i % 50
      from generate_series(1, ${ITEMS}::int) i`);
    // A row every 30 s back from now, over the items in turn; receipts, picks, counts, issues.
    await db.execute(sql`
      insert into stock_logs (printer_id, stock_item_id, warehouse_id, product_type_item_id,
        reason, ref, previous_stock, stock, actor_id, created_at)
      select ${printerId}, ${id('si', `(i % ${ITEMS} + 1)`)},
        ${id('wh', `case when (i % ${ITEMS} + 1) % 10 = 0 then 2 else 1 end`)},
        ${id('pti', `(i % ${ITEMS} + 1)`)},
        (array['PICK','PICK','PICK','PICK','RECEIVE','SET','ISSUE','PICK'])[i % 8 + 1],
        'BENCH-' || i, 100 + i % 50, 99 + i % 50, ${printerId},
        now() - make_interval(secs => i * 30)
      from generate_series(1, ${LOGS}::int) i`);
    await db.execute(
      sql`vacuum analyze product_type_items, blank_apparel_items, stock_items, stock_logs`,
    );
    await db.execute(sql`checkpoint`);
    const seeded = ((performance.now() - seeding) / 1000).toFixed(0);

    const actor: Actor = {
      id: printerId,
      type: 'PRINTER',
      status: 'ONLINE',
      isVerified: true,
      permissions: [],
      sessionId: null,
    };
    const service = new DataListService(db, listRegistry, silentLive);
    const list = (query: Omit<DataListQuery, 'model'>) =>
      service.list(actor, dataListQuerySchema.parse({ ...query, model: 'stock-log' }), CALL);
    const page = { page: 1, pageSize: 20 };
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const first = await list({ pagination: page });
    const cases: [string, Omit<DataListQuery, 'model'>][] = [
      ['first page', { pagination: page }],
      [
        'by item',
        {
          filters: [{ field: 'productTypeItemId', operation: 'inc', value: [md5Uuid('pti-777')] }],
          pagination: page,
        },
      ],
      [
        'by warehouse',
        {
          filters: [{ field: 'warehouseId', operation: 'inc', value: [md5Uuid('wh-2')] }],
          pagination: page,
        },
      ],
      [
        'by date (a week, a month ago)',
        {
          filters: [
            {
              field: 'createdAt',
              operation: 'between',
              value: { startDate: monthAgo, endDate: weekAgo },
            },
          ],
          pagination: page,
        },
      ],
      [
        'by user',
        { filters: [{ field: 'actorId', operation: 'inc', value: [printerId] }], pagination: page },
      ],
    ];
    const figures: Figures = {
      'stock seed (PostgreSQL)': `${ITEMS.toLocaleString('en')} blank-apparel items, ${LOGS.toLocaleString('en')} stock-log rows (${first.total.toLocaleString('en')} listed) in ${seeded} s`,
    };
    for (const [label, query] of cases) {
      const key = `stock log, ${label}, 20 a page (limit p95 50 ms)`;
      const seen = await list(query);
      figures[key] =
        `${timingSummary(await timedRuns(RUNS, () => list(query), 10))} (${seen.total.toLocaleString('en')} rows match)`;
    }
    return figures;
  } finally {
    await bench.drop();
  }
}

/** md5(text)::uuid as PostgreSQL writes it: the seeded rows' ids without a look-up. */
function md5Uuid(text: string): string {
  const hex = createHash('md5').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
