import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ADMIN_PERMISSIONS,
  API_PREFIX,
  dataListEndpoints,
  dataListQuerySchema,
  issueEndpoints,
  pathOf,
  type DataListQuery,
} from '@platfox/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { readConfig } from '../apps/server/src/config';
import type { Actor } from '../apps/server/src/modules/auth/service';
import { listRegistry } from '../apps/server/src/modules/data-lists/models';
import { DataListService } from '../apps/server/src/modules/data-lists/service';
import { MemoryMailer } from '../apps/server/src/platform/mail';
import { randomToken, tokenHash } from '../apps/server/src/platform/secrets';
import { ISSUE_SEED, partiesOf, seedIssues, type SeededIssues } from './issues-seed';
import { percentile, silentLive, type Figures } from './lib/server';
import { captureQueries, ms, timeSql, type CapturedQuery, type Timing } from './list-depth/capture';
import { isPostgresReachable, keptPostgresDatabase, postgresDatabase } from './lists/database';
import { rowsOf } from './lists/seed';

const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROUNDS = Number(process.env.BENCH_ISSUE_ROUNDS ?? 200);
const WARM_UP = 10;
/**
 * BENCH_ISSUES_DATABASE: the URL of a database an earlier run seeded and kept
 * (BENCH_ISSUES_KEEP=1 keeps it and prints its URL), measured again without the minutes of seeding.
 */
const KEPT_DATABASE = process.env.BENCH_ISSUES_DATABASE;
const KEEPS_DATABASE = process.env.BENCH_ISSUES_KEEP === '1';
/** BENCH_ISSUE_PLANS=1 prints each list query's EXPLAIN (ANALYZE, BUFFERS) on stderr. */
const PRINTS_PLANS = process.env.BENCH_ISSUE_PLANS === '1';

type Role = 'seller' | 'admin' | 'printer';
const DETAIL = {
  seller: issueEndpoints.getSellerIssuesOne,
  admin: issueEndpoints.getIssuesOne,
  printer: issueEndpoints.getPrinterIssuesOne,
} as const;
const LIST_URL = `${API_PREFIX}${pathOf(dataListEndpoints.postDataLists)}`;

/**
 * The query the web list sends when it opens (features/issues/listConfig.tsx, ui/data-list):
 * no filter, the declared default sort (newest first), page 1 of the default 20, counted.
 */
const defaultQuery = (): DataListQuery => ({
  model: 'issue',
  filters: [],
  filterType: 'AND',
  sorting: [{ field: 'createdAt', direction: 'desc' }],
  pagination: { page: 1, pageSize: 20 },
  filtersRef: [],
  filterTypeRef: 'AND',
  timezone: 'UTC',
});
/** Not a default but the support team's daily view: the open issues (NEW and PROCESSING). */
const openQuery = (): DataListQuery => ({
  ...defaultQuery(),
  filters: [{ field: 'status', operation: 'in', value: ['NEW', 'PROCESSING'] }],
});

const actorOf = (role: Role, parties: SeededIssues): Actor => ({
  id: role === 'seller' ? parties.sellerId : role === 'admin' ? parties.adminId : parties.printerId,
  type: role === 'seller' ? 'SELLER' : role === 'admin' ? 'ADMIN' : 'PRINTER',
  status: 'ONLINE',
  isVerified: true,
  permissions: role === 'admin' ? [...ADMIN_PERMISSIONS] : [],
  sessionId: null,
});

async function timeCalls(call: () => Promise<unknown>): Promise<Timing> {
  const timings: number[] = [];
  for (let round = -WARM_UP; round < ROUNDS; round += 1) {
    const started = performance.now();
    await call();
    if (round >= 0) timings.push(performance.now() - started);
  }
  return { p50: percentile(timings, 50), p95: percentile(timings, 95) };
}

/**
 * The median of the database's own execution time (EXPLAIN ANALYZE) of the captured queries run
 * in turn: the SQL's figure without the round trip, the driver or the app. Plans on request.
 */
