import { randomBytes } from 'node:crypto';
import { Column, is, SQL, sql, type DriverValueDecoder, type SQLWrapper } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db, DbDriver, DbTx } from '../../platform/db';

/*
 * Reading a large result once, in batches, through a PostgreSQL cursor (issue 36's backup): one
 * query per table, one scan, instead of a keyset query per batch that the planner may answer by
 * reading the scope's rows again each time. On PostgreSQL the cursors live in one read-only
 * REPEATABLE READ transaction on a pooled connection of their own, so every file of a backup is
 * the same snapshot and nobody else waits. The embedded database has one connection: a
 * transaction there would hold every other query for the whole backup, so its cursors are
 * declared WITH HOLD outside one (the result kept by the server at declaration), and each FETCH
 * is a statement of its own that other work runs between.
 */

/** A query's rows a batch at a time, keyed and typed as its selection says. */
export type CursorReader = {
  batches: (
    query: SQLWrapper,
    selection: SelectedFields,
    size: number,
  ) => AsyncGenerator<Record<string, unknown>[]>;
};

/**
 * Runs `work` with a reader whose cursors it opens; the cursors and (on PostgreSQL) the
 * transaction end with it.
 */
export async function withCursors<T>(
  db: Db,
  driver: DbDriver,
  work: (reader: CursorReader) => Promise<T>,
): Promise<T> {
  if (driver === 'pglite') return await work(readerOn(db, 'with hold'));
  return await db.transaction(async (tx) => await work(readerOn(tx, '')), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

function readerOn(session: Db | DbTx, hold: 'with hold' | ''): CursorReader {
  return {
    async *batches(query, selection, size) {
      const name = sql.identifier(`backup_${randomBytes(6).toString('hex')}`);
      const decode = decoderOf(selection);
      await session.execute(sql`declare ${name} no scroll cursor ${sql.raw(hold)} for ${query}`);
      try {
        // Both drivers answer a FETCH with its rows under `rows`.
        const fetch = async () =>
          (
            (await session.execute(
              sql`fetch forward ${sql.raw(String(size))} from ${name}`,
            )) as unknown as { rows: Record<string, unknown>[] }
          ).rows;
        // The next batch is asked for before this one is handed on, so the database reads
        // while the caller writes.
        let next: Promise<Record<string, unknown>[]> | null = fetch();
        while (next) {
          const rows: Record<string, unknown>[] = await next;
          next = rows.length === size ? fetch() : null;
          if (rows.length > 0) yield rows.map(decode);
        }
      } finally {
        await session.execute(sql`close ${name}`).catch(() => undefined);
      }
    },
  };
}

/**
 * The selection with each field named by its key (`expr as "key"`), for a cursor's query: FETCH
 * answers rows keyed by the names in the SQL, which drizzle leaves unnamed.
 */
export function namedSelection(selection: SelectedFields): SelectedFields {
  return Object.fromEntries(
    Object.entries(selection).map(([key, value]) => [key, sql`${value as SQL | Column}`.as(key)]),
  ) as SelectedFields;
}

/** Each value from the driver's form to the column's (a timestamp a Date, a bigint a number). */
function decoderOf(selection: SelectedFields) {
  const decoders = Object.entries(selection).map(([key, value]) => {
    if (is(value, Column)) return [key, (raw: unknown) => value.mapFromDriverValue(raw)] as const;
    // An expression's decoder is drizzle's own field (what `.mapWith` set), not in its types.
    const expression = is(value, SQL) ? value : is(value, SQL.Aliased) ? value.sql : null;
    const decoder = (expression as { decoder?: DriverValueDecoder<unknown, unknown> } | null)
      ?.decoder;
    return [key, (raw: unknown) => (decoder ? decoder.mapFromDriverValue(raw) : raw)] as const;
  });
  return (raw: Record<string, unknown>) => {
    const row: Record<string, unknown> = {};
    for (const [key, decode] of decoders) {
      const value = raw[key];
      row[key] = value === null || value === undefined ? null : decode(value);
    }
    return row;
  };
}
