import pg from 'pg';
import { percentile } from '../lib/server';

export type CapturedQuery = { text: string; values: unknown[] };

/**
 * The SQL a call sends through node-postgres, captured while `during` runs: the same text and
 * parameters can then be timed on a plain connection, side by side with the endpoint. Only the
 * bench patches the pool, and only for the call it captures.
 */
export async function captureQueries(during: () => Promise<unknown>): Promise<CapturedQuery[]> {
  const captured: CapturedQuery[] = [];
  const original = pg.Pool.prototype.query;
  pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string')
      captured.push({ text: first, values: (second as unknown[]) ?? [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      const config = first as { text: string; values?: unknown[] };
      captured.push({ text: config.text, values: config.values ?? (second as unknown[]) ?? [] });
    }
    return (original as (...rest: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await during();
  } finally {
    pg.Pool.prototype.query = original;
  }
  return captured;
}

export type Timing = { p50: number; p95: number };

/** Runs the queries one after another on one plain connection, `rounds` times (2 warm-ups). */
export async function timeSql(
  url: string,
  queries: CapturedQuery[],
  rounds: number,
): Promise<Timing> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const timings: number[] = [];
    for (let round = -2; round < rounds; round += 1) {
      const started = performance.now();
      for (const query of queries) await client.query(query.text, query.values);
      if (round >= 0) timings.push(performance.now() - started);
    }
    return { p50: percentile(timings, 50), p95: percentile(timings, 95) };
  } finally {
    await client.end();
  }
}

/** `clients` loops, each on its own connection, running the queries for `seconds`. */
export async function loadSql(
  url: string,
  queries: CapturedQuery[],
  clients: number,
  seconds: number,
): Promise<Timing & { count: number }> {
  const timings: number[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        while (performance.now() < until) {
          const started = performance.now();
          // The endpoint runs its queries side by side on a pool; one connection runs them in turn.
          for (const query of queries) await client.query(query.text, query.values);
          timings.push(performance.now() - started);
        }
      } finally {
        await client.end();
      }
    }),
  );
  return { p50: percentile(timings, 50), p95: percentile(timings, 95), count: timings.length };
}

export const ms = (timing: Timing): string =>
  `${timing.p50.toFixed(2)} ms / ${timing.p95.toFixed(2)} ms`;
