import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A module's declared read model (issue 30): handles on its tables that other modules may select,
 * join, filter and count from (the data-list models, a report's join), and never write. A change
 * to another module's rows goes through that module's functions; the module-graph test fails on
 * an insert, update or delete of another module's table (test/table-writes.ts). Frozen, so no one
 * swaps a handle at run time.
 */
export function readModel<Tables extends Record<string, PgTable>>(
  tables: Tables,
): Readonly<Tables> {
  return Object.freeze({ ...tables });
}
