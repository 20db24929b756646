import { createReadStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { build, type PluginOption } from 'vite';
import {
  makeUsers,
  openRound,
  OPEN_ROUNDS,
  rowsFigure,
  signedInList,
  type RowsShown,
} from './list-render';
import { root, startServer, type Figures } from './lib/server';

/**
 * Issue 37 item 7, the floor under the time to rows: the same 100 rows drawn by the app's stack
 * alone (bench/list-floor/floor.tsx: React and Mantine's Table, one fetch, no app code), built in
 * production mode and served from loopback as the app's files are (hashed files cached for good).
 * Opened cold and warm in the same rounds as the app's list, interleaved, so that both see the
 * same machine: the app's time less the floor's is what the app's own code costs, and the floor
 * alone says whether a goal is within reach of this stack on this machine.
 *
 *   npm run build && BENCH_ONLY=list-floor npx tsx bench/run.ts
 */
export async function benchListFloor(port: number): Promise<Figures> {
  const folder = mkdtempSync(path.join(tmpdir(), 'platfox-floor-'));
  const server = await startServer({ port });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  let floor: http.Server | undefined;
  try {
    await makeUsers(server.url, 110);
    const { context, page, tab } = await signedInList(browser, server.url);
    // The rows the app's list shows, as its server answers them, for the floor to draw.
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/data-lists')),
      page.reload(),
    ]);
    const items = ((await answer.json()) as { items: Array<Record<string, unknown>> }).items;
    if (items.length !== 100) throw new Error(`the list answered ${items.length} rows, not 100`);
    // The fields of the app's columns only, so that the floor draws as many cells as the app.
    await page.getByTestId('data-list-row').first().waitFor();
    const shown =
      await page.evaluate(`[...document.querySelectorAll('[data-testid^="data-list-header-"]')]
      .map((header) => header.dataset.testid.replace('data-list-header-', ''))`);
    const rows = items.map((item) =>
      Object.fromEntries([['id', item.id], ...(shown as string[]).map((key) => [key, item[key]])]),
    );
    const state = await context.storageState();
    const listUrl = page.url();
    await context.close();

    await buildFloor(folder);
    floor = await serveFloor(folder, JSON.stringify(rows), port + 1);
    const floorUrl = `http://127.0.0.1:${port + 1}/`;

    const app = { cold: [] as RowsShown[], warm: [] as RowsShown[] };
    const bare = { cold: [] as RowsShown[], warm: [] as RowsShown[] };
    for (let round = 0; round < OPEN_ROUNDS; round += 1) {
      const opened = await openRound(browser, listUrl, { state, tab });
      app.cold.push(opened.cold);
      app.warm.push(opened.warm);
      const floorOpened = await openRound(browser, floorUrl);
      bare.cold.push(floorOpened.cold);
      bare.warm.push(floorOpened.warm);
    }
    const label = `list of 100 rows, navigation to rows, p50 / p95 (${OPEN_ROUNDS} interleaved rounds)`;
    return {
      [`${label}: the app, cold`]: rowsFigure(app.cold),
      [`${label}: React and Mantine's Table alone, cold`]: rowsFigure(bare.cold),
      [`${label}: the app, warm`]: rowsFigure(app.warm),
      [`${label}: React and Mantine's Table alone, warm`]: rowsFigure(bare.warm),
    };
  } finally {
    await browser.close();
    floor?.close();
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** bench/list-floor built for production into `outDir`, with the web app's React plugin. */
async function buildFloor(outDir: string): Promise<void> {
  const fromWeb = createRequire(path.join(root, 'apps/web/package.json'));
  const react = (await import(fromWeb.resolve('@vitejs/plugin-react'))) as {
    default: () => PluginOption;
  };
  await build({
    root: path.join(root, 'bench/list-floor'),
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react.default()],
    build: { outDir, emptyOutDir: true },
  });
}

/** The floor's files, hashed ones cached for good as the app's server does, and its rows. */
function serveFloor(folder: string, rows: string, port: number): Promise<http.Server> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
  };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/rows.json') {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(rows);
      return;
    }
    const file = path.join(folder, url.pathname === '/' ? 'index.html' : url.pathname);
    if (!file.startsWith(folder) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': url.pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

// `npx tsx bench/list-floor.ts` runs this bench alone (after `npm run build`).
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, value] of Object.entries(
    await benchListFloor(Number(process.env.BENCH_PORT ?? 3920)),
  ))
    console.log(`  ${name}  ${value}`);
}
