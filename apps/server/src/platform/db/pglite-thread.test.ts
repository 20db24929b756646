import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '.';
import { PgliteThread } from './pglite-thread';

/** The embedded database in its own thread (issue 37 item 5), as the app's callers use it. */
describe.skipIf(process.env.DATABASE_URL)('the embedded database in its own thread', () => {
  let thread: PgliteThread;
  beforeAll(async () => {
    thread = await PgliteThread.create({});
    await thread.exec('create table kept (id int primary key, note text)');
  }, 60_000);
  afterAll(() => thread.close());

  it('answers PostgreSQL errors with their code, and rolls back a transaction that throws', async () => {
    await thread.query('insert into kept values (1, $1)', ['first']);
    const twice = await thread.query('insert into kept values (1, $1)', ['again']).catch((e) => e);
    expect(isUniqueViolation(twice)).toBe(true);

    const failed = await thread
      .transaction(async (tx) => {
        await tx.query('insert into kept values (2, $1)', ['rolled back']);
        throw new Error('the caller gave up');
      })
      .catch((error: Error) => error.message);
    expect(failed).toBe('the caller gave up');
    const kept = await thread.query<{ id: number }>('select id from kept order by id');
    expect(kept.rows).toEqual([{ id: 1 }]);
  });

  it('runs a statement sent ahead before the work queued earlier, never inside a transaction', async () => {
    const done: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = thread.transaction(async (tx) => {
      await tx.query('insert into kept values (10, $1)', ['in the transaction']);
      await held;
      done.push('transaction');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const queued = thread.query('select 1').then(() => done.push('queued'));
    const ahead = thread.ahead.query('insert into kept values (11, $1)', ['ahead']).then(() => {
      done.push('ahead');
    });
    release();
    await Promise.all([transaction, queued, ahead]);
    expect(done).toEqual(['transaction', 'ahead', 'queued']);
  });

  it("keeps the caller's event loop free while a statement runs", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const started = performance.now();
    await thread.query('select count(*) from generate_series(1, 3000000)');
    const ran = performance.now() - started;
    clearInterval(timer);
    // In the caller's thread the statement would have held every timer until it ended.
    expect(ran).toBeGreaterThan(100);
    expect(ticks).toBeGreaterThan(ran / 5 / 4);
  });
});
