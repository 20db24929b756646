// Prints the performance figures of the issues. Run with `npm run bench` (it builds first).
// Figures are printed, never asserted: a benchmark is not a pass/fail test.
import { benchLoginBundle } from './bundle';
import { benchEndpoint } from './endpoint';
import { benchAuthenticate, benchHealth } from './http';
import { benchLighthouse } from './lighthouse';
import { benchJobs } from './jobs';
import { benchWebhooks } from './webhooks';
import { benchListRender } from './list-render';
import { benchListDepth } from './list-depth';
import { benchLists } from './lists';
import { benchLiveEvents } from './live-events';
import { benchOrderImport } from './order-import';
import { benchOrders } from './orders';
import { benchPackingSlips } from './packing-slips';
import { benchScan } from './scan';
import { startServer, type Figures } from './lib/server';
import { benchStores } from './stores';
import { benchTikTok } from './tiktok';
import { benchStartup } from './startup';

const port = Number(process.env.BENCH_PORT ?? 3917);
const figures: Figures = {};
const record = (group: Figures) => Object.assign(figures, group);

record(benchLoginBundle());
record(await benchStartup(port));
const server = await startServer({ port });
try {
  record(await benchHealth(server.url));
  record(await benchAuthenticate(server.url));
} finally {
  await server.stop();
}
record(await benchLighthouse(port));
record(await benchListRender(port));
record(await benchLists());
record(await benchListDepth());
record(await benchOrders());
record(await benchEndpoint());
record(await benchOrderImport());
record(await benchScan());
record(await benchLiveEvents());
record(await benchPackingSlips());
record(await benchJobs());
record(await benchStores());
record(await benchTikTok());
record(await benchWebhooks());

const width = Math.max(...Object.keys(figures).map((key) => key.length));
console.log('\nPlatfox figures');
for (const [name, value] of Object.entries(figures))
  console.log(`  ${name.padEnd(width)}  ${value}`);
