import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness';
import { rowsOf, type Database } from '.';
import { runUpkeep, upkeepJobs, upkeepSteps } from './upkeep';

let database: Database;

/** PostgreSQL's own counters of a table, as the upkeep reads them. */
async function countersOf(table: string) {
  // The statistics system hands its counters to readers at a transaction's end: a fresh snapshot.
  await database.db.execute(sql`select pg_stat_clear_snapshot()`);
  const result = await database.db.execute(sql`
    select n_dead_tup::int as dead, last_vacuum is not null as "isVacuumed",
           last_analyze is not null as "isAnalysed"
    from pg_stat_user_tables where relname = ${table}`);
  const rows = rowsOf<{
    dead: number;
    isVacuumed: boolean;
    isAnalysed: boolean;
  }>(result);
  return rows[0]!;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table upkeep_busy (id int primary key, v text)`);
  await database.db.execute(sql`create table upkeep_quiet (id int primary key, v text)`);
  await database.db.execute(
    sql`insert into upkeep_busy select g, 'x' from generate_series(1, 5000) g`,
  );
  // Every row updated: 5,000 dead row versions, past 50 + 20% of the live rows.
  await database.db.execute(sql`update upkeep_busy set v = 'y'`);
  await database.db.execute(sql`insert into upkeep_quiet values (1, 'x')`);
});
afterAll(() => database?.close());

// The upkeep runs on the embedded database only (PostgreSQL has autovacuum), where a statement's
// counters are read at once; so this file runs there, also in CI's PostgreSQL stage (test.mjs).
describe.skipIf(process.env.DATABASE_URL)("the embedded database's upkeep", () => {
  it("vacuums and analyses a table past autovacuum's thresholds, and leaves a quiet one alone", async () => {
    const steps = await upkeepSteps(database.db);
    expect(steps).toContainEqual({ table: 'upkeep_busy', isVacuum: true, isAnalyze: true });
    expect(steps.map((step) => step.table)).not.toContain('upkeep_quiet');
    expect((await countersOf('upkeep_busy')).dead).toBeGreaterThanOrEqual(5000);

    await runUpkeep(database.db);
    expect(await countersOf('upkeep_busy')).toEqual({
      dead: 0,
      isVacuumed: true,
      isAnalysed: true,
    });
    expect(await countersOf('upkeep_quiet')).toMatchObject({
      isVacuumed: false,
      isAnalysed: false,
    });
    // Nothing is left to do until the table changes again.
    expect((await upkeepSteps(database.db)).map((step) => step.table)).not.toContain('upkeep_busy');
  });

  it('is scheduled there, and not on PostgreSQL', () => {
    const cron = { cron: '*/10 * * * *' };
    expect(upkeepJobs(database, cron).map((job) => job.job.name)).toEqual(['database-upkeep']);
    expect(upkeepJobs({ ...database, driver: 'postgres' }, cron)).toEqual([]);
  });
});
