import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbTx } from './index';

/**
 * Deletes the rows whose id is among `ids` and answers the ids actually deleted. The module that
 * owns the table makes its delete with it (a list's delete action calls that module's function).
 */
export function deleteByIds(table: PgTable, id: PgColumn) {
  return async (tx: DbTx, ids: string[]): Promise<string[]> =>
    (await tx.delete(table).where(inArray(id, ids)).returning({ id })).map((row) => String(row.id));
}
