import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Actor } from '../apps/server/src/modules/auth/service';
import { ContestService } from '../apps/server/src/modules/engagement/contests';
import { recordCompletion } from '../apps/server/src/modules/engagement/milestones';
import { badges, engagementEvents } from '../apps/server/src/modules/engagement/tables';
import { benchEventMail, pgArray } from './engagement-mail';
import { percentile, type Figures } from './lib/server';
import { isPostgresReachable, postgresDatabase } from './lists/database';

const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SELLERS = Number(process.env.BENCH_ENGAGEMENT_SELLERS ?? 2_000);
const ITEMS = Number(process.env.BENCH_ENGAGEMENT_ITEMS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ENGAGEMENT_ROUNDS ?? 300);

const actor = (id: string, type: Actor['type']): Actor => ({
  id,
  type,
  status: 'ONLINE',
  isVerified: true,
  permissions: type === 'ADMIN' ? ['EVENT_DETAIL_ACCESS'] : [],
  sessionId: null,
});

/**
 * Engagement (issue 35) on PostgreSQL:
 * - what the milestone check adds to completing an item: the itemsCompleted subscriber
 *   (recordCompletion) in a transaction that writes a row, with three running events of two
 *   milestones each, against the same transaction without it; and the check's own time;
 * - a contest leaderboard over SELLERS sellers whose ITEMS completed items were counted into
 *   their running totals (event_progress) as the items completed: a seller's read (top 50 and
 *   their own place) and an admin's;
 * - an event's mail to BENCH_ENGAGEMENT_MAIL_SELLERS sellers (10,000 by default, a group of its
 *   own): the activation until the mail job is queued, and the job's run with its progress
 *   (engagement-mail.ts).
 */
export async function benchEngagement(): Promise<Figures> {
  if (!(await isPostgresReachable(POSTGRES_URL))) return { engagement: 'PostgreSQL unreachable' };
  const bench = await postgresDatabase(POSTGRES_URL);
  const { db } = bench.database;
  try {
    const sellers = Array.from({ length: SELLERS }, () => randomUUID());
    for (let start = 0; start < sellers.length; start += 500) {
      const part = sellers.slice(start, start + 500);
      await db.execute(sql`insert into users (id, email, password_hash, first_name, last_name, type, is_verified, status)
        select id::uuid, 'bench-' || id || '@bench.test', 'x', 'Bench', 'Seller ' || n, 'SELLER', true, 'ONLINE'
        from unnest(${pgArray(part)}::text[]) with ordinality as t(id, n)`);
    }
    const [badge] = await db
      .insert(badges)
      .values({ name: 'Bench', type: 'BADGE_USER' })
      .returning({ id: badges.id });
    const events: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const isContest = index === 0;
      const day = 86_400_000;
      const [event] = await db
        .insert(engagementEvents)
        .values({
          name: `Bench ${index}`,
          mode: isContest ? 'CONTEST' : 'NORMAL',
          status: 'ACTIVATED',
          fromDate: new Date(Date.now() - day),
          toDate: new Date(Date.now() + 7 * day),
          isAppliedToAllMember: true,
          contestCondition: isContest ? 'TOTAL_PRODUCTS_IN_ORDER_ITEM_COMPLETE' : null,
          activatedAt: new Date(),
        })
        .returning({ id: engagementEvents.id });
      events.push(event!.id);
      for (const target of [1_000_000, 2_000_000]) {
        await db.execute(sql`insert into event_milestones (event_id, type, condition_type, condition_value, milestone_no, badge_id)
          values (${event!.id}, 'USER', 'TOTAL_PRODUCTS_IN_ORDER_ITEM_COMPLETE', ${target}, ${target / 1_000_000}, ${badge!.id})`);
      }
    }
    // ITEMS completed items spread unevenly over the sellers (a few large, many small), as the
    // completions would have counted them into the contest's totals.
    const contest = events[0]!;
    const weights = sellers.map((_, index) => 1 / (index + 10));
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const values = sellers.map((id, index) => {
      const items = Math.max(1, Math.round((ITEMS * weights[index]!) / total));
      return { id, items, value: items * 1_450 };
    });
    await db.execute(sql`insert into event_progress (event_id, user_id, completed_items, completed_value, updated_at)
      select ${contest}::uuid, id::uuid, items, value, now() - (n || ' seconds')::interval
      from unnest(${pgArray(values.map((v) => v.id))}::text[], ${pgArray(values.map((v) => v.items))}::bigint[],
        ${pgArray(values.map((v) => v.value))}::bigint[]) with ordinality as t(id, items, value, n)`);
    await db.execute(sql`analyze`);

    const completion = { sellerId: sellers[SELLERS - 1]!, quantity: 1, value: 1_450 };
    const time = async (work: () => Promise<unknown>) => {
      const started = performance.now();
      await work();
      return performance.now() - started;
    };
    // Completing an item writes (the item's status) and so commits to the WAL; the baseline
    // writes one row as well, or the check's first write would be charged the commit's flush.
    await db.execute(
      sql`create table bench_completions (id bigserial primary key, at timestamptz)`,
    );
    const write = (tx: Pick<typeof db, 'execute'>) =>
      tx.execute(sql`insert into bench_completions (at) values (now())`);
    const bare = async () =>
      db.transaction(async (tx) => {
        await write(tx);
      });
    // The check's own time inside the transaction: on a shared machine the commit's WAL flush
    // swings by milliseconds, which the difference of the two transactions' p95s carries.
    const own: number[] = [];
    const checked = async () =>
      db.transaction(async (tx) => {
        await write(tx);
        const started = performance.now();
        await recordCompletion(tx, completion);
        own.push(performance.now() - started);
      });
    const without: number[] = [];
    const withCheck: number[] = [];
    for (let round = 0; round < ROUNDS + 20; round += 1) {
      const a = await time(bare);
      const b = await time(checked);
      if (round >= 20) {
        without.push(a);
        withCheck.push(b);
      }
    }
    const contests = new ContestService(db);
    const seller = actor(sellers[SELLERS / 2]!, 'SELLER');
    const admin = actor(randomUUID(), 'ADMIN');
    const sellerReads: number[] = [];
    const adminReads: number[] = [];
    for (let round = 0; round < ROUNDS + 20; round += 1) {
      const a = await time(() => contests.leaderboard(seller, contest));
      const b = await time(() => contests.leaderboard(admin, contest));
      if (round >= 20) {
        sellerReads.push(a);
        adminReads.push(b);
      }
    }
    const p95 = (values: number[]) => `${percentile(values, 95).toFixed(2)} ms`;
    const added = percentile(withCheck, 95) - percentile(without, 95);
    const mail = await benchEventMail(bench);
    return {
      'engagement: completion tx p95 without events': p95(without),
      'engagement: completion tx p95 with 3 events, 6 milestones': p95(withCheck),
      'engagement: milestone check adds (p95)': `${added.toFixed(2)} ms`,
      'engagement: milestone check itself (p50 / p95)': `${percentile(own.slice(20), 50).toFixed(2)} / ${percentile(own.slice(20), 95).toFixed(2)} ms`,
      [`engagement: leaderboard p95, seller (${SELLERS} sellers, ${ITEMS} items)`]:
        p95(sellerReads),
      [`engagement: leaderboard p95, admin (${SELLERS} sellers, ${ITEMS} items)`]: p95(adminReads),
      ...mail,
    };
  } finally {
    await bench.drop();
  }
}
