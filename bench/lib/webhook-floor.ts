import { sql } from 'drizzle-orm';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database } from '../../apps/server/src/platform/db';
import { sendFromWorker, type SignedRequest } from './webhook-sender';

/**
 * The floor under the webhook's acknowledgement (issue 37 item 5: "one insert, acknowledged;
 * nothing else before the answer"): a bare node:http server in the app's process that writes each
 * body in one insert through the app's own connection for answers (`database.ahead`, the embedded
 * database's thread on PGlite) and answers 200, sent the same requests by the same sender thread.
 * No framework, no signature check, no store look-up: no change to the app's route goes under it.
 * Answers each acknowledgement's time, as sendFromWorker does.
 */
export async function floorAcknowledgements(
  database: Database,
  requests: readonly SignedRequest[],
  concurrency: number,
): Promise<number[]> {
  const db = database.ahead;
  await db.execute(
    sql`create table if not exists bench_floor_inbox (id bigserial primary key, topic text not null, body text not null, received_at timestamptz not null default now())`,
  );
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const topic = String(request.headers['x-shopify-topic'] ?? '');
      const body = Buffer.concat(chunks).toString('utf8');
      db.execute(sql`insert into bench_floor_inbox (topic, body) values (${topic}, ${body})`).then(
        () => response.writeHead(200).end(),
        (error: unknown) => response.writeHead(500).end(String(error)),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await sendFromWorker(`http://127.0.0.1:${port}/`, requests, concurrency);
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await db.execute(sql`drop table bench_floor_inbox`);
  }
}
