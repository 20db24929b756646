import { loadavg } from 'node:os';
import { buildApp } from '../../apps/server/src/app';
import { readConfig } from '../../apps/server/src/config';
import type { Database } from '../../apps/server/src/platform/db';
import { MemoryMailer } from '../../apps/server/src/platform/mail';
import { processCpu } from '../endpoint/load';
import { recordStatements, type Statement } from '../endpoint/record';
import { postgresCpu } from '../lib/postgres-cpu';
import { placementBody, type Placer } from './placement';

/**
 * What placements cost from now until `perPlacement` is called: the server's CPU, PostgreSQL's
 * (the server's backends) and this bench's own (the load generator shares the two cores), per
 * placement, and the load average then. CPU per placement holds on a busy machine where the rate
 * does not: with the round trips it says why a rate is what it is.
 */
export async function placementCost(serverPid: number | undefined, databaseUrl: string) {
  const server = processCpu(serverPid);
  const bench = process.cpuUsage();
  const postgres = await postgresCpu(databaseUrl);
  return async (placements: number): Promise<string> => {
    const serverNow = processCpu(serverPid);
    const serverMs = (serverNow.user + serverNow.system - server.user - server.system) / placements;
    const benchUsed = process.cpuUsage(bench);
    const benchMs = (benchUsed.user + benchUsed.system) / 1000 / placements;
    const postgresMs = (await postgres.perCall(placements)).ms;
    return `server ${serverMs.toFixed(2)} ms, PostgreSQL ${postgresMs.toFixed(2)} ms, bench ${benchMs.toFixed(2)} ms (load average ${loadavg()[0]!.toFixed(2)})`;
  };
}

/** A statement's SQL on one line, cut short, for the statement log. */
export const oneLine = (statement: Statement) =>
  `${statement.name ? `[${statement.name}] ` : ''}${statement.text.replace(/\s+/g, ' ').slice(0, 140)}`;

/**
 * The statements one placement sends (its round trips to PostgreSQL), recorded below the ORM in
 * this process on the server's own code (the app built here as the bench's server runs, on the
 * same database), after warm-up placements so the prepared statements and caches are as on a
 * warm server. What the answer's live events read after the commit is counted as well: the
 * recording ends when the placement's statements stop.
 */
export async function placementStatements(
  database: Database,
  placers: Placer[],
  itemIds: string[],
): Promise<Statement[]> {
  const app = await buildApp({
    config: {
      ...readConfig({ NODE_ENV: 'production', STORE_CREDENTIALS_KEY: 'a'.repeat(64) }),
      runsScheduledWork: false,
    },
    database,
    logger: false,
    mailer: new MemoryMailer(),
  });
  try {
    let turn = 0;
    const place = async () => {
      const placer = placers[turn % placers.length]!;
      const itemId = itemIds[turn++ % itemIds.length]!;
      const { headers, body } = placementBody(placer, itemId);
      const answer = await app.inject({
        method: 'POST',
        url: '/api/orders',
        headers,
        payload: body,
      });
      if (answer.statusCode !== 200) throw new Error(`placing answered ${answer.statusCode}`);
    };
    for (let warm = 0; warm < 20; warm += 1) await place();
    return await recordStatements(async (recorded) => {
      await place();
      // The live events read after the answer, in the background: until 100 ms pass with no
      // statement started, so the count holds what a placement costs PostgreSQL in all.
      let seen = -1;
      while (seen !== recorded.length) {
        seen = recorded.length;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
  } finally {
    await app.close();
  }
}
