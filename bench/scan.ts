import pg from 'pg';
import { loadavg } from 'node:os';
import { readConfig } from '../apps/server/src/config';
import { DEMO_PASSWORD } from '../apps/server/src/seed';
import { codeOf, seedItems } from './lib/floor-seed';
import { scanFiguresCost } from './lib/scan-figures';
import { seedSkuFloor } from './lib/sku-seed';
import { isPostgresReachable, postgresDatabase } from './lists/database';
import { postJson } from './lib/post';
import { postgresCpu } from './lib/postgres-cpu';
import { processCpu, type ProcessCpu } from './endpoint/load';
import { percentile, startServer, type Figures, type RunningServer } from './lib/server';

/*
 * Issue 6's scan figures: on PostgreSQL with BENCH_SCAN_ITEMS order items (1,000,000 by default,
 * the issue's figure), a scan over HTTP on loopback (look-up, row locks, transition, actions log,
 * trace log, timeline, order status, live event) at a steady 200 scans/s, then the peak sustained
 * rate with BENCH_SCAN_CONCURRENCY callers scanning back to back. The built server runs in its
 * own process, so the load generator does not share its event loop.
 *
 * Issue 32: every pick takes stock. What is seeded (bench/lib/sku-seed.ts): BENCH_SCAN_TYPES
 * blank product types (8) of BENCH_SCAN_VARIANTS variants each (250), so 2,000 SKUs, each a
 * blank-apparel item with a stock row in the default warehouse; BENCH_SCAN_STOCKED_SHARE of them
 * (0.9) hold BENCH_SCAN_PER_SKU units (200), the rest none, with a receipt in transit due in a
 * week. The order items spread over the SKUs as they are inserted (the i-th item the (i mod
 * 2,000)-th SKU, about 25 a SKU at 50,000), so about a tenth of the picks run short into
 * awaiting stock, with their coming date.
 *
 * Issue 33: after the HTTP phases, the scan's use case is called in this process three ways (no
 * staff figures, gathered as the server sends them, read on the answer as before), for the
 * figure "the staff-stats live event adds under 2 ms to a scan's server time"
 * (bench/lib/scan-figures.ts).
 */

const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ITEMS = Number(process.env.BENCH_SCAN_ITEMS ?? 1_000_000);
const RATE = Number(process.env.BENCH_SCAN_RATE ?? 200);
const STEADY_SECONDS = Number(process.env.BENCH_SCAN_SECONDS ?? 15);
const PEAK_SECONDS = Number(process.env.BENCH_SCAN_PEAK_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_SCAN_CONCURRENCY ?? 16);
const PORT = Number(process.env.BENCH_SCAN_PORT ?? 3931);
/**
 * Scans before the measured ones: a station's server runs for hours, and a fresh process spends
 * its first seconds compiling hot code and filling caches (with 50 warm-up scans the steady
 * phase's p95 was twice the warm one's).
 */
