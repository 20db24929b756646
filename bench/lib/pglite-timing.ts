import { AsyncLocalStorage } from 'node:async_hooks';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { PgliteThread, ThreadTiming } from '../../apps/server/src/platform/db/pglite-thread';
import { percentile } from './server';

/** The private turn of PGlite's one connection that query, exec and transaction each take. */
type ExclusiveClient = PGlite & {
  _runExclusiveTransaction: <T>(work: () => Promise<T>) => Promise<T>;
};

/**
 * Where an embedded database's statements spend their time (issue 37 item 5), measured from the
 * outside of the app's client: for each statement whose text `isTimed` picks, the wait from its
 * call until PGlite runs it (behind other statements, whole transactions, and the app's own queue
 * in front of PGlite) and its run; for every turn of the connection, how long it was held; and
 * the event loop's delay meanwhile (while PGlite ran in this thread, a long statement held every
 * request's parsing too; in its own thread, platform/db/pglite-thread.ts, the thread's record of its
 * turns is read instead). Wrapped on the client after the app built it, and on `callers` (the
 * other objects the app queries through, e.g. platform/db's `ahead`), so it sees what the app's
 * callers see. The statements are told apart with an AsyncLocalStorage, whose promise hooks cost
 * the process some time of their own: these figures come from a run of their own.
 */
export function timePglite(
  client: PGlite,
  isTimed: (text: string) => boolean,
  callers: Pick<PGlite, 'query'>[] = [],
) {
  const exclusive = client as ExclusiveClient;
  const asked = new AsyncLocalStorage<{ at: number; what: string; isTimed: boolean }>();
  const waits: number[] = [];
  const runs: number[] = [];
  const holds = new Map<string, number[]>();
  let isOn = false;

  const wrap = (caller: object, name: 'query' | 'exec' | 'transaction') => {
    const target = caller as Record<string, (...args: unknown[]) => unknown>;
    const original = target[name]!.bind(caller);
    target[name] = (...args: unknown[]) => {
      if (!isOn) return original(...args);
      const text = typeof args[0] === 'string' ? args[0] : '';
      const what = `${name} from ${callerOf(new Error().stack ?? '')}`;
      return asked.run({ at: performance.now(), what, isTimed: isTimed(text) }, () =>
        original(...args),
      );
    };
  };
  // In the database's own thread (platform/db/pglite-thread.ts) PGlite's turns are not reachable
  // from here: a turn is then a call's round trip (its wait for the thread's connection and its
  // run), and a transaction's from its begin to its end.
  const isThread = typeof exclusive._runExclusiveTransaction !== 'function';
  const threadCalls: (readonly [object, 'query' | 'exec' | 'transaction'])[] = [
    ...(['query', 'exec', 'transaction'] as const).map((name) => [client, name] as const),
    ...callers.map((caller) => [caller, 'query'] as const),
  ];
  if (isThread) {
    for (const [on, name] of threadCalls) {
      const target = on as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
      const timed = target[name]!.bind(on);
      target[name] = async (...args: unknown[]) => {
        const ask = asked.getStore();
        const started = performance.now();
        try {
          return await timed(...args);
        } finally {
          const ended = performance.now();
          if (isOn && ask) {
            holds.set(ask.what, [...(holds.get(ask.what) ?? []), ended - started]);
            if (ask.isTimed) {
              waits.push(started - ask.at);
              runs.push(ended - started);
            }
          }
        }
      };
    }
  }
  for (const name of ['query', 'exec', 'transaction'] as const) wrap(client, name);
  for (const caller of callers) wrap(caller, 'query');

  // Each statement inside a transaction, by its text's start: what a transaction's turn holds.
  const statements = new Map<string, number[]>();
  const inside = client.transaction;
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    inside((tx) => {
      const query = tx.query.bind(tx) as (...args: unknown[]) => Promise<unknown>;
      tx.query = (async (text: string, ...rest: unknown[]) => {
        const started = performance.now();
        try {
          return await query(text, ...rest);
        } finally {
          if (isOn) {
            const key = text.replace(/\s+/g, ' ').slice(0, 70);
            statements.set(key, [...(statements.get(key) ?? []), performance.now() - started]);
          }
        }
      }) as Transaction['query'];
      return callback(tx);
    })) as PGlite['transaction'];

  const turn = exclusive._runExclusiveTransaction?.bind(client);
  if (!isThread)
    exclusive._runExclusiveTransaction = (work) => {
      const ask = asked.getStore();
      return turn(async () => {
        const started = performance.now();
        try {
          return await work();
        } finally {
          const ended = performance.now();
          if (isOn) {
            const what = ask?.what ?? 'unknown';
            holds.set(what, [...(holds.get(what) ?? []), ended - started]);
          }
          if (isOn && ask?.isTimed) {
            waits.push(started - ask.at);
            runs.push(ended - started);
          }
        }
      });
    };

  const loop = monitorEventLoopDelay({ resolution: 5 });
  const loopFigure = (label: string) => ({
    [`${label}: event loop delay p50 / p99 / max`]: `${ms(loop.percentile(50)).toFixed(1)} / ${ms(loop.percentile(99)).toFixed(1)} / ${ms(loop.max).toFixed(1)} ms`,
  });
  const thread = client as unknown as PgliteThread;
  let inThread: Promise<ThreadTiming> | undefined;
  // Deep enough to reach the app's frame below Drizzle's and PGlite's.
  const stackTraceLimit = Error.stackTraceLimit;
  const ms = (ns: number) => ns / 1e6;
  const pair = (values: number[]) =>
    `${percentile(values, 50).toFixed(1)} / ${percentile(values, 95).toFixed(1)} ms`;
  return {
    start: () => {
      if (isThread) void thread.startTiming();
      isOn = true;
      Error.stackTraceLimit = 40;
      loop.enable();
    },
    stop: () => {
      if (isThread) inThread = thread.stopTiming();
      isOn = false;
      Error.stackTraceLimit = stackTraceLimit;
      loop.disable();
      asked.disable();
    },
    /** The figures between start() and stop(), each "p50 / p95" unless named otherwise. */
    figures: async (label: string) => {
      if (inThread) return { ...threadFigures(label, await inThread), ...loopFigure(label) };
      const all = [...holds.values()].flat();
      // The callers that held the connection longest in all, with their count, p95 and longest.
      const top = heaviest(holds, 6);
      return {
        [`${label}: the insert waited for the connection p50 / p95`]: isThread
          ? 'in its run (thread)'
          : pair(waits),
        [isThread
          ? `${label}: the insert's round trip to the database's thread (wait and run) p50 / p95`
          : `${label}: the insert ran p50 / p95`]: pair(runs),
        [`${label}: turns of the connection held p50 / p95 / max (${all.length} turns)`]: `${pair(all)} / ${Math.max(0, ...all).toFixed(1)} ms`,
        ...loopFigure(label),
        ...Object.fromEntries(
          heaviest(statements, 12).map(({ what, times }) => [
            `${label}: in transactions: ${what}`,
            timesLine(times),
          ]),
        ),
        ...Object.fromEntries(
          top.map(({ what, times }) => [`${label}: held by ${what}`, timesLine(times)]),
        ),
      };
    },
  };
}

