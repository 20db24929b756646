import { median, startServer } from './lib/server.mjs';

/** Start-up to the first healthy response: a fresh data folder (migrate + seed) and a restart. */
export async function benchStartup(port) {
  const fresh = [];
  const restart = [];
  for (let i = 0; i < 3; i++) {
    const first = await startServer({ port });
    fresh.push(first.startupMs);
    await first.stop();
    const again = await startServer({ port, dataDir: first.dataDir });
    restart.push(again.startupMs);
    await again.stop();
  }
  return {
    'start-up, fresh embedded database (median of 3)': `${median(fresh).toFixed(0)} ms`,
    'start-up, existing embedded database (median of 3)': `${median(restart).toFixed(0)} ms`,
  };
}