async function explainedMs(url: string, queries: CapturedQuery[], label: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const sums: number[] = [];
    for (let round = 0; round < 7; round += 1) {
      let sum = 0;
      // The planner's estimate of a broad total is an EXPLAIN already: timed as it is sent.
      for (const query of queries) {
        if (/^explain/i.test(query.text)) {
          const started = performance.now();
          await client.query(query.text, query.values);
          sum += performance.now() - started;
          continue;
        }
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers) ${query.text}`,
          query.values,
        );
        const lines = rows.map((row) => row['QUERY PLAN']);
        const last = lines.find((line) => line.startsWith('Execution Time'));
        sum += Number(/([\d.]+) ms/.exec(last ?? '')?.[1] ?? Number.NaN);
        if (PRINTS_PLANS && round === 6) {
          console.error(`\n--- ${label}\n${query.text}\n${JSON.stringify(query.values)}`);
          console.error(lines.join('\n'));
        }
      }
      sums.push(sum);
    }
    return percentile(sums, 50);
  } finally {
    await client.end();
  }
}

/** A signed-in session of the user, its bearer token (no password: bench users have none). */
async function sessionOf(db: pg.Client, userId: string): Promise<string> {
  const token = randomToken();
  await db.query(
    `insert into auth_sessions (user_id, access_token_hash, access_expires_at, refresh_expires_at, is_remember_me)
     values ($1, $2, now() + interval '1 day', now() + interval '1 day', false)`,
    [userId, tokenHash(token)],
  );
  return token;
}

/**
 * Issue 19's figure on PostgreSQL: 200,000 issues over 2,000 sellers and 5 printers, 2,000,000
 * messages in the two conversations (BENCH_ISSUES, BENCH_ISSUE_MESSAGES scale them). For the
 * busiest seller, the admin and the busiest printer: the list as the web opens it and the open
 * issues, then the detail of the issues on that first page, each timed through the app
 * (app.inject: routing, the session's look-up, the service, the answer's encoding) at one client,
 * beside the list's SQL alone on one connection and its EXPLAIN ANALYZE time.
 */
export async function benchIssues(): Promise<Figures> {
  if (!(await isPostgresReachable(POSTGRES_URL))) {
    return { 'issue lists': `skipped: nothing answers at ${POSTGRES_URL}` };
  }
  const seed = {
    ...ISSUE_SEED,
    issues: Number(process.env.BENCH_ISSUES ?? ISSUE_SEED.issues),
    messages: Number(process.env.BENCH_ISSUE_MESSAGES ?? ISSUE_SEED.messages),
  };
  const bench = KEPT_DATABASE
    ? await keptPostgresDatabase(KEPT_DATABASE)
    : await postgresDatabase(POSTGRES_URL);
  const url = bench.url!;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'platfox-bench-issues-'));
  const figures: Figures = {};
  try {
    const seeding = performance.now();
    const parties = KEPT_DATABASE
      ? await partiesOf(bench.database)
      : await seedIssues(bench.database, seed);
    figures[
      KEPT_DATABASE
        ? `issues: measured on the kept database ${KEPT_DATABASE}`
        : `issues: ${seed.issues} issues, ${seed.messages} messages, ${seed.sellers} sellers, ${seed.printers} printers seeded in`
    ] = KEPT_DATABASE ? 'as seeded' : `${((performance.now() - seeding) / 1000).toFixed(0)} s`;

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const tokens: Record<Role, string> = {
      seller: await sessionOf(client, parties.sellerId),
      admin: await sessionOf(client, parties.adminId),
      printer: await sessionOf(client, parties.printerId),
    };
    await client.end();

    // As it runs in production: answers sent without re-encoding, no scheduled work beside.
    const config = readConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SCHEDULED_WORK: 'false',
      STORE_CREDENTIALS_KEY: randomBytes(32).toString('hex'),
      WEBHOOK_SECRET_KEY: 'bench',
    });
    const app = await buildApp({
      config,
      database: bench.database,
      logger: false,
      mailer: new MemoryMailer(),
    });
    await app.ready();
    const service = new DataListService(bench.database.db, listRegistry, silentLive);
    const call = { featureToken: undefined, isFeatureTokenValid: async () => false };
    try {
      for (const role of ['seller', 'admin', 'printer'] as const) {
        const headers = { authorization: `Bearer ${tokens[role]}` };
        const actor = actorOf(role, parties);
        let firstPage: string[] = [];
        for (const [name, query] of [
          ['default filters', defaultQuery()],
          ['open issues (status NEW, PROCESSING)', openQuery()],
        ] as const) {
          const list = async () => {
            const answer = await app.inject({
              method: 'POST',
              url: LIST_URL,
              headers,
              payload: query,
            });
            if (answer.statusCode !== 200) throw new Error(`${role} list: ${answer.body}`);
            return answer.json<{
              items: { id: string }[];
              total: number;
              isTotalEstimated: boolean;
            }>();
          };
          const answer = await list();
          if (firstPage.length === 0) firstPage = answer.items.map((item) => item.id);
          const label = `issues: ${role} list, ${name}`;
          const total = `${answer.isTotalEstimated ? '~' : ''}${answer.total}`;
          figures[`${label} p50 / p95 (total ${total})`] = ms(await timeCalls(list));
          const parsed = dataListQuerySchema.parse(query);
          const captured = await captureQueries(() => service.list(actor, parsed, call));
          figures[`${label}, its SQL alone p50 / p95 (${captured.length} queries)`] = ms(
            await timeSql(url, captured, ROUNDS),
          );
          figures[`${label}, EXPLAIN ANALYZE (median)`] =
            `${(await explainedMs(url, captured, label)).toFixed(2)} ms`;
        }
        let next = 0;
        const detail = async () => {
          const id = firstPage[next++ % firstPage.length]!;
          const answer = await app.inject({
            method: 'GET',
            url: `${API_PREFIX}${pathOf(DETAIL[role], { id })}`,
            headers,
          });
          if (answer.statusCode !== 200) throw new Error(`${role} detail: ${answer.body}`);
        };
        const [{ messages } = { messages: '0' }] = rowsOf<{ messages: string }>(
          await bench.database.db.execute(sql`
            select (count(*)::float / ${firstPage.length}::int)::numeric(6, 1) as messages
            from issue_messages where issue_id in (${sql.join(
              firstPage.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`),
        );
        figures[
          `issues: ${role} detail of the first page's issues p50 / p95 (${messages} messages each)`
        ] = ms(await timeCalls(detail));
      }
    } finally {
      await app.close();
    }
  } finally {
    if (KEEPS_DATABASE && !KEPT_DATABASE) {
      await bench.database.close();
      console.error(`issues: the seeded database is kept: BENCH_ISSUES_DATABASE=${url}`);
    } else {
      await bench.drop();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

// `npx tsx bench/issues.ts` runs this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, value] of Object.entries(await benchIssues()))
    console.log(`  ${name}  ${value}`);
}