const WARMUP = Number(process.env.BENCH_SCAN_WARMUP ?? 1000);
/** BENCH_SCAN_PROFILE=<folder>: the server writes a V8 CPU profile there when it stops. */
const PROFILE = process.env.BENCH_SCAN_PROFILE
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SCAN_PROFILE}`]
  : [];

/**
 * NODE_ENV of the measured server: production by default, as a station's server runs (development
 * checks every live payload against its schema, about 0.3 ms of CPU a scan).
 */
const NODE_ENV = process.env.BENCH_SCAN_NODE_ENV ?? 'production';
/**
 * Picking takes stock (issue 32): the share of SKUs in stock (see above); the picks of the rest
 * run short into awaiting stock. 0 keeps no stock: the picks go on unmetered, as before issue 32.
 */
const STOCKED_SHARE = Number(process.env.BENCH_SCAN_STOCKED_SHARE ?? 0.9);
const TYPES = Number(process.env.BENCH_SCAN_TYPES ?? 8);
const VARIANTS = Number(process.env.BENCH_SCAN_VARIANTS ?? 250);
const PER_SKU = Number(process.env.BENCH_SCAN_PER_SKU ?? 200);
/** Scans of each way in the staff figures' comparison (bench/lib/scan-figures.ts). */
const FIGURES_RUNS = Number(process.env.BENCH_SCAN_FIGURES_RUNS ?? 1000);

/** The server's CPU per scan since `before`: total, and the kernel's share (socket writes). */
function cpuPerScan(pid: number | undefined, before: ProcessCpu, scans: number) {
  const after = processCpu(pid);
  const user = (after.user - before.user) / scans;
  const system = (after.system - before.system) / scans;
  return `${(user + system).toFixed(2)} ms (user ${user.toFixed(2)}, system ${system.toFixed(2)})`;
}

export async function benchScan(): Promise<Figures> {
  if (!(await isPostgresReachable(POSTGRES_URL))) {
    return { 'scan on PostgreSQL': `skipped: nothing answers at ${POSTGRES_URL}` };
  }
  const bench = await postgresDatabase(POSTGRES_URL);
  let server: RunningServer | null = null;
  try {
    const seeding = performance.now();
    const { staffId } = await seedItems(bench.database, ITEMS, {
      skus: { types: TYPES, perType: VARIANTS },
    });
    const stock =
      STOCKED_SHARE > 0
        ? await seedSkuFloor(bench.database, {
            types: TYPES,
            stockedShare: STOCKED_SHARE,
            perSku: PER_SKU,
          })
        : null;
    const seeded = ((performance.now() - seeding) / 1000).toFixed(0);
    // The built server, as it runs in production (`npm run bench` builds first).
    server = await startServer({
      port: PORT,
      env: { DATABASE_URL: bench.url!, NODE_ENV },
      nodeArgs: process.env.BENCH_SCAN_PRELOAD
        ? ['--require', process.env.BENCH_SCAN_PRELOAD]
        : PROFILE,
    });
    const base = server.url;
    const signIn = await fetch(`${base}/api/auth/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'printer@demo.test', password: DEMO_PASSWORD }),
    });
    const token = ((await signIn.json()) as { accessToken: { token: string } }).accessToken.token;
    const headers = { authorization: `Bearer ${token}` };

    // Items are scanned from the newest down, each once ("pick"), so no scan finds a moved unit.
    let next = ITEMS;
    let failures = 0;
    /** The first refusal's status and message, so a failing run says why. */
    let firstFailure = '';
    const scanOne = async (): Promise<number> => {
      const i = next--;
      if (i < 1) throw new Error('ran out of seeded items; raise BENCH_SCAN_ITEMS');
      const code = codeOf(i);
      const started = performance.now();
      try {
        const response = await postJson(`${base}/api/printer/scan`, headers, {
          code: `${code}_1`,
          action: 'pick',
          staffId,
        });
        if (response.status !== 200) {
          failures += 1;
          firstFailure ||= `${response.status} ${response.text.slice(0, 200)}`;
        }
      } catch (error) {
        // A refused or reset connection is a failed scan, counted, not the end of the bench.
        failures += 1;
        firstFailure ||= String((error as Error).cause ?? error);
      }
      return performance.now() - started;
    };
    for (let warm = 0; warm < WARMUP; warm += 1) await scanOne();

    // A steady rate: a scan started every 1/RATE s whatever the answers' timing (open loop).
    const steady: Promise<number>[] = [];
    const total = RATE * STEADY_SECONDS;
    const steadyCpu = processCpu(server.pid);
    const steadyPg = await postgresCpu(bench.url!);
    const start = performance.now();
    for (let n = 0; n < total; n += 1) {
      const due = start + (n * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      steady.push(scanOne());
    }
    const steadyTimes = await Promise.all(steady);
    const steadyPicks = await picksSoFar(bench.url!);
    const steadyCpuPerScan = cpuPerScan(server.pid, steadyCpu, total);
    const steadyPgPerScan = perScan(await steadyPg.perCall(total));
    // The machine's 1-minute load average after the steady phase: the figures depend on it.
    const steadyLoad = loadavg()[0]!.toFixed(2);

    // The peak: CONCURRENCY callers back to back for PEAK_SECONDS.
    const peakTimes: number[] = [];
    const peakEnd = performance.now() + PEAK_SECONDS * 1000;
    const peakStart = performance.now();
    const cpuBefore = processCpu(server.pid);
    const peakPg = await postgresCpu(bench.url!);
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < peakEnd) peakTimes.push(await scanOne());
      }),
    );
    const peakRate = peakTimes.length / ((performance.now() - peakStart) / 1000);
    // The server's own CPU per scan does not depend on what else runs on the machine; with the
    // database's share it bounds the rate one core can carry.
    const serverCpuPerScan = cpuPerScan(server.pid, cpuBefore, peakTimes.length);
    const peakPgPerScan = perScan(await peakPg.perCall(peakTimes.length));
    const peakLoad = loadavg()[0]!.toFixed(2);
    const { rows: printerRows } = await queryOnce<{ id: string }>(
      bench.url!,
      `select id from users where email = 'printer@demo.test'`,
    );
    const figuresCost = await scanFiguresCost(bench.database.db, {
      printerId: printerRows[0]!.id,
      staffId,
      nextCode: () => {
        const i = next--;
        if (i < 1) throw new Error('ran out of seeded items; raise BENCH_SCAN_ITEMS');
        return codeOf(i);
      },
      runs: FIGURES_RUNS,
    });
    const figuresLoad = loadavg()[0]!.toFixed(2);
    const label = `scan on PostgreSQL, ${ITEMS.toLocaleString('en-US')} items`;
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    return {
      [`${label}: seeded in`]: `${seeded} s`,
      [`${label}: warm-up`]: `${WARMUP} scans`,
      [`${label}: p50 / p95 at ${RATE} scans/s (${total} scans)`]: `${ms(percentile(steadyTimes, 50))} / ${ms(percentile(steadyTimes, 95))} (load average ${steadyLoad})`,
      [`${label}: server CPU per scan at ${RATE} scans/s`]: steadyCpuPerScan,
      [`${label}: PostgreSQL CPU per scan at ${RATE} scans/s (the server's connections)`]:
        steadyPgPerScan,
      [`${label}: peak sustained (${CONCURRENCY} callers, ${PEAK_SECONDS} s)`]: `${peakRate.toFixed(0)} scans/s, p95 ${ms(percentile(peakTimes, 95))} (load average ${peakLoad})`,
      [`${label}: server CPU per scan (peak phase)`]: serverCpuPerScan,
      [`${label}: PostgreSQL CPU per scan (peak phase)`]: peakPgPerScan,
      [`${label}: stock`]: stock
        ? `${stock.skus} SKUs over ${stock.productTypes} product types, ${stock.stocked} of ${stock.perSku} units, ${stock.outOfStock} out of stock; after the steady phase ${steadyPicks.tookStock} picks took stock, ${steadyPicks.awaiting} units await stock`
        : 'none kept (picks unmetered)',
      [`${label}: server NODE_ENV`]: NODE_ENV,
      [`${label}: the server's PostgreSQL pool`]: `${readConfig({}).databasePoolSize} connections`,
      [`${label}: failed scans`]: failures > 0 ? `${failures} (first: ${firstFailure})` : '0',
      ...Object.fromEntries(
        Object.entries(figuresCost).map(([name, value]) => [
          `${label}: ${name}`,
          `${value} (load average ${figuresLoad})`,
        ]),
      ),
    };
  } finally {
    await server?.stop();
    await bench.drop();
  }
}

async function queryOnce<Row extends pg.QueryResultRow>(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query<Row>(text);
  } finally {
    await client.end();
  }
}

const perScan = ({ ms, backends }: { ms: number; backends: number }) =>
  `${ms.toFixed(2)} ms (${backends} backends)`;

/** How many picks took stock (their stock log rows) and how many units wait for stock. */
async function picksSoFar(url: string): Promise<{ tookStock: number; awaiting: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ took: number; awaiting: number }>(`
      select (select count(*) from stock_logs where reason = 'PICK')::int as took,
        (select count(*) from order_item_units where status = 'AWAITING_STOCK')::int as awaiting`);
    return { tookStock: rows[0]!.took, awaiting: rows[0]!.awaiting };
  } finally {
    await client.end();
  }
}

// `npx tsx bench/scan.ts` runs this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, value] of Object.entries(await benchScan())) console.log(`  ${name}  ${value}`);
}
