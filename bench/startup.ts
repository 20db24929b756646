import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { isPostgresReachable } from './lists/database';
import { median, startServer, type Figures, type RunningServer } from './lib/server';

/*
 * Issue 16's start-up figures: the time from spawning the built server to its first healthy
 * answer, on a fresh data folder (the template copied, then the demo seed) and on an existing one,
 * for the embedded database and for PostgreSQL (a new empty database: migrations and seed, then a
 * restart on it); and the server's resident memory once it has started. BENCH_STARTUP_RUNS runs
 * of each (3 by default), the median printed.
 */

const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 3);
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/**
 * Memory is read this long after the first healthy answer: the job workers' first poll and the
 * collection of start-up garbage have happened by then, and no request has been served.
 */
const SETTLE_MS = 1000;

type Sample = { startupMs: number; cpuMs: number; rssMb: number };

/** The process's resident memory (VmRSS) in MiB. */
function residentMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
}

/**
 * The CPU time the process has used (user and system, all its threads), in milliseconds. On a
 * shared machine the wall-clock start-up mostly measures the other processes; this does not.
 */
function cpuMs(pid: number | undefined): number {
  // Fields 14 and 15 of /proc/<pid>/stat, after the command name in parentheses.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function sample(server: RunningServer): Promise<Sample> {
  const startCpuMs = cpuMs(server.pid);
  await sleep(SETTLE_MS);
  const rssMb = residentMb(server.pid);
  await server.stop();
  return { startupMs: server.startupMs, cpuMs: startCpuMs, rssMb };
}

/** Fresh and existing starts, RUNS times; `open` starts the server on the run's storage. */
async function startTwice(
  open: (run: number, existing: boolean) => Promise<RunningServer>,
  done: (run: number) => Promise<void> = async () => undefined,
): Promise<{ fresh: Sample[]; existing: Sample[] }> {
  const fresh: Sample[] = [];
  const existing: Sample[] = [];
  for (let run = 0; run < RUNS; run++) {
    try {
      fresh.push(await sample(await open(run, false)));
      existing.push(await sample(await open(run, true)));
    } finally {
      await done(run);
    }
  }
  return { fresh, existing };
}

/** Wall-clock time to the first healthy answer, and the server's CPU time until then. */
const ms = (samples: Sample[]) =>
  `${median(samples.map((s) => s.startupMs)).toFixed(0)} ms (CPU ${median(samples.map((s) => s.cpuMs)).toFixed(0)} ms)`;
const mb = (samples: Sample[]) => `${median(samples.map((s) => s.rssMb)).toFixed(0)} MB`;

async function embedded(port: number): Promise<Figures> {
  const dataDirs: string[] = [];
  const { fresh, existing } = await startTwice(async (run, isExisting) => {
    const server = await startServer({ port, ...(isExisting ? { dataDir: dataDirs[run] } : {}) });
    dataDirs[run] = server.dataDir;
    return server;
  });
  return {
    [`start-up, fresh embedded database (median of ${RUNS})`]: ms(fresh),
    [`start-up, existing embedded database (median of ${RUNS})`]: ms(existing),
    [`RSS after start, embedded database, fresh / existing (median of ${RUNS})`]: `${mb(fresh)} / ${mb(existing)}`,
  };
}

async function postgres(port: number): Promise<Figures> {
  const names: string[] = [];
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  const { fresh, existing } = await startTwice(
    async (run, isExisting) => {
      if (!isExisting) {
        names[run] = `platfox_bench_start_${randomBytes(4).toString('hex')}`;
        await admin(`create database ${names[run]}`);
      }
      const url = new URL(POSTGRES_URL);
      url.pathname = `/${names[run]}`;
      return startServer({ port, env: { DATABASE_URL: url.toString() } });
    },
    (run) => admin(`drop database if exists ${names[run]} with (force)`),
  );
  return {
    [`start-up, new PostgreSQL database (median of ${RUNS})`]: ms(fresh),
    [`start-up, existing PostgreSQL database (median of ${RUNS})`]: ms(existing),
    [`RSS after start, PostgreSQL, new / existing (median of ${RUNS})`]: `${mb(fresh)} / ${mb(existing)}`,
  };
}

/** Start-up to the first healthy answer and memory after start, embedded and on PostgreSQL. */
export async function benchStartup(port: number): Promise<Figures> {
  const figures = await embedded(port);
  if (!(await isPostgresReachable(POSTGRES_URL))) {
    return { ...figures, 'start-up, PostgreSQL': `skipped (no server at ${POSTGRES_URL})` };
  }
  return { ...figures, ...(await postgres(port)) };
}
