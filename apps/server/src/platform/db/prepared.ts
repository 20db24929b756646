import { withFlatRows } from './flat-rows';
import type { Db } from './index';

/**
 * A query prepared once per database (Drizzle's `.prepare(name)`): Drizzle builds its SQL once
 * instead of on every call, and PostgreSQL parses and plans it once per connection. For the
 * statements every request of a hot path runs (the token's session, a cart's prices): building
 * SQL was a fifth of the server's CPU per placement. A select's rows are mapped by
 * `withFlatRows` (flat-rows.ts).
 */
export function preparedPer<T>(build: (db: Db) => T): (db: Db) => T {
  const byDatabase = new WeakMap<Db, T>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = withFlatRows(build(db));
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}
