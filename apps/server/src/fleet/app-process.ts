import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { findUp } from '../platform/paths';

/*
 * One app process of the fleet test: `src/main.ts` bundled once by esbuild (the suite does not
 * build first, and under tsx each start compiled the whole server again: 30-45 s on a busy
 * 2-core machine), its output in a log file named when something fails.
 */

const serverRoot = path.dirname(findUp(import.meta.dirname, 'package.json')!);

/**
 * Bundles src/main.ts with the contract (TypeScript source) into node_modules/.cache, where the
 * bundle's imports of packages resolve as the server's own and its migrations are found above.
 */
export async function bundleServer(): Promise<string> {
  const outdir = path.join(serverRoot, 'node_modules/.cache/platfox-fleet');
  await build({
    entryPoints: [path.join(serverRoot, 'src/main.ts')],
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-stay-external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@platfox/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return path.join(outdir, 'main.js');
}

export type AppProcess = {
  name: string;
  url: string;
  log: string;
  start: () => Promise<number>;
  /** kill -9: nothing of the process's own shutdown runs. */
  kill: () => Promise<void>;
  /** SIGTERM, then the exit status and how long the shutdown took. */
  terminate: () => Promise<{ code: number | null; ms: number }>;
  isRunning: () => boolean;
  pid: () => number | undefined;
};

/** Polls what a caller sees every `everyMs` until `check` answers true, or fails after `limitMs`. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean> | boolean,
  limitMs = 60_000,
  everyMs = 100,
): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await Promise.resolve(check()).catch(() => false)) return performance.now() - started;
    if (performance.now() - started > limitMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

export async function isReady(url: string): Promise<boolean> {
  const answer = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(5000) });
  return answer.status === 200;
}

export function appProcess(
  name: string,
  main: string,
  port: number,
  env: Record<string, string>,
): AppProcess {
  const dataDir = mkdtempSync(path.join(tmpdir(), `platfox-fleet-${name}-`));
  const log = path.join(dataDir, 'app.log');
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let exited: Promise<number | null> = Promise.resolve(null);
  const isRunning = () =>
    child !== undefined && child.exitCode === null && child.signalCode === null;
  return {
    name,
    url,
    log,
    isRunning,
    pid: () => child?.pid,
    start: async () => {
      const started = performance.now();
      const output = createWriteStream(log, { flags: 'a' });
      const made = spawn(process.execPath, [main], {
        cwd: serverRoot,
        env: {
          ...process.env,
          NODE_ENV: 'development',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      made.stdout?.pipe(output);
      made.stderr?.pipe(output);
      child = made;
      exited = new Promise((resolve) => made.once('exit', (code) => resolve(code)));
      await waitFor(
        `${name} to be ready (log: ${log})`,
        () => made.exitCode !== null || isReady(url),
        90_000,
      );
      if (made.exitCode !== null) throw new Error(`${name} exited during start-up (log: ${log})`);
      return performance.now() - started;
    },
    kill: async () => {
      child?.kill('SIGKILL');
      await exited;
    },
    terminate: async () => {
      const started = performance.now();
      child?.kill('SIGTERM');
      const code = await exited;
      return { code, ms: performance.now() - started };
    },
  };
}
