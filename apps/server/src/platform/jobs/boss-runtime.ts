import type { PgBoss } from 'pg-boss';
import type { Config } from '../../config';
import type { Database } from '../db';
import type { App } from '../types';
import { createBoss } from './boss';

/** What a module does with pg-boss once it runs: create its queues, start its workers. */
export type BossStarter = (boss: PgBoss) => Promise<void>;

export type BossRuntime = {
  /**
   * Runs `start` once pg-boss has started, in the order registered; at once when it has already
   * started (a module registered late).
   */
  onStart: (start: BossStarter) => void;
  /**
   * The started pg-boss with every module's queues and workers: starts it on the first call (the
   * stores start it when a store needs it, even with scheduled work off).
   */
  started: () => Promise<PgBoss>;
  /** pg-boss while the app runs; null before it started, after close. */
  current: () => PgBoss | null;
};

const runtimes = new WeakMap<App, BossRuntime>();

/**
 * The app's one pg-boss (issue 17's scheduled and retried work: store pulls and imports, tracking
 * pushes, the sellers' webhooks), shared by every module that asks for it. On PGlite and
 * PostgreSQL alike (createBoss). Started at the app's ready when `runsScheduledWork` is on (the
 * default outside tests), otherwise by the first `started()`; stopped when the app closes, before
 * main.ts and the tests close the database. A start that fails is tried again by the next call.
 *
 * The start at ready runs in the background: the server listens and answers meanwhile. It is 1
 * to 3 s of queries on the embedded database (version check, maintenance, each queue and
 * schedule), which was most of a start-up when the listen waited for it (issue 16). Whoever needs
 * pg-boss awaits `started()`, which shares the start under way.
 */
export function useBoss(app: App, { database, config }: { database: Database; config: Config }) {
  const known = runtimes.get(app);
  if (known) return known;
  const starters: BossStarter[] = [];
  let boss: PgBoss | null = null;
  let starting: Promise<PgBoss> | undefined;
  let isClosed = false;

  const start = async (): Promise<PgBoss> => {
    const made = createBoss(database, { supervise: true, schedule: true });
    made.on('error', (error) => app.log.error({ err: error }, 'pg-boss'));
    await made.start();
    try {
      for (const starter of starters) await starter(made);
    } catch (error) {
      await made.stop({ graceful: false }).catch(() => undefined);
      throw error;
    }
    boss = made;
    return made;
  };
  const runtime: BossRuntime = {
    onStart: (starter) => {
      starters.push(starter);
      if (boss)
        void starter(boss).catch((error: unknown) =>
          app.log.error({ err: error }, 'pg-boss: a late start failed'),
        );
    },
    started: () => {
      if (isClosed) return Promise.reject(new Error('The app is closing: pg-boss is stopped'));
      starting ??= start().catch((error: unknown) => {
        starting = undefined;
        throw error;
      });
      return starting;
    },
    current: () => boss,
  };
  runtimes.set(app, runtime);
  if (config.runsScheduledWork) {
    app.addHook('onReady', async () => {
      runtime
        .started()
        .catch((error: unknown) => app.log.error({ err: error }, 'pg-boss: the start failed'));
    });
  }
  app.addHook('onClose', async () => {
    isClosed = true;
    const running = await starting?.catch(() => undefined);
    boss = null;
    await running?.stop({ graceful: true, timeout: 10_000 });
  });
  return runtime;
}

/**
 * A runtime over a pg-boss started by its caller, outside an app (benches, scripts): starters run
 * at once, in turn; `ready` resolves once those given so far are done.
 */
export function startedBoss(boss: PgBoss): BossRuntime & { ready: () => Promise<void> } {
  let chain: Promise<void> = Promise.resolve();
  return {
    onStart: (start) => {
      chain = chain.then(() => start(boss));
    },
    started: () => chain.then(() => boss),
    current: () => boss,
    ready: () => chain,
  };
}