/** The `count` keys whose times add up to the most, heaviest first. */
function heaviest(byKey: Map<string, number[]>, count: number) {
  return [...byKey.entries()]
    .map(([what, times]) => ({ what, times, sum: times.reduce((a, b) => a + b, 0) }))
    .sort((a, b) => b.sum - a.sum)
    .slice(0, count);
}

/** A key's times in a line: how many, in all, p95 and longest. */
function timesLine(times: number[]): string {
  const sum = times.reduce((a, b) => a + b, 0);
  return `${times.length}x, ${sum.toFixed(0)} ms in all, p95 ${percentile(times, 95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`;
}

/** The first frame of a stack in the app or pg-boss, below the database layers: who asked. */
function callerOf(stack: string): string {
  const frames = stack.split('\n').slice(1);
  const frame =
    frames.find(
      (line) =>
        (line.includes('/apps/server/src/') && !line.includes('/platform/db/')) ||
        line.includes('/pg-boss/dist/'),
    ) ?? '';
  const place = /([\w.-]+\.[jt]s):(\d+)/.exec(frame);
  return place ? `${place[1]}:${place[2]}` : 'elsewhere';
}

/**
 * The database thread's own record: how long the statements sent ahead (the acknowledgement's)
 * waited for their turn, and how long each kind of turn held the connection.
 */
function threadFigures(label: string, { turns, urgentWaits }: ThreadTiming) {
  const three = (values: number[]) =>
    `${[50, 95, 99].map((p) => percentile(values, p).toFixed(1)).join(' / ')} ms`;
  const byWhat = new Map<string, number[]>();
  for (const [what, ms] of turns) byWhat.set(what, [...(byWhat.get(what) ?? []), ms]);
  const all = turns.map(([, ms]) => ms);
  return {
    [`${label}: in the database's thread, the acknowledgement's statements waited for their turn p50 / p95 / p99 (${urgentWaits.length})`]:
      three(urgentWaits),
    [`${label}: in the database's thread, turns held p50 / p95 / p99 (${all.length} turns, ${all.reduce((a, b) => a + b, 0).toFixed(0)} ms in all)`]:
      three(all),
    ...Object.fromEntries(
      heaviest(byWhat, 10).map(({ what, times }) => [`${label}: turn ${what}`, timesLine(times)]),
    ),
  };
}
