import { percentile } from '../lib/server';

export type LoadResult = { p50: number; p95: number; count: number; perSecond: number };

/**
 * `clients` callers each run `call` again as soon as the last one answered, for `seconds`
 * (a closed loop, as a person or a pgbench client does); latencies of every call are kept.
 */
export async function closedLoop(
  call: () => Promise<unknown>,
  clients: number,
  seconds: number,
): Promise<LoadResult> {
  const timings: number[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const at = performance.now();
        await call();
        timings.push(performance.now() - at);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    p50: percentile(timings, 50),
    p95: percentile(timings, 95),
    count: timings.length,
    perSecond: timings.length / elapsed,
  };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
