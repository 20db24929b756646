import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Session } from '@platfox/domain';
import { DEMO_PASSWORD } from '../apps/server/src/seed';
import { isPostgresReachable, postgresDatabase } from './lists/database';
import { codeOf, itemIdOf, seedItems } from './lib/floor-seed';
import type { FromClients, ToClients } from './lib/live-clients';
import { postJson } from './lib/post';
import { percentile, startServer, type Figures, type RunningServer } from './lib/server';

/*
 * Issue 16's live-event figures: BENCH_LIVE_CLIENTS socket.io clients (1,000 by default) signed in
 * as the web app does (uid and access token in the handshake, websocket only), split across two
 * built server processes that share PostgreSQL and fan events out through the Redis adapter. The
 * events are real: a printer scans items on the first process at a steady rate, and every scan
 * sends the item's seller `order_item_updated` and `list_changed` (modules/production/live.ts), so
 * each client receives two events per scan: BENCH_LIVE_RATE events a second (10 by default).
 *
 * Delivery is timed from the moment the scan's request is sent (so it includes the scan's own
 * work, 5 to 10 ms) to the moment the client's handler runs, for clients on the emitting process
 * and on the other one, which only hears of the event through Redis. An event a client never
 * receives by the end of the drain is lost. The clients live in a process of their own
 * (lib/live-clients.ts, issue 37), apart from the one sending the scans, so that the figures are
 * the server's and not the load generator's.
 */

const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CLIENTS = Number(process.env.BENCH_LIVE_CLIENTS ?? 1000);
/** Events each client receives a second; a scan sends each client two. */
const RATE = Number(process.env.BENCH_LIVE_RATE ?? 10);
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 20);
const PORTS = [
  Number(process.env.BENCH_LIVE_PORT_A ?? 3941),
  Number(process.env.BENCH_LIVE_PORT_B ?? 3942),
];
/** How long after the last scan a missing event still counts as late rather than lost. */
const DRAIN_MS = Number(process.env.BENCH_LIVE_DRAIN_MS ?? 3000);
const EVENTS_PER_SCAN = 2;
const WARMUP_SCANS = 20;

/** CPU milliseconds (user + system) a process has used so far, from /proc (Linux). */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

