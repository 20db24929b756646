import type { Actor } from '../../apps/server/src/modules/auth/service';
import type { Figures } from '../lib/server';
import {
  isPostgresReachable,
  pgliteDatabase,
  postgresDatabase,
  type BenchDatabase,
} from './database';
import { measureQueries } from './queries';
import { ISSUE_SEED, seedLists, type ListSeed } from './seed';

const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function benchOne(open: () => Promise<BenchDatabase>, seed: ListSeed): Promise<Figures> {
  const bench = await open();
  try {
    const seeding = performance.now();
    const busiest = await seedLists(bench.database, seed);
    const seconds = ((performance.now() - seeding) / 1000).toFixed(0);
    const actor: Actor = {
      id: busiest,
      type: 'ADMIN',
      status: 'ONLINE',
      isVerified: true,
      permissions: [],
      sessionId: null,
    };
    const figures: Figures = {
      [`notification list on ${bench.label}: seeded in`]: `${seconds} s`,
    };
    for (const figure of await measureQueries(bench.database, actor)) {
      const total = `${figure.estimated ? '~' : ''}${figure.total}`;
      figures[`notification list on ${bench.label}: ${figure.name} p50 / p95 (total ${total})`] =
        `${figure.p50.toFixed(1)} ms / ${figure.p95.toFixed(1)} ms`;
    }
    return figures;
  } finally {
    await bench.drop();
  }
}

/**
 * The data-list figures of issue 4: five typical first-page queries with totals over 1,000,000
 * notifications and 100,000 users, on PostgreSQL (when reachable) and on PGlite. BENCH_LIST_ROWS
 * scales the notification count down for a quick look.
 */
export async function benchLists(): Promise<Figures> {
  const rows = Number(process.env.BENCH_LIST_ROWS ?? ISSUE_SEED.notifications);
  const seed = { ...ISSUE_SEED, notifications: rows };
  const figures: Figures = {};
  if (await isPostgresReachable(POSTGRES_URL)) {
    Object.assign(figures, await benchOne(() => postgresDatabase(POSTGRES_URL), seed));
  } else {
    figures['notification list on PostgreSQL'] = `skipped: nothing answers at ${POSTGRES_URL}`;
  }
  Object.assign(figures, await benchOne(pgliteDatabase, seed));
  return figures;
}

// `npx tsx bench/lists/index.ts` runs this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, value] of Object.entries(await benchLists()))
    console.log(`  ${name}  ${value}`);
}
