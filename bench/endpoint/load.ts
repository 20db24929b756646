import { readFileSync } from 'node:fs';
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

/** CPU milliseconds a process has spent so far in its own code (user) and in the kernel (system). */
export type ProcessCpu = { user: number; system: number };

/**
 * CPU a process has used so far, from /proc (Linux; utime and stime are fields 14 and 15 of stat,
 * in clock ticks of 10 ms). CPU per request holds on a busy machine where latencies do not: it is
 * what the request costs, not how long it waited for a core.
 */
export function processCpu(pid: number | undefined): ProcessCpu {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
  } catch {
    return { user: Number.NaN, system: Number.NaN };
  }
}

/**
 * The CPU a process spends per second with nothing asked of it (its timers, the job queue's
 * polling), over `seconds`: part of every CPU-per-request figure, however cheap the request.
 */
export async function idleCpuPerSecond(pid: number | undefined, seconds: number): Promise<number> {
  const before = processCpu(pid);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const after = processCpu(pid);
  return (after.user + after.system - before.user - before.system) / seconds;
}

/**
 * CPU per request between two readings: the sum, how much of it the kernel spent, and, given the
 * idle process's rate and the run's length, the sum less what the process spends idle.
 */
export function cpuPerRequest(
  before: ProcessCpu,
  after: ProcessCpu,
  requests: number,
  idle?: { msPerSecond: number; seconds: number },
): string {
  const user = (after.user - before.user) / requests;
  const system = (after.system - before.system) / requests;
  const lessIdle = idle
    ? `; ${ms(user + system - (idle.msPerSecond * idle.seconds) / requests)} less the idle server's`
    : '';
  return `${ms(user + system)} (user ${user.toFixed(1)}, system ${system.toFixed(1)})${lessIdle}`;
}
