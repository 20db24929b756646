// Prints the performance figures of the issues. Run with `npm run bench` (it builds first).
// Figures are printed, never asserted: a benchmark is not a pass/fail test.
// BENCH_ONLY=stores,tiktok runs only the named groups (the names below), e.g. to measure one
// change on a quiet machine without the half hour of the whole set.
import { benchLoginBundle } from './bundle';
import { benchEndpoint } from './endpoint';
import { benchEngagement } from './engagement';
import { benchAuthenticate, benchHealth } from './http';
import { benchIngest } from './ingest';
import { benchIssues } from './issues';
import { benchLighthouse } from './lighthouse';
import { benchJobs } from './jobs';
import { benchWebhooks } from './webhooks';
import { benchWebhookIsolation } from './webhook-isolation';
import { benchListFloor } from './list-floor';
import { benchListRender } from './list-render';
import { benchListDepth } from './list-depth';
import { benchLists } from './lists';
import { benchLiveEvents } from './live-events';
import { benchOrderImport } from './order-import';
import { benchOrders } from './orders';
import { benchPackingSlips } from './packing-slips';
import { benchPeople } from './people';
import { benchPickingCart } from './picking-cart';
import { benchScan } from './scan';
import { benchSettings } from './settings';
import { benchBackup } from './backup';
import { startServer, type Figures } from './lib/server';
import { benchStatistics } from './statistics';
import { benchStores } from './stores';
import { benchTikTok } from './tiktok';
import { benchStartup } from './startup';
import { benchStock } from './stock';

const port = Number(process.env.BENCH_PORT ?? 3917);

const groups: Record<string, () => Figures | Promise<Figures>> = {
  bundle: benchLoginBundle,
  startup: () => benchStartup(port),
  http: async () => {
    const server = await startServer({ port });
    try {
      return { ...(await benchHealth(server.url)), ...(await benchAuthenticate(server.url)) };
    } finally {
      await server.stop();
    }
  },
  lighthouse: () => benchLighthouse(port),
  'list-render': () => benchListRender(port),
  // Interleaved with the app's list: a port of its own beside the app's server (port + 2, + 3).
  'list-floor': () => benchListFloor(port + 2),
  lists: benchLists,
  'list-depth': benchListDepth,
  // Beside the server of the other groups: BENCH_PORT moves both.
  orders: () => benchOrders(port + 1),
  statistics: benchStatistics,
  issues: benchIssues,
  endpoint: benchEndpoint,
  'order-import': benchOrderImport,
  scan: benchScan,
  'picking-cart': benchPickingCart,
  people: benchPeople,
  'live-events': benchLiveEvents,
  'packing-slips': benchPackingSlips,
  jobs: benchJobs,
  settings: benchSettings,
  backup: benchBackup,
  stores: benchStores,
  ingest: benchIngest,
  tiktok: benchTikTok,
  webhooks: benchWebhooks,
  'webhook-isolation': benchWebhookIsolation,
  engagement: benchEngagement,
  stock: benchStock,
};

const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const unknown = only.filter((name) => !(name in groups));
if (unknown.length > 0) {
  throw new Error(
    `BENCH_ONLY names no group ${unknown.join(', ')}: ${Object.keys(groups).join(', ')}`,
  );
}
const figures: Figures = {};
for (const [name, run] of Object.entries(groups)) {
  if (only.length === 0 || only.includes(name)) Object.assign(figures, await run());
}

const width = Math.max(...Object.keys(figures).map((key) => key.length));
console.log('\nPlatfox figures');
for (const [name, value] of Object.entries(figures))
  console.log(`  ${name.padEnd(width)}  ${value}`);
