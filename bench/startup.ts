import { median, startServer, type Figures } from './lib/server';

/** Start-up to the first healthy response: a fresh data folder (migrate + seed) and a restart. */
export async function benchStartup(port: number): Promise<Figures> {
  const fresh: number[] = [];
  const restart: number[] = [];
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
