import { asc, eq, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness';
import type { Database } from '.';
import { withFlatRows } from './flat-rows';

const tone = pgEnum('flat_rows_tone', ['SOFT', 'LOUD']);
const things = pgTable('flat_rows_things', {
  id: uuid('id').primaryKey(),
  n: integer('n').notNull(),
  label: text('label'),
  isOn: boolean('is_on').notNull(),
  tone: tone('tone'),
  big: bigint('big', { mode: 'number' }),
  huge: bigint('huge', { mode: 'bigint' }),
  price: numeric('price'),
  tags: text('tags').array(),
  data: jsonb('data').$type<unknown>(),
  day: date('day'),
  dayAsDate: date('day_as_date', { mode: 'date' }),
  at: timestamp('at', { withTimezone: true }),
  localAt: timestamp('local_at'),
  atAsText: timestamp('at_as_text', { withTimezone: true, mode: 'string' }),
});
const notes = pgTable('flat_rows_notes', {
  thingId: uuid('thing_id').notNull(),
  body: text('body').notNull(),
});

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create type flat_rows_tone as enum ('SOFT', 'LOUD')`);
  await database.db.execute(sql`create table flat_rows_things (
    id uuid primary key, n integer not null, label text, is_on boolean not null,
    tone flat_rows_tone, big bigint, huge bigint, price numeric, tags text[], data jsonb,
    day date, day_as_date date, at timestamptz, local_at timestamp, at_as_text timestamptz)`);
  await database.db.execute(
    sql`create table flat_rows_notes (thing_id uuid not null, body text not null)`,
  );
  await database.db.insert(things).values([
    {
      id: '00000000-0000-4000-8000-000000000001',
      n: 1,
      label: 'قميص "quoted"',
      isOn: true,
      tone: 'LOUD',
      big: 12_345_678_901,
      huge: 9_007_199_254_740_993n,
      price: '10.50',
      tags: ['a', 'b,c', ''],
      data: { nested: [1, { x: null }] },
      day: '2026-02-28',
      dayAsDate: new Date('2026-02-28T00:00:00Z'),
      at: new Date('2026-11-30T17:00:00.123Z'),
      localAt: new Date('2026-11-30T17:00:00.000Z'),
      atAsText: '2026-11-30 17:00:00+00',
    },
    { id: '00000000-0000-4000-8000-000000000002', n: 2, isOn: false },
  ]);
  await database.db.insert(notes).values({
    thingId: '00000000-0000-4000-8000-000000000001',
    body: 'a note',
  });
});
afterAll(() => database?.close());

/** The same select run by Drizzle's own mapping and by the flat one. */
async function both<T>(build: () => { prepare(name: string): { execute(): Promise<T> } }) {
  const drizzle = await build()
    .prepare(undefined as unknown as string)
    .execute();
  const flat = await withFlatRows(build().prepare(undefined as unknown as string)).execute();
  return { drizzle, flat };
}

describe('withFlatRows', () => {
  it('maps every column type as Drizzle does: dates, bigints, numerics, arrays, json, nulls', async () => {
    const { drizzle, flat } = await both(() =>
      database.db.select().from(things).orderBy(asc(things.n)),
    );
    expect(flat).toEqual(drizzle);
    expect(flat[0]!.at).toEqual(new Date('2026-11-30T17:00:00.123Z'));
    expect(flat[0]!.huge).toBe(9_007_199_254_740_993n);
    expect(flat[1]!.label).toBeNull();
  });

  it('maps a left join that matched nothing, SQL with a decoder and aliased SQL', async () => {
    const { drizzle, flat } = await both(() =>
      database.db
        .select({
          id: things.id,
          body: notes.body,
          twice: sql<number>`${things.n} * 2`.mapWith(Number),
          at: sql<Date>`${things.at}`.mapWith(things.at),
          raw: sql<string>`'text'`.as('raw'),
        })
        .from(things)
        .leftJoin(notes, eq(notes.thingId, things.id))
        .orderBy(asc(things.n)),
    );
    expect(flat).toEqual(drizzle);
    expect(flat.map((row) => row.body)).toEqual(['a note', null]);
    expect(flat[0]!.twice).toBe(2);
    expect(flat[0]!.at).toEqual(new Date('2026-11-30T17:00:00.123Z'));
  });

  it('leaves a nested selection to Drizzle, which nulls a joined table that matched nothing', async () => {
    const { drizzle, flat } = await both(() =>
      database.db
        .select({ id: things.id, note: { body: notes.body } })
        .from(things)
        .leftJoin(notes, eq(notes.thingId, things.id))
        .orderBy(asc(things.n)),
    );
    expect(flat).toEqual(drizzle);
    expect(flat[1]!.note).toBeNull();
  });
});
