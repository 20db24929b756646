import { count, eq, sql } from 'drizzle-orm';
import { users } from '../apps/server/src/modules/accounts/tables';
import { staffFloorReads } from '../apps/server/src/modules/order-items/index';
import { StaffFigures } from '../apps/server/src/modules/staff/index';
import { staff, staffTimeLogs } from '../apps/server/src/modules/staff/tables';
import { TimeTrackingService } from '../apps/server/src/modules/staff/time-tracking';
import { seedItems } from './lib/floor-seed';
import { timedRuns, timingSummary, type Figures } from './lib/server';
import {
  isPostgresReachable,
  keptPostgresDatabase,
  postgresDatabase,
  type BenchDatabase,
} from './lists/database';

/*
 * Issue 33's figures, on PostgreSQL: a printer with BENCH_PEOPLE_STAFF staff members (500) and
 * 1,000,000 time logs (each member's check-in, break, back to work and check-out on each of
 * 500 days), then
 *  - the time-tracking totals of last month, a page of 20 members and of 100 (the screen's and
 *    the payroll export's page), p95 (limit 100 ms);
 *  - the staff figures a scan announces (human_resource_stats_updated): read after the scan's
 *    answer, on the same process and pool, over 1,000,000 floor actions of the last 60 days with
 *    the measured member's 1,000 of today, p95 (limit 2 ms). Scans gather: a printer's burst of
 *    scans costs one such read a member (StaffFigures.gather); bench/scan.ts measures what the
 *    event adds to a scan's answer.
 * The services are called directly on the bench database: the figures are the reads' cost, not
 * HTTP's (the scan bench measures a scan over HTTP).
 */

const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STAFF = Number(process.env.BENCH_PEOPLE_STAFF ?? 500);
const DAYS = Number(process.env.BENCH_PEOPLE_DAYS ?? 500);
const ACTIONS = Number(process.env.BENCH_PEOPLE_ACTIONS ?? 1_000_000);
/** Order items the floor actions point at (a foreign key needs them); actions cycle over them. */
const ITEMS = 100_000;
const RUNS = Number(process.env.BENCH_PEOPLE_RUNS ?? 100);
/** A database an earlier run seeded and kept (BENCH_PEOPLE_KEEP=1): measured again, unseeded. */
const KEPT_DATABASE = process.env.BENCH_PEOPLE_DATABASE;
const KEEPS_DATABASE = process.env.BENCH_PEOPLE_KEEP === '1';

export async function benchPeople(): Promise<Figures> {
  if (!(await isPostgresReachable(POSTGRES_URL))) {
    return { 'people on PostgreSQL': `skipped: nothing answers at ${POSTGRES_URL}` };
  }
  const bench = KEPT_DATABASE
    ? await keptPostgresDatabase(KEPT_DATABASE)
    : await postgresDatabase(POSTGRES_URL);
  try {
    const db = bench.database.db;
    const seeding = performance.now();
    const { printerId, measured } = KEPT_DATABASE ? await seeded(bench) : await seed(bench);
    const seconds = KEPT_DATABASE ? 'kept' : ((performance.now() - seeding) / 1000).toFixed(0);

    const [{ logs } = { logs: 0 }] = await db.select({ logs: count() }).from(staffTimeLogs);
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const monthEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
    const range = {
      from: lastMonth.toISOString().slice(0, 10),
      to: monthEnd.toISOString().slice(0, 10),
    };
    const tracking = new TimeTrackingService(db);
    const scope = eq(staff.printerId, printerId);
    const page20 = await timedRuns(RUNS, () =>
      tracking.totals(scope, range, { page: 7, pageSize: 20 }),
    );
    const page100 = await timedRuns(RUNS, () =>
      tracking.totals(scope, range, { page: 3, pageSize: 100 }),
    );
    const days = (await tracking.totals(scope, range, { page: 1, pageSize: 20 })).days.length;

    const figures = new StaffFigures(db, { emitToUser: () => undefined }, staffFloorReads);
    const stats = await figures.of([measured]);
    const perScan = await timedRuns(RUNS * 5, () => figures.of([measured]));

    return {
      'people seed (PostgreSQL)': `${STAFF} staff, ${logs.toLocaleString('en')} time logs, ${ACTIONS.toLocaleString('en')} floor actions in ${seconds} s`,
      'time tracking, a month, 20 staff a page (limit p95 100 ms)': `${timingSummary(page20)} (${days} staff-days a page)`,
      'time tracking, a month, 100 staff a page (the export)': timingSummary(page100),
      'staff figures a scan announces (limit p95 2 ms)': `${timingSummary(perScan)} (today: ${stats.get(measured)?.todayProcesses} units, ${stats.get(measured)?.todayWork} min)`,
    };
  } finally {
    if (KEEPS_DATABASE && !KEPT_DATABASE) {
      await bench.database.close();
      console.error(`people: the seeded database is kept: BENCH_PEOPLE_DATABASE=${bench.url}`);
    } else {
      await bench.drop();
    }
  }
}

