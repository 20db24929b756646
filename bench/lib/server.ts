import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Live } from '../../apps/server/src/platform/live';

export const root = path.resolve(import.meta.dirname, '../..');

/** Named figures, printed as they are. */
export type Figures = Record<string, string>;

export type RunningServer = {
  url: string;
  dataDir: string;
  startupMs: number;
  /** The server process (its CPU time can be read from /proc). */
  pid: number | undefined;
  stop: () => Promise<unknown>;
};

/** Starts the built server and resolves once /api/health answers, with the time that took. */
export async function startServer({
  port,
  dataDir = mkdtempSync(path.join(tmpdir(), 'platfox-bench-')),
  env = {},
  nodeArgs = [],
}: {
  port: number;
  dataDir?: string;
  env?: Record<string, string>;
  /** Extra Node.js flags (a CPU profile, say). */
  nodeArgs?: string[];
}): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port}`;
  // Another server already answering on the port would be timed instead of this one (a shared
  // machine: another session's bench on the default port gave a 76 ms "start-up").
  if (
    await fetch(`${url}/api/health`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`port ${port} is already in use: set BENCH_PORT to a free one`);
  }
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [...nodeArgs, path.join(root, 'apps/server/dist/main.js')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        REDIS_URL: '',
        // A production start refuses to run without one (stored shop credentials are sealed with it).
        STORE_CREDENTIALS_KEY: randomBytes(32).toString('hex'),
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited during start-up');
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const startupMs = performance.now() - started;
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { url, dataDir, startupMs, pid: child.pid, stop };
}

export const median = (values: number[]): number => percentile(values, 50);

/** The nearest-rank percentile of a non-empty sample. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** `run` twice to warm up, then `rounds` times: its p50 and p95, as the figures print them. */
export async function p50p95(rounds: number, run: () => Promise<unknown>): Promise<string> {
  const timings: number[] = [];
  for (let round = -2; round < rounds; round += 1) {
    const started = performance.now();
    await run();
    if (round >= 0) timings.push(performance.now() - started);
  }
  return `${percentile(timings, 50).toFixed(1)} ms / ${percentile(timings, 95).toFixed(1)} ms`;
}

/** `once` `warmups` times unmeasured, then `runs` times: each run's milliseconds, sorted. */
export async function timedRuns(
  runs: number,
  once: () => Promise<unknown>,
  warmups = 5,
): Promise<number[]> {
  for (let warm = 0; warm < warmups; warm += 1) await once();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await once();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/** Timings as the figures print them: "p50 X ms, p95 Y ms". */
export const timingSummary = (times: number[]) =>
  `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`;

/** A live channel that sends nothing: list queries measured without sockets. */
export const silentLive: Live = {
  emitToUser: () => undefined,
  emitToRoom: () => undefined,
  disconnectUser: () => undefined,
  setListWatchPolicy: () => undefined,
  isRedisConnected: () => null,
  redisAttached: Promise.resolve(),
  stopAccepting: async () => undefined,
  close: async () => undefined,
};
