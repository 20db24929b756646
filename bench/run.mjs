// Prints the performance figures of the issues. Run with `npm run bench` (it builds first).
// Figures are printed, never asserted: a benchmark is not a pass/fail test.
import { benchLoginBundle } from './bundle.mjs';
import { benchAuthenticate, benchHealth } from './http.mjs';
import { startServer } from './lib/server.mjs';
import { benchStartup } from './startup.mjs';

const port = Number(process.env.BENCH_PORT ?? 3917);
const figures = {};
const record = (group) => Object.assign(figures, group);

record(benchLoginBundle());
record(await benchStartup(port));
const server = await startServer({ port });
try {
  record(await benchHealth(server.url));
  record(await benchAuthenticate(server.url));
} finally {
  await server.stop();
}

const width = Math.max(...Object.keys(figures).map((key) => key.length));
console.log('\nPlatfox figures');
for (const [name, value] of Object.entries(figures))
  console.log(`  ${name.padEnd(width)}  ${value}`);
