import path from 'node:path';
import v8 from 'node:v8';
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase, type Db } from './platform/db';
import { claimLocalFiles } from './platform/files/shared';
import { createMailer } from './platform/mail';
import { findWebDist } from './platform/web';
import { seedDemoBusiness } from './demo';
import type { App } from './platform/types';
import { describeSeed, seedDemoData } from './seed';

/**
 * How much of a WebAssembly function runs before V8 recompiles it with its optimising compiler
 * (V8's default is 1,800,000). PGlite is a WebAssembly PostgreSQL, and at the default a start
 * optimised hundreds of functions it ran a few times (the migrations check, the seed, the first
 * queries): 0.5-0.7 s of CPU of a 2 s start. At this budget only functions that keep running are
 * optimised; a query loop's CPU per round was the same after its first seconds (issue 16).
 */
const WASM_TIERING_BUDGET = 100_000_000;

/**
 * The longest a shutdown may take (SIGTERM to exit): requests in flight finish, job workers hand
 * their jobs back (5 s), pg-boss stops (10 s). Below Kubernetes' default grace period of 30 s.
 */
const SHUTDOWN_LIMIT_MS = 25_000;

/** The demo business in the background of a fresh start, said on the console when it is ready. */
async function addDemoBusiness(app: App, floor: { staffId: string }, db: Db): Promise<void> {
  const started = performance.now();
  console.log('Demo business: adding orders, a store, issues and money in the background...');
  try {
    await seedDemoBusiness(app, floor, db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Demo business ready (${seconds} s).`);
  } catch (err) {
    app.log.error({ err }, 'the demo business could not be added');
  }
}

/** Reads config, opens and migrates the database, seeds demo data when empty, listens. */
async function main(): Promise<void> {
  const config = readConfig();
  if (!config.databaseUrl) v8.setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);
  const database = await openDatabase(
    config.databaseUrl
      ? { driver: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
      : {
          driver: 'pglite',
          dataDir: path.join(config.dataDir, 'pglite'),
          // Left beside the bundle by build.mjs; absent when running from source.
          template: path.join(import.meta.dirname, 'pglite-template'),
          sharedBuffers: config.embeddedSharedBuffers,
        },
  );
  await database.migrate();
  // Refused here, before listening, when another process on this PostgreSQL keeps its own files.
  const filesClaim = await claimLocalFiles(config);
  const seeded = config.isProduction ? undefined : await seedDemoData(database.db);
  const mailer = createMailer(config);
  const app = await buildApp({ config, database, webRoot: findWebDist(), mailer });
  await app.listen({ port: config.port, host: config.host });

  const where = `http://localhost:${config.port}`;
  const store = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  console.log(`\nPlatfox is running at ${where} (database: ${store})`);
  console.log(`API reference: ${where}/api/docs`);
  console.log(
    config.smtpUrl
      ? 'Mail: sent through SMTP_URL'
      : `Mail: written to ${path.join(config.dataDir, 'outbox')} (set SMTP_URL to send it)`,
  );
  if (seeded) console.log(describeSeed(seeded));
  else if (!config.isProduction)
    console.log(
      'Demo accounts: password Demo@12345 for root@, admin@, seller@, printer@, warehouse@demo.test',
    );
  // After listening, not before: the demo business goes through the app's own endpoints and took
  // most of a fresh start (issue 31 item 14: start-up under 3 s). The sign-in page answers at once;
  // the business fills in over the next seconds, and the console says when it is there.
  if (seeded && config.seedsDemoBusiness) void addDemoBusiness(app, seeded, database.db);

  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    app.log.info({ signal }, 'shutting down');
    // A request or a job that will not end must not keep the process from stopping: the
    // orchestrator would kill it anyway, without closing the database cleanly.
    const deadline = setTimeout(() => {
      app.log.error(`shutdown took over ${SHUTDOWN_LIMIT_MS / 1000} s; exiting`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    deadline.unref();
    try {
      await app.close();
      await filesClaim.release();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
