import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/platform/db';

export type ListSeed = {
  users: number;
  notifications: number;
  busyUsers: number;
  busyShare: number;
};

/** What the issue asks for: 1,000,000 notifications over 100,000 users. */
export const ISSUE_SEED: ListSeed = {
  users: 100_000,
  notifications: 1_000_000,
  // Half the notifications go to ten busy accounts (the admins and big sellers a real floor has):
  // the list queries are measured on the busiest inbox, the worst case for a scoped list.
  busyUsers: 10,
  busyShare: 0.5,
};

/**
 * Fills users and notifications with generate_series in the database itself (a round trip per
 * batch, not per row). Users are numbered; the first `busyUsers` receive `busyShare` of all
 * notifications, the rest is spread evenly. Sent times cover the last 365 days.
 */
export async function seedLists({ db }: Database, seed: ListSeed): Promise<string> {
  await db.execute(sql`
    insert into users (type, email, password_hash, first_name, last_name, is_verified, created_at)
    select (array['SELLER','SELLER','SELLER','PRINTER','ADMIN'])[1 + n % 5],
           'bench' || n || '@bench.test', 'x', 'Bench', 'User ' || n, true,
           now() - (n % 730) * interval '1 day'
    from generate_series(1, ${seed.users}::int) as n`);
  // A numbering of the users to spread notifications by (a plain table: pooled connections do
  // not share temporary ones; the bench database is dropped afterwards).
  await db.execute(sql`
    create table bench_user_numbers as
    select id, row_number() over (order by id) as n from users where email like 'bench%'`);
  await db.execute(sql`create unique index on bench_user_numbers (n)`);
  const busy = Math.round(seed.notifications * seed.busyShare);
  const batch = 100_000;
  for (let start = 0; start < seed.notifications; start += batch) {
    const end = Math.min(seed.notifications, start + batch);
    await db.execute(sql`
      insert into notifications (user_id, type, title, description, is_read, sent_at)
      select u.id,
             (array['ORDER','ORDER_ITEM','PRODUCT','TRANSACTION','ISSUE','NETWORK','TRACKING_UPDATE','OTHERS'])[1 + g % 8],
             'Order #' || (100000 + g) || ' ' || (array['approved','shipped','refunded','canceled','on hold'])[1 + g % 5],
             'Item ' || g || ' of seller ' || (g % 2000) || ' changed',
             g % 3 <> 0,
             now() - (g % 525600) * interval '1 minute'
      from generate_series(${start + 1}::int, ${end}::int) as g
      join bench_user_numbers u on u.n = case
        when g <= ${busy}::int then 1 + g % ${seed.busyUsers}::int
        else 1 + ${seed.busyUsers}::int + g % ${seed.users - seed.busyUsers}::int
      end`);
  }
  // What autovacuum does to a settled table: statistics and the visibility map (index-only scans).
  await db.execute(sql`vacuum analyze users`);
  await db.execute(sql`vacuum analyze notifications`);
  const [busiest] = rowsOf<{ id: string }>(
    await db.execute(sql`select id from bench_user_numbers where n = 1`),
  );
  return busiest!.id;
}

/** Rows of db.execute on either driver (node-postgres answers {rows}, so does PGlite). */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