/** The printer and the measured member of a kept database (the first member by name). */
async function seeded(bench: BenchDatabase): Promise<{ printerId: string; measured: string }> {
  const db = bench.database.db;
  const [printer] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'printer@demo.test'));
  const [member] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(eq(staff.printerId, printer!.id))
    .orderBy(staff.fullName)
    .limit(1);
  return { printerId: printer!.id, measured: member!.id };
}

async function seed(bench: BenchDatabase): Promise<{ printerId: string; measured: string }> {
  const db = bench.database.db;
  await seedItems(bench.database, ITEMS);
  const [printer] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'printer@demo.test'));
  const printerId = printer!.id;
  await db.execute(sql`
    insert into staff (printer_id, full_name, code, role, job_type)
    select ${printerId}, 'Bench staff ' || lpad(i::text, 4, '0'), 'BENCH_' || i, 'USER',
      'FULL-TIME'
    from generate_series(1, ${STAFF}::int) i`);
  // A working day per member and date: in at 8:00, break at 12:00, back at 12:30, out at 17:00
  // (UTC; a third of the staff on a UTC-5 station).
  await db.execute(sql`
    insert into staff_time_logs (staff_id, type, timezone_offset, user_id, created_at)
    select s.id, step.type, case when s.code like '%3' then -300 else 0 end, ${printerId},
      date_trunc('day', now()) - make_interval(days => d) + step.at
    from staff s
    cross join generate_series(1, ${DAYS}::int) d
    cross join (values ('checkin', interval '8 hours'), ('break', interval '12 hours'),
      ('working', interval '12 hours 30 minutes'), ('checkout', interval '17 hours'))
      as step(type, at)
    where s.code like 'BENCH_%'`);
  const members = await db
    .select({ id: staff.id })
    .from(staff)
    .where(eq(staff.printerId, printerId))
    .orderBy(staff.fullName);
  const measured = members[0]!.id;
  // The floor's actions: spread over the members and the last 60 days, and the measured
  // member's 1,000 scans of today (a busy day at a scan every 30 s).
  await db.execute(sql`
    with members as (
      select id, row_number() over (order by code) - 1 as n from staff where code like 'BENCH_%'
    )
    insert into order_item_action_logs (order_item_id, qty_index, action, staff_id, actor_id,
      created_at)
    select md5('item-' || (i % ${ITEMS} + 1))::uuid, 1, 'pick', members.id, ${printerId},
      now() - make_interval(secs => (i % (60 * 86400)))
    from generate_series(1, ${ACTIONS}::int - 1000) i
    join members on members.n = i % ${STAFF}`);
  // The measured member is at work: checked in two hours ago.
  await db.execute(sql`
    insert into staff_time_logs (staff_id, type, user_id, created_at)
    values (${measured}, 'checkin', ${printerId}, now() - interval '2 hours')`);
  await db.execute(sql`
    insert into order_item_action_logs (order_item_id, qty_index, action, staff_id, actor_id,
      created_at)
    select md5('item-' || i)::uuid, 1, 'pick', ${measured}, ${printerId},
      date_trunc('day', now()) + make_interval(secs => i * 30 % 43200)
    from generate_series(1, 1000) i`);
  await db.execute(sql`vacuum analyze staff, staff_time_logs, order_item_action_logs`);
  return { printerId, measured };
}
