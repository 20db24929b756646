import type { PgBoss } from 'pg-boss';
import type { Config } from '../../config';
import type { Database } from '../db';
import type { App } from '../types';
import { createBoss } from './boss';

/** What a module does with pg-boss once it runs: create its queues, start its workers. */
export type BossStarter = (boss: PgBoss) => Promise<void>;

export type BossRuntime = {
  /** Runs `start` once pg-boss has started (at the app's ready), in the order given. */
  onStart: (start: BossStarter) => void;
  /** pg-boss while the app runs; null before ready, after close, or with scheduled work off. */
  current: () => PgBoss | null;
};

const runtimes = new WeakMap<App, BossRuntime>();

/**
 * The app's one pg-boss (issue 17's scheduled and retried work), shared by every module that asks
 * for it: made on the first call, started at the app's ready after the modules registered their
 * starters, stopped when the app closes (before main.ts and the tests close the database). On
 * PGlite and PostgreSQL alike (createBoss). With `runsScheduledWork` off (test apps by default)
 * it never starts and `current()` stays null.
 */
export function useBoss(app: App, { database, config }: { database: Database; config: Config }) {
  const known = runtimes.get(app);
  if (known) return known;
  const starters: BossStarter[] = [];
  let boss: PgBoss | null = null;
  const runtime: BossRuntime = {
    onStart: (start) => void starters.push(start),
    current: () => boss,
  };
  runtimes.set(app, runtime);
  if (!config.runsScheduledWork) return runtime;
  app.addHook('onReady', async () => {
    const started = createBoss(database);
    started.on('error', (error) => app.log.error({ err: error }, 'pg-boss'));
    await started.start();
    for (const start of starters) await start(started);
    boss = started;
  });
  app.addHook('onClose', async () => {
    const running = boss;
    boss = null;
    await running?.stop({ graceful: true, timeout: 10_000 });
  });
  return runtime;
}
