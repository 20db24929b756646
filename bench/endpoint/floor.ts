import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Statement } from './record';

export type FloorServer = { url: string; pid: number | undefined; stop: () => Promise<void> };

/**
 * The bare Node.js server of floor-server.mjs on `port`, running the recorded statements with a
 * pool of `poolSize`: what any Node.js server on this machine spends at least (BENCH_ENDPOINT_FLOOR).
 */
export async function startFloorServer(
  databaseUrl: string,
  statements: Statement[],
  poolSize: number,
  port: number,
): Promise<FloorServer> {
  const folder = mkdtempSync(path.join(tmpdir(), 'platfox-floor-'));
  const file = path.join(folder, 'statements.json');
  writeFileSync(file, JSON.stringify(statements.map(({ text, values }) => ({ text, values }))));
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'floor-server.mjs')], {
    env: {
      ...process.env,
      FLOOR_DATABASE_URL: databaseUrl,
      FLOOR_STATEMENTS: file,
      FLOOR_PORT: String(port),
      FLOOR_POOL: String(poolSize),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the floor server exited ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
