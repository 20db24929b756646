import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/*
 * A PostgreSQL cluster and a Redis server of a test's own, on free ports in a temporary folder,
 * for the tests that stop, restart or cut them (the fault tests of issue 29). The shared services
 * of the machine are never touched.
 */

/** The newest installed PostgreSQL's programs (Debian's /usr/lib/postgresql/<major>/bin). */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const majors = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] ? path.join(root, majors[0], 'bin') : undefined;
}

export function redisServerBin(): string | undefined {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

/** What is missing to run the private services, or undefined when both can run. */
export function missingServices(): string | undefined {
  const missing = [
    postgresBin() ? undefined : 'PostgreSQL (initdb, pg_ctl in /usr/lib/postgresql/*/bin)',
    redisServerBin() ? undefined : 'redis-server',
  ].filter(Boolean);
  return missing.length > 0 ? missing.join(' and ') : undefined;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: as root, its programs run as the postgres user. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) =>
    Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  const gid = id('-g');
  return Number.isInteger(uid) && uid > 0 ? { uid, gid } : undefined;
}

function run(bin: string, args: string[]): void {
  const result = spawnSync(bin, args, { encoding: 'utf8', ...runAs() });
  if (result.status !== 0) {
    throw new Error(`${path.basename(bin)} failed: ${result.stderr || result.stdout}`);
  }
}

/** The same without blocking: the load of a test goes on while PostgreSQL stops and starts. */
function runAsync(bin: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'], ...runAs() });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(bin)} failed: ${output}`)),
    );
  });
}

export type PrivatePostgres = {
  /** The cluster's postgres database. */
  url: string;
  port: number;
  /** A new empty database on the cluster; answers its URL. */
  createDatabase: (name: string) => Promise<string>;
  /** Ends every backend of the database but our own (pg_terminate_backend); answers how many. */
  terminateConnections: (database: string) => Promise<number>;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops and starts the cluster (a fast shutdown: open transactions are rolled back). */
  restart: () => Promise<void>;
  /** Stops the cluster and removes its folder. */
  destroy: () => void;
};

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed');
  const folder = mkdtempSync(path.join(tmpdir(), 'platfox-pg-'));
  const owner = runAs();
  if (owner) chownSync(folder, owner.uid, owner.gid);
  const data = path.join(folder, 'data');
  run(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${folder}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=100',
  ].join(' ');
  const pgCtlArgs = (action: string, extra: string[]) => [
    action,
    '-D',
    data,
    '-w',
    '-t',
    '60',
    ...extra,
  ];
  const startArgs = pgCtlArgs('start', ['-o', options, '-l', path.join(folder, 'log')]);
  const stopArgs = pgCtlArgs('stop', ['-m', 'fast']);
  const pgCtl = path.join(bin, 'pg_ctl');
  const start = () => runAsync(pgCtl, startArgs);
  const stop = () => runAsync(pgCtl, stopArgs);
  await start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const withClient = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  let isRunning = true;
  return {
    url,
    port,
    createDatabase: async (name) => {
      await withClient((client) => client.query(`create database ${name}`));
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    terminateConnections: (database) =>
      withClient(async (client) => {
        const { rows } = await client.query(
          `select pg_terminate_backend(pid) as ended from pg_stat_activity
            where datname = $1 and pid <> pg_backend_pid()`,
          [database],
        );
        return rows.filter((row: { ended: boolean }) => row.ended).length;
      }),
    stop: async () => {
      await stop();
      isRunning = false;
    },
    start: async () => {
      await start();
      isRunning = true;
    },
    restart: async () => {
      await stop();
      await start();
    },
    destroy: () => {
      if (isRunning) {
        try {
          run(pgCtl, stopArgs);
        } catch {
          // already stopped
        }
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

export type PrivateRedis = {
  url: string;
  stop: () => Promise<void>;
  start: () => Promise<void>;
};

/** A redis-server of our own that keeps nothing on disk; its port is chosen before it starts. */
export async function startPrivateRedis({ isStartedNow = true } = {}): Promise<PrivateRedis> {
  const bin = redisServerBin();
  if (!bin) throw new Error('redis-server is not installed');
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const started = spawn(
      bin,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    child = started;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      started.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
      started.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
    });
    started.stdout?.resume();
  };
  if (isStartedNow) await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop: async () => {
      const running = child;
      if (!running || running.exitCode !== null) return;
      await new Promise((resolve) => {
        running.once('exit', resolve);
        running.kill('SIGTERM');
      });
    },
  };
}
