import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { percentile } from '../lib/server';
import type { LoadResult } from './load';
import type { Statement } from './record';

// node-postgres's own conversion of a parameter to the text it sends (dates, arrays, JSON); the
// package has no typings for its lib folder.
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (value: unknown) => unknown;
};

/** A parameter as a literal of the statement's text, quoted as the database's own client would. */
function literalOf(value: unknown): string {
  const text = prepareValue(value);
  if (text === null || text === undefined) return 'NULL';
  return pg.escapeLiteral(String(text));
}

/**
 * The recorded statements as a pgbench script: each statement on one line, its parameters written
 * in as untyped literals (PostgreSQL gives them the type the parameter would have had). pgbench
 * runs them one after the other on one connection, with no pool and no ORM in the way: the limit
 * an endpoint built on this SQL could reach.
 */
export function pgbenchScript(statements: Statement[]): string {
  return statements
    .map(({ text, values }) =>
      text
        .replace(/\$(\d+)/g, (_, index: string) => literalOf(values[Number(index) - 1]))
        .replace(/\s+/g, ' ')
        .trim()
        .concat(';'),
    )
    .join('\n');
}

/** pgbench's per-transaction log lines: client, transaction, latency in µs, script, epoch, µs. */
function latenciesOf(folder: string): number[] {
  const latencies: number[] = [];
  for (const file of readdirSync(folder).filter((name) => name.startsWith('pgbench_log'))) {
    for (const line of readFileSync(path.join(folder, file), 'utf8').split('\n')) {
      const fields = line.split(' ');
      if (fields.length >= 6) latencies.push(Number(fields[2]) / 1000);
    }
  }
  return latencies;
}

/**
 * Runs the statements with pgbench at `clients` connections for `seconds`, prepared statements
 * (`-M prepared`, as the server's own named statements are), and answers its latencies and rate
 * in the shape of our own load runs. pgbench must be on the PATH or in PostgreSQL's bin folder.
 */
export async function runPgbench(
  databaseUrl: string,
  statements: Statement[],
  clients: number,
  seconds: number,
): Promise<LoadResult> {
  const folder = mkdtempSync(path.join(tmpdir(), 'platfox-pgbench-'));
  try {
    const script = path.join(folder, 'list.sql');
    writeFileSync(script, pgbenchScript(statements));
    const threads = Math.min(clients, 4);
    const args = [
      '-n',
      '-M',
      'prepared',
      '-f',
      script,
      '-c',
      String(clients),
      '-j',
      String(threads),
    ];
    args.push('-T', String(seconds), '--log', `--log-prefix=${path.join(folder, 'pgbench_log')}`);
    const output = await run(pgbenchBinary(), [...args, databaseUrl]);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output);
    const latencies = latenciesOf(folder);
    if (!tps || latencies.length === 0) throw new Error(`pgbench printed no figures:\n${output}`);
    return {
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      count: latencies.length,
      perSecond: Number(tps[1]),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** pgbench from the PATH, else from Debian's versioned PostgreSQL folder. */
function pgbenchBinary(): string {
  const debian = '/usr/lib/postgresql';
  const found = existsSync(debian)
    ? readdirSync(debian)
        .map((version) => path.join(debian, version, 'bin', 'pgbench'))
        .find((candidate) => existsSync(candidate))
    : undefined;
  return process.env.PATH?.split(':').some((dir) => existsSync(path.join(dir, 'pgbench')))
    ? 'pgbench'
    : (found ?? 'pgbench');
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`pgbench exited ${code}:\n${output}`)),
    );
  });
}
