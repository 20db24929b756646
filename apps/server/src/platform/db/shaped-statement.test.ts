import { asc, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness';
import type { Database } from '.';
import { shapedTogether, StatementValues } from './shaped-statement';

const notes = pgTable('shaped_notes', {
  n: integer('n').notNull(),
  label: text('label').notNull().default('none'),
  data: jsonb('data').$type<unknown>(),
  at: timestamp('at', { withTimezone: true }),
  made: text('made').$defaultFn(() => 'by drizzle'),
});

type Note = { n: number; label?: string; data: unknown; at: Date | null; made?: string };

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(
    sql.raw(`create table shaped_notes (n integer not null, label text not null default 'none',
      data jsonb, at timestamptz, made text)`),
  );
});

afterAll(() => database.close());

const stored = () =>
  database.db
    .select({ n: notes.n, label: notes.label, data: notes.data, at: notes.at, made: notes.made })
    .from(notes)
    .orderBy(asc(notes.n));

/** Writes the notes in one statement of their shape, and reads back how many there were before. */
function writer(kept?: number) {
  let builds = 0;
  const statement = shapedTogether<{ before: number }>('shaped_notes_test', kept);
  const write = (rows: Note[]) => {
    const values = new StatementValues();
    const bound = values.rows('note', rows);
    return database.db.transaction((tx) =>
      statement(tx, values, () => {
        builds += 1;
        return {
          writes: [tx.insert(notes).values(bound)],
          reads: { before: sql<number>`select count(*)::int from ${notes}` },
        };
      }),
    );
  };
  return { write, builds: () => builds };
}

describe('a statement built once per shape', () => {
  it('writes each run its own values, as Drizzle writes them, and builds a shape once', async () => {
    const { write, builds } = writer();
    const at = new Date('2026-01-02T03:04:05.678Z');
    expect(await write([{ n: 1, label: 'one', data: { a: [1] }, at, made: 'given' }])).toEqual({
      before: 0,
    });
    expect(await write([{ n: 2, label: 'two', data: ['x'], at, made: 'again' }])).toEqual({
      before: 1,
    });
    expect(builds()).toBe(1);
    // A null is a value (SQL NULL, not JSON null, through no encoder): the same shape. An absent
    // value takes the column's default: another shape.
    await write([{ n: 3, label: 'three', data: null, at: null, made: 'null' }]);
    expect(builds()).toBe(1);
    await write([{ n: 4, data: 'text', at, made: 'absent' }]);
    expect(builds()).toBe(2);
    await write([{ n: 5, label: 'five', data: null, at: null, made: 'null again' }]);
    expect(builds()).toBe(2);
    expect(await stored()).toEqual([
      { n: 1, label: 'one', data: { a: [1] }, at, made: 'given' },
      { n: 2, label: 'two', data: ['x'], at, made: 'again' },
      { n: 3, label: 'three', data: null, at: null, made: 'null' },
      { n: 4, label: 'none', data: 'text', at, made: 'absent' },
      { n: 5, label: 'five', data: null, at: null, made: 'null again' },
    ]);
    const result = await database.db.execute(
      sql`select data is null as is_null from shaped_notes where n = 3`,
    );
    const [isNull] = (result as unknown as { rows: { is_null: boolean }[] }).rows;
    expect(isNull).toEqual({ is_null: true });
  });

  it('refuses a build that freezes a value into the shape (a default made by Drizzle)', async () => {
    const { write } = writer();
    await expect(write([{ n: 6, label: 'six', data: null, at: null }])).rejects.toThrow(
      /parameter \$\d+ is a value, not a placeholder/,
    );
  });

  it('keeps only the first shapes, and still runs the others (built for their call)', async () => {
    const { write, builds } = writer(1);
    await write([{ n: 10, label: 'a', data: 1, at: null, made: 'x' }]);
    await write([{ n: 11, label: 'b', data: 2, at: null, made: 'x' }]);
    expect(builds()).toBe(1);
    await write([{ n: 12, data: 3, at: null, made: 'x' }]);
    await write([{ n: 13, data: 4, at: null, made: 'x' }]);
    expect(builds()).toBe(3);
    expect((await stored()).filter((row) => row.n >= 10).map((row) => row.label)).toEqual([
      'a',
      'b',
      'none',
      'none',
    ]);
  });

  it('is given values, not SQL', () => {
    expect(() => new StatementValues().value('x', sql`now()`)).toThrow(/values, not SQL/);
  });
});