async function isRedisReachable(url: string): Promise<boolean> {
  const { createClient } = await import('redis');
  const client = createClient({ url, socket: { connectTimeout: 2000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.quit();
    return true;
  } catch {
    return false;
  }
}

async function signIn(url: string, email: string): Promise<Session> {
  const response = await fetch(`${url}/api/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status}`);
  return (await response.json()) as Session;
}

/** The clients' process (bench/lib/live-clients.ts), spoken to over the fork's IPC channel. */
function startClients(): {
  pid: number | undefined;
  ask: (message: ToClients) => Promise<FromClients>;
  tell: (message: ToClients) => void;
  stop: () => void;
} {
  const child = fork(fileURLToPath(new URL('./lib/live-clients.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
  });
  return {
    pid: child.pid,
    ask: (message) =>
      new Promise((resolve, reject) => {
        child.once('message', (answer: FromClients) =>
          answer.kind === 'failed' ? reject(new Error(answer.message)) : resolve(answer),
        );
        child.once('exit', (code) => reject(new Error(`the clients' process exited ${code}`)));
        child.send(message);
      }),
    tell: (message) => child.send(message),
    stop: () => {
      if (child.exitCode === null) child.kill();
    },
  };
}

export async function benchLiveEvents(): Promise<Figures> {
  if (!(await isPostgresReachable(POSTGRES_URL))) {
    return { 'live events': `skipped: no PostgreSQL at ${POSTGRES_URL}` };
  }
  if (!(await isRedisReachable(REDIS_URL))) {
    return { 'live events': `skipped: no Redis at ${REDIS_URL}` };
  }
  const scans = Math.ceil((RATE * SECONDS) / EVENTS_PER_SCAN);
  const bench = await postgresDatabase(POSTGRES_URL);
  const servers: RunningServer[] = [];
  const clients = startClients();
  const files = mkdtempSync(path.join(tmpdir(), 'platfox-live-files-'));
  try {
    const { staffId } = await seedItems(bench.database, scans + WARMUP_SCANS);
    for (const port of PORTS) {
      servers.push(
        await startServer({
          port,
          // Two processes on one database must share their files (issue 29's start-up check).
          env: { DATABASE_URL: bench.url!, REDIS_URL, NODE_ENV: 'production', FILES_DIR: files },
        }),
      );
    }
    const urls = servers.map((server) => server.url);
    const [seller, printer] = await Promise.all([
      signIn(urls[0]!, 'seller@demo.test'),
      signIn(urls[0]!, 'printer@demo.test'),
    ]);
    const opened = await clients.ask({ kind: 'open', urls, session: seller, clients: CLIENTS });
    const connectSeconds = opened.kind === 'opened' ? opened.seconds : Number.NaN;
    /** When each measured scan was sent, by item id (the events carry it), on the shared clock. */
    const sentAt: Record<string, number> = {};
    let isMeasuring = false;
    const now = () => performance.timeOrigin + performance.now();

    const headers = { authorization: `Bearer ${printer.accessToken.token}` };
    let next = scans + WARMUP_SCANS;
    let failedScans = 0;
    const answered: number[] = [];
    /** Scans item i from the newest down, each once ("pick"), noting when it was sent. */
    const scanOne = async () => {
      const i = next--;
      // The events may arrive before the answer: they are matched to this time by the item's id.
      const started = now();
      if (isMeasuring) sentAt[itemIdOf(i)] = started;
      const response = await postJson(`${urls[0]}/api/printer/scan`, headers, {
        code: `${codeOf(i)}_1`,
        action: 'pick',
        staffId,
      });
      if (response.status !== 200) failedScans += 1;
      if (isMeasuring) answered.push(now() - started);
    };
    // A few scans first: the first events of a fresh process (and of the adapter) are not timed.
    for (let warm = 0; warm < WARMUP_SCANS; warm += 1) await scanOne();
    await new Promise((resolve) => setTimeout(resolve, 500));
    failedScans = 0;

    clients.tell({ kind: 'measure' });
    isMeasuring = true;
    const cpuBefore = [...servers.map((server) => cpuMs(server.pid)), cpuMs(clients.pid)];
    const start = performance.now();
    const steady: Promise<void>[] = [];
    for (let n = 0; n < scans; n += 1) {
      const due = start + (n * 1000 * EVENTS_PER_SCAN) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      steady.push(scanOne());
    }
    await Promise.all(steady);
    const elapsed = (performance.now() - start) / 1000;
    const load = loadavg()[0]!.toFixed(2);
    const expected = CLIENTS * (scans - failedScans) * EVENTS_PER_SCAN;
    const reported = await clients.ask({ kind: 'report', sentAt, expected, drainMs: DRAIN_MS });
    if (reported.kind !== 'report') throw new Error('the clients sent no report');
    const { received, delays } = reported;
    const cpuAfter = [...servers.map((server) => cpuMs(server.pid)), cpuMs(clients.pid)];
    /** Each process's share of one core over the measured time. */
    const [cpuA, cpuB, cpuClients] = cpuAfter.map(
      (after, index) =>
        `${(((after - cpuBefore[index]!) / (performance.now() - start)) * 100).toFixed(0)}%`,
    );
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const pair = ({ p50, p99 }: { p50: number; p99: number }) => `${ms(p50)} / ${ms(p99)}`;
    const label = `live events, ${CLIENTS} clients (a process of their own) on 2 server processes (Redis adapter)`;
    return {
      [`${label}: connected in`]: `${connectSeconds.toFixed(1)} s`,
      [`${label}: events received a second`]: `${(received / elapsed).toFixed(0)} (${(received / elapsed / CLIENTS).toFixed(1)} a client; ${scans} scans in ${elapsed.toFixed(1)} s, load average ${load})`,
      [`${label}: delivery p50 / p99`]: pair(delays.all),
      [`${label}: the scans' own answer p50 / p99 (part of every delivery)`]: `${ms(percentile(answered, 50))} / ${ms(percentile(answered, 99))}`,
      [`${label}: delivery p50 / p99, clients on the emitting process`]: pair(delays.emitter),
      [`${label}: delivery p50 / p99, clients on the other process`]: pair(delays.other),
      [`${label}: CPU of the emitting process / the other / the clients' process`]: `${cpuA} / ${cpuB} / ${cpuClients} of a core`,
      [`${label}: lost events`]: `${Math.max(0, expected - received)} of ${expected}${failedScans > 0 ? ` (${failedScans} scans failed)` : ''}`,
    };
  } finally {
    clients.stop();
    await Promise.all(servers.map((server) => server.stop()));
    await bench.drop();
    rmSync(files, { recursive: true, force: true });
  }
}

// `npx tsx bench/live-events.ts` runs this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, value] of Object.entries(await benchLiveEvents())) {
    console.log(`  ${name}  ${value}`);
  }
}
