import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { bossWorker, declareJob, type JobWorker } from '../jobs/declare';
import type { Database, Db } from './index';
import { rowsOf } from './write-together';

/**
 * The embedded database (PGlite) runs PostgreSQL in single-user mode, without autovacuum's
 * launcher: its tables are never vacuumed nor analysed. Checked on PGlite 0.3: 200,000 dead rows,
 * no vacuum and no statistics 150 s later, while `show autovacuum` says on. Without VACUUM each
 * update leaves its old row version behind for good (an item's status at every scan, a balance);
 * without ANALYZE the planner guesses each filter's share of rows, and a long list's "about" total
 * (data-lists/totals.ts) is that guess. The upkeep does what autovacuum would, when its default
 * thresholds say so, from PostgreSQL's own counters.
 */
export type UpkeepStep = { table: string; isVacuum: boolean; isAnalyze: boolean };

/** autovacuum's defaults: a base number of rows plus a share of the table's live rows. */
const VACUUM_DEAD = { base: 50, share: 0.2 };
const VACUUM_INSERTED = { base: 1000, share: 0.2 };
const ANALYZE_CHANGED = { base: 50, share: 0.1 };

type TableCounters = {
  table: string;
  live: number;
  dead: number;
  inserted: number;
  changed: number;
};

/** The tables past a threshold, each with what it needs. */
export async function upkeepSteps(db: Db): Promise<UpkeepStep[]> {
  // A backend hands its counters over at most once a second, when idle: the last second's
  // writes could be missing. PGlite has one backend, which this flushes at the statement's end.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const result = await db.execute(sql`
    select relname as "table", n_live_tup::float8 as live, n_dead_tup::float8 as dead,
           n_ins_since_vacuum::float8 as inserted, n_mod_since_analyze::float8 as changed
    from pg_stat_user_tables where schemaname = 'public' order by relname`);
  const rows = rowsOf<TableCounters>(result);
  const past = (count: number, live: number, threshold: { base: number; share: number }) =>
    count > threshold.base + threshold.share * live;
  return rows
    .map(({ table, live, dead, inserted, changed }) => ({
      table,
      isVacuum: past(dead, live, VACUUM_DEAD) || past(inserted, live, VACUUM_INSERTED),
      isAnalyze: past(changed, live, ANALYZE_CHANGED),
    }))
    .filter((step) => step.isVacuum || step.isAnalyze);
}

/**
 * Vacuums and analyses the tables that need it, one statement a table: on PGlite each statement
 * is one turn of its one connection, so requests take their turns between tables.
 */
export async function runUpkeep(db: Db): Promise<UpkeepStep[]> {
  const steps = await upkeepSteps(db);
  for (const { table, isVacuum, isAnalyze } of steps) {
    const name = sql.identifier(table);
    if (isVacuum && isAnalyze) await db.execute(sql`vacuum (analyze) ${name}`);
    else if (isVacuum) await db.execute(sql`vacuum ${name}`);
    else await db.execute(sql`analyze ${name}`);
  }
  return steps;
}

export const databaseUpkeepJob = declareJob({
  name: 'database-upkeep',
  // A schedule sends no payload.
  payload: z.object({}).nullish(),
  // The next run looks again.
  retry: { limit: 0, delaySeconds: 0 },
  runs: 'cron',
});

/** The upkeep's schedule, on the embedded database only: PostgreSQL has autovacuum for it. */
export function upkeepJobs(database: Database, { cron }: { cron: string }): JobWorker[] {
  if (database.driver !== 'pglite') return [];
  return [
    bossWorker(databaseUpkeepJob, {
      cron,
      work: async () => {
        await runUpkeep(database.db);
      },
    }),
  ];
}
