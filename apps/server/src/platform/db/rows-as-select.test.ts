import { randomUUID } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness';
import type { Database } from '.';
import { rowsAsSelect, RowsAsSelectError, rowsAsSelectWhere } from './rows-as-select';

// The same columns twice: one table written by Drizzle's VALUES, the other by rowsAsSelect.
const mood = pgEnum('rows_as_select_mood', ['CALM', 'BUSY']);
const columnsOf = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  n: integer('n').notNull(),
  label: text('label'),
  isOn: boolean('is_on').notNull().default(false),
  mood: mood('mood').notNull().default('CALM'),
  big: bigint('big', { mode: 'number' }),
  tags: text('tags').array(),
  data: jsonb('data').$type<unknown>(),
  code: text('code')
    .notNull()
    .$defaultFn(() => 'made'),
  at: timestamp('at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
const byValues = pgTable('rows_as_select_values', columnsOf());
const bySelect = pgTable('rows_as_select_select', columnsOf());
const withSerial = pgTable('rows_as_select_serial', { n: serial('n'), label: text('label') });

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create type rows_as_select_mood as enum ('CALM', 'BUSY')`);
  for (const name of ['rows_as_select_values', 'rows_as_select_select']) {
    await database.db.execute(
      sql.raw(`create table ${name} (
        id uuid primary key default gen_random_uuid(), n integer not null, label text,
        is_on boolean not null default false, mood rows_as_select_mood not null default 'CALM',
        big bigint, tags text[], data jsonb, code text not null, at timestamptz,
        created_at timestamptz not null default now())`),
    );
  }
  await database.db.execute(sql`create table rows_as_select_serial (n serial, label text)`);
});
afterAll(() => database?.close());

const rows = [
  {
    n: 1,
    label: 'O\'Brien, "quoted" \\ back',
    isOn: true,
    mood: 'BUSY' as const,
    big: 9_007_199_254_740_991,
    tags: ['a', 'b c', 'd,"e"'],
    data: { nested: { list: [1, 'two', null] }, text: 'x' },
    code: 'given',
    at: new Date('2026-11-30T10:11:12.345Z'),
  },
  { n: 2, label: null, data: 'a plain string', tags: [], at: null },
  { n: 3, data: [1, 2, 3] },
  { n: 4, data: null, label: 'مرحبا 👋' },
];

describe('rowsAsSelect', () => {
  it('writes the same rows as Drizzle VALUES, defaults included, and returns them', async () => {
    const written = await database.db.insert(byValues).values(rows).returning();
    const selected = await database.db
      .insert(bySelect)
      .select(rowsAsSelect(bySelect, rows))
      .returning();
    const comparable = (list: typeof written) =>
      list.map(({ id, createdAt, ...rest }) => ({
        ...rest,
        hasId: typeof id === 'string' && id.length === 36,
        hasCreatedAt: createdAt instanceof Date,
      }));
    expect(comparable(selected)).toEqual(comparable(written));
    const read = await database.db.select().from(bySelect).orderBy(asc(bySelect.n));
    expect(comparable(read)).toEqual(comparable(written));
    expect(read[0]).toMatchObject({ code: 'given', mood: 'BUSY', isOn: true });
    expect(read[1]).toMatchObject({
      code: 'made',
      mood: 'CALM',
      isOn: false,
      data: 'a plain string',
    });
  });

  it('keeps a given id, and upserts through onConflictDoUpdate', async () => {
    const id = randomUUID();
    await database.db.insert(bySelect).select(rowsAsSelect(bySelect, [{ id, n: 10 }]));
    const [again] = await database.db
      .insert(bySelect)
      .select(rowsAsSelect(bySelect, [{ id, n: 11, label: 'second' }]))
      .onConflictDoUpdate({ target: bySelect.id, set: { label: sql`excluded.label` } })
      .returning();
    expect(again).toMatchObject({ id, n: 10, label: 'second' });
  });

  it('gives rows that leave out an SQL-default column the default, beside rows that name it', async () => {
    const id = randomUUID();
    const made = await database.db
      .insert(bySelect)
      .select(rowsAsSelect(bySelect, [{ id, n: 20 }, { n: 21 }, { id: undefined, n: 22 }]))
      .returning({ id: bySelect.id, n: bySelect.n });
    expect(made.find((row) => row.n === 20)?.id).toBe(id);
    expect(new Set(made.map((row) => row.id)).size).toBe(3);
    expect(made.map((row) => row.n).sort()).toEqual([20, 21, 22]);
  });

  it('writes only the rows whose key the gate selects, rows with an SQL default among them', async () => {
    const made = await database.db
      .insert(bySelect)
      .select(
        rowsAsSelectWhere(
          bySelect,
          [{ n: 30 }, { id: randomUUID(), n: 31 }, { n: 32 }],
          bySelect.n,
          sql`select unnest(array[30, 31]::integer[])`,
        ),
      )
      .returning({ n: bySelect.n });
    expect(made.map((row) => row.n).sort()).toEqual([30, 31]);
  });

  it('refuses what it cannot write as Drizzle would, instead of writing something else', () => {
    expect(() => rowsAsSelect(bySelect, [{ n: 1, label: sql`'x'` }] as never)).toThrow(
      RowsAsSelectError,
    );
    expect(() => rowsAsSelect(withSerial, [{ label: 'x' }])).toThrow(RowsAsSelectError);
  });
});
