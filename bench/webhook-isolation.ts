import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { users } from '../apps/server/src/modules/accounts/tables';
import { WebhookDispatcher } from '../apps/server/src/modules/webhooks/dispatcher';
import { webhookJobs } from '../apps/server/src/modules/webhooks/jobs';
import { startBossWorkers } from '../apps/server/src/platform/jobs/register';
import { insertDeliveries } from '../apps/server/src/modules/webhooks/outbox';
import { SecretBox } from '../apps/server/src/modules/webhooks/secret-box';
import { webhookDeliveries, webhookEndpoints } from '../apps/server/src/modules/webhooks/tables';
import { createBoss } from '../apps/server/src/platform/jobs/boss';
import type { Figures } from './lib/server';
import {
  isPostgresReachable,
  pgliteDatabase,
  postgresDatabase,
  type BenchDatabase,
} from './lists/database';

/**
 * Issue 29, item 10: 50 sellers' endpoints that accept and never answer, and one healthy
 * endpoint, each sent one event every 250 ms for 10 s (40 rounds, 2,040 deliveries), with the
 * production retry schedule. The figure is the healthy endpoint's delivery time (recorded by
 * the outbox to DELIVERED): its p95 must stay under 2 s. Before the lanes, one batch of jobs
 * waited for its slowest send, and a delivery behind 45 dead endpoints took 18.7 s.
 */
const DEAD = Number(process.env.BENCH_DEAD_ENDPOINTS ?? 50);
const ROUNDS = 40;
const ROUND_MS = 250;
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const silent = pino({ level: 'silent' }) as FastifyBaseLogger;

async function listen(handle: (response: ServerResponse) => void) {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => handle(response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function benchOne(open: () => Promise<BenchDatabase>): Promise<Figures> {
  const bench = await open();
  const { db } = bench.database;
  const hanging: ServerResponse[] = [];
  const dead = await listen((response) => void hanging.push(response));
  const healthy = await listen((response) => void response.writeHead(204).end());
  const box = new SecretBox('bench key');
  const boss = createBoss(bench.database, { supervise: true, schedule: false });
  boss.on('error', (error) => console.error(error));
  const dispatcher = new WebhookDispatcher(
    db,
    box,
    { allowPrivateHosts: true, retryBaseMs: 60_000 },
    silent,
  );
  try {
    const targets: { endpointId: string; sellerId: string }[] = [];
    for (let n = 0; n <= DEAD; n += 1) {
      const [seller] = await db
        .insert(users)
        .values({
          type: 'SELLER',
          email: `bench-${Date.now()}-${n}@bench.test`,
          passwordHash: 'x',
          firstName: 'Bench',
          lastName: `Seller ${n}`,
        })
        .returning({ id: users.id });
      const [endpoint] = await db
        .insert(webhookEndpoints)
        .values({
          sellerId: seller!.id,
          url: n === DEAD ? `${healthy.url}/hook` : `${dead.url}/dead/${n}`,
          events: ['ITEM_SHIPPED'],
          secretSealed: box.seal('whsec_bench'),
        })
        .returning({ id: webhookEndpoints.id });
      targets.push({ endpointId: endpoint!.id, sellerId: seller!.id });
    }
    const healthyId = targets.at(-1)!.endpointId;
    await boss.start();
    await startBossWorkers(boss, webhookJobs(dispatcher));
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      await db.transaction((tx) => insertDeliveries(tx, targets, 'ITEM_SHIPPED', { round }));
      dispatcher.kick();
      const left = ROUND_MS - (performance.now() - started);
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
    }
    const healthyRows = () =>
      db
        .select({
          ms: sql<number>`extract(epoch from (${webhookDeliveries.deliveredAt} - ${webhookDeliveries.createdAt})) * 1000`,
        })
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.endpointId, healthyId),
            isNotNull(webhookDeliveries.deliveredAt),
          ),
        );
    const deadline = Date.now() + 120_000;
    while ((await healthyRows()).length < ROUNDS && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const times = (await healthyRows()).map((row) => Number(row.ms)).sort((a, b) => a - b);
    const label = `webhook isolation on ${bench.label}`;
    return {
      [`${label}: healthy delivered`]: `${times.length} of ${ROUNDS}, beside ${DEAD} endpoints that never answer`,
      [`${label}: healthy p50 / p95 / max`]: `${percentile(times, 50).toFixed(0)} / ${percentile(times, 95).toFixed(0)} / ${(times.at(-1) ?? NaN).toFixed(0)} ms (p95 must stay under 2,000)`,
      [`${label}: dead sends held open`]: `${hanging.length} (at most 2 per endpoint at once)`,
    };
  } finally {
    await dispatcher.stop();
    await boss.stop({ graceful: true });
    await dead.close();
    await healthy.close();
    await bench.drop();
  }
}

export async function benchWebhookIsolation(): Promise<Figures> {
  // BENCH_WEBHOOK_ISOLATION_PGLITE=false measures PostgreSQL only (one process per database is
  // what PGlite serves; the fleet this item is about runs on PostgreSQL).
  const figures =
    process.env.BENCH_WEBHOOK_ISOLATION_PGLITE === 'false' ? {} : await benchOne(pgliteDatabase);
  if (await isPostgresReachable(POSTGRES_URL))
    Object.assign(figures, await benchOne(() => postgresDatabase(POSTGRES_URL)));
  else figures['webhook isolation on PostgreSQL'] = `skipped: no server at ${POSTGRES_URL}`;
  return figures;
}

// Run alone: npx tsx bench/webhook-isolation.ts
if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await benchWebhookIsolation();
  for (const [name, value] of Object.entries(figures)) console.log(`  ${name}  ${value}`);
}
