import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness';
import { isTransactionConflict, retryingConflicts, rowsOf, type Database } from '.';

/** A promise and the function that settles it: the steps two transactions wait on. */
function step() {
  let done = () => {};
  const reached = new Promise<void>((resolve) => (done = resolve));
  return { reached, done };
}

// Two transactions at once: PostgreSQL only (the embedded database runs one at a time).
describe.skipIf(!process.env.DATABASE_URL)('a transaction that loses a deadlock', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(
      sql`create table conflict_probe (id int primary key, n int not null)`,
    );
    await database.db.execute(sql`insert into conflict_probe values (1, 0), (2, 0)`);
  });
  afterAll(() => database?.close());

  /**
   * Adds 1 to both rows, `first` then the other, meeting the other transaction in between on its
   * first run: each then waits for the row the other holds, and PostgreSQL ends one of them.
   */
  function addToBoth(first: 1 | 2, mine: ReturnType<typeof step>, theirs: ReturnType<typeof step>) {
    let runs = 0;
    const call = () =>
      database.db.transaction(async (tx) => {
        runs += 1;
        await tx.execute(sql`update conflict_probe set n = n + 1 where id = ${first}`);
        if (runs === 1) {
          mine.done();
          await theirs.reached;
        }
        await tx.execute(sql`update conflict_probe set n = n + 1 where id = ${3 - first}`);
      });
    return { call, runs: () => runs };
  }

  it('is run again and both commit, each row written once by each', async () => {
    const one = step();
    const two = step();
    const a = addToBoth(1, one, two);
    const b = addToBoth(2, two, one);
    const outcomes = await Promise.allSettled([
      retryingConflicts(a.call),
      retryingConflicts(b.call),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
    // One of them was the deadlock's victim and ran twice; its first run left nothing behind.
    expect([a.runs(), b.runs()].sort()).toEqual([1, 2]);
    const rows = rowsOf<{ id: number; n: number }>(
      await database.db.execute(sql`select id, n from conflict_probe order by id`),
    );
    expect(rows).toEqual([
      { id: 1, n: 2 },
      { id: 2, n: 2 },
    ]);
  });

  it('answers the deadlock as it was without the retry', async () => {
    const one = step();
    const two = step();
    const a = addToBoth(1, one, two);
    const b = addToBoth(2, two, one);
    const outcomes = await Promise.allSettled([a.call(), b.call()]);
    // Unwrapped, the victim's caller sees PostgreSQL's deadlock_detected: the case being fixed.
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect(isTransactionConflict(refused[0]!.reason)).toBe(true);
  });
});
