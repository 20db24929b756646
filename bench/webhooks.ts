import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { users } from '../apps/server/src/modules/accounts/tables';
import { WebhookDispatcher } from '../apps/server/src/modules/webhooks/dispatcher';
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
 * Issue 17's outbound webhooks: 1,000 deliveries recorded by the outbox (100 events in each of 10
 * transactions), sent by the dispatcher on pg-boss to a receiver on loopback that fails the first
 * attempt of every fifth event with a 500. Every delivery must end DELIVERED, and the receiver must
 * have answered 2xx exactly once per event: none delivered twice. Retries wait 50 ms × 2^n (the
 * production base is 60 s). BENCH_WEBHOOKS scales the run.
 */
const DELIVERIES = Number(process.env.BENCH_WEBHOOKS ?? 1000);
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const silent = pino({ level: 'silent' }) as FastifyBaseLogger;

async function receiver() {
  const delivered = new Map<string, number>();
  const seen = new Map<string, number>();
  let requests = 0;
  const server = createServer((request, response) => {
    requests += 1;
    const eventId = String(request.headers['x-platfox-event-id']);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { n: number } };
      const times = (seen.get(eventId) ?? 0) + 1;
      seen.set(eventId, times);
      const isFailing = times === 1 && body.data.n % 5 === 0;
      if (!isFailing) delivered.set(eventId, (delivered.get(eventId) ?? 0) + 1);
      response.writeHead(isFailing ? 500 : 204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    delivered,
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function benchOne(open: () => Promise<BenchDatabase>): Promise<Figures> {
  const bench = await open();
  const { db } = bench.database;
  const target = await receiver();
  const box = new SecretBox('bench key');
  const boss = createBoss(bench.database, { supervise: true, schedule: false });
  boss.on('error', (error) => console.error(error));
  const dispatcher = new WebhookDispatcher(
    db,
    box,
    { allowPrivateHosts: true, retryBaseMs: 50 },
    silent,
  );
  try {
    const [seller] = await db
      .insert(users)
      .values({
        type: 'SELLER',
        email: `bench-${Date.now()}@bench.test`,
        passwordHash: 'x',
        firstName: 'Bench',
        lastName: 'Seller',
      })
      .returning({ id: users.id });
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({
        sellerId: seller!.id,
        url: target.url,
        events: ['ITEM_SHIPPED'],
        secretSealed: box.seal('whsec_bench'),
      })
      .returning({ id: webhookEndpoints.id });
    await boss.start();
    const started = performance.now();
    const perTransaction = Math.ceil(DELIVERIES / 10);
    for (let first = 0; first < DELIVERIES; first += perTransaction) {
      await db.transaction(async (tx) => {
        for (let n = first; n < Math.min(first + perTransaction, DELIVERIES); n += 1) {
          await insertDeliveries(
            tx,
            [{ endpointId: endpoint!.id, sellerId: seller!.id }],
            'ITEM_SHIPPED',
            { n },
          );
        }
      });
    }
    const recordedMs = performance.now() - started;
    await dispatcher.start(boss);
    const count = async (status: string) =>
      (
        await db
          .select({ total: sql<number>`count(*)::int` })
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.status, status as 'DELIVERED'))
      )[0]!.total;
    const deadline = Date.now() + 300_000;
    while ((await count('DELIVERED')) < DELIVERIES && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const allMs = performance.now() - started;
    const twice = [...target.delivered.values()].filter((times) => times > 1).length;
    const label = `webhooks on ${bench.label}`;
    return {
      [`${label}: recorded (outbox)`]: `${DELIVERIES} in ${recordedMs.toFixed(0)} ms`,
      [`${label}: all delivered`]: `${(allMs / 1000).toFixed(1)} s (${((DELIVERIES * 1000) / allMs).toFixed(0)}/s)`,
      [`${label}: DELIVERED / FAILED`]: `${await count('DELIVERED')} / ${await count('FAILED')}`,
      [`${label}: requests, 2xx twice`]: `${target.requests()} requests, ${target.delivered.size} events got 2xx, ${twice} twice`,
    };
  } finally {
    await dispatcher.stop();
    await boss.stop({ graceful: true });
    await target.close();
    await bench.drop();
  }
}

export async function benchWebhooks(): Promise<Figures> {
  const figures = await benchOne(pgliteDatabase);
  if (await isPostgresReachable(POSTGRES_URL))
    Object.assign(figures, await benchOne(() => postgresDatabase(POSTGRES_URL)));
  else figures['webhooks on PostgreSQL'] = `skipped: no server at ${POSTGRES_URL}`;
  return figures;
}

// Run alone: npx tsx bench/webhooks.ts
if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await benchWebhooks();
  for (const [name, value] of Object.entries(figures)) console.log(`  ${name}  ${value}`);
}
