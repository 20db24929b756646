import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AccountType, Session } from '@platfox/domain';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../app';
import { readConfig, type Config } from '../config';
import { openDatabase, type Database } from '../platform/db';
import { MemoryMailer } from '../platform/mail';
import type { App } from '../platform/types';
import { DEMO_PASSWORD, seedDemoData } from '../seed';
import { createPostgresDatabase, databaseUrl, dropPostgresDatabase } from './postgres-databases';

/**
 * A fresh database for one test file: PGlite on a folder of its own by default, or, when
 * DATABASE_URL is set, a new PostgreSQL database created beside it; either is removed afterwards.
 * Either starts as a copy of the run's migrated template (test/global-setup.ts), with the demo
 * seed when `seeded`, when this file runs under vitest.
 */
export async function createTestDatabase({ seeded = false } = {}): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const template = inject(seeded ? 'pgliteSeededTemplate' : 'pgliteTemplate') ?? undefined;
    // On a copy of the template folder: cheaper than unpacking a tarball into memory (global-setup).
    const folder = template ? mkdtempSync(path.join(tmpdir(), 'platfox-test-db-')) : undefined;
    const dataDir = folder && path.join(folder, 'data');
    const database = await openDatabase({ driver: 'pglite', dataDir, template });
    await database.migrate();
    return {
      ...database,
      close: async () => {
        await database.close();
        if (folder) rmSync(folder, { recursive: true, force: true });
      },
    };
  }
  const template = inject(seeded ? 'postgresSeededTemplate' : 'postgresTemplate') ?? undefined;
  // Named after the run: its end drops them all at once (global-setup.ts), not each file at its
  // own end, where a drop waited seconds for a checkpoint of the whole server.
  const run = inject('postgresRun') ?? undefined;
  const name = await createPostgresDatabase(url, template, run);
  const target = databaseUrl(url, name);
  const database = await openDatabase({ driver: 'postgres', url: target, poolSize: 5 });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      if (!run) await dropPostgresDatabase(url, name);
    },
  };
}

export type TestContext = {
  app: App;
  database: Database;
  config: Config;
  /** Every mail the app sent, in memory. */
  mailer: MemoryMailer;
  close: () => Promise<void>;
};

/** The whole app on a fresh, seeded database, built the way main.ts builds it. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  /** Parts of the app a test gives itself (an in-memory shop platform). */
  given: Pick<BuildOptions, 'storePlatforms'> = {},
): Promise<TestContext> {
  const database = await createTestDatabase({ seeded: true });
  // Nothing to do on the seeded template; seeds when the file runs outside vitest.
  await seedDemoData(database.db);
  const config = {
    ...readConfig({ NODE_ENV: 'test', REDIS_URL: '', PUBLIC_URL: 'http://platfox.test' }),
    // Each connected store's scheduled pull fires at the quarter hours (STORE_PULL_CRON): in the
    // middle of a test it pulled that test's store behind its back (the Etsy queue's entry taken
    // twice). A test pulls when it means to; once a year is never here.
    storePullCron: '0 0 1 1 *',
    ...overrides,
  };
  const mailer = new MemoryMailer();
  const app = await buildApp({ config, database, logger: false, mailer, ...given });
  await app.ready();
  return {
    app,
    database,
    config,
    mailer,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export async function signIn(app: App, email: string, rememberMe = false): Promise<Session> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/authenticate',
    payload: { email, password: DEMO_PASSWORD, rememberMe },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
  return response.json<Session>();
}

export const bearer = (session: Session) => ({
  authorization: `Bearer ${session.accessToken.token}`,
});

/** Signs in with any password; throws unless the answer is a session. */
export async function signInWith(app: App, email: string, password: string): Promise<Session> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/authenticate',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
  return response.json<Session>();
}

/** A password that meets the password rule, for fixtures. */
export const TEST_PASSWORD = 'Fixture@12345';

let fixtureCount = 0;

/**
 * A new user made the way root makes one (POST /api/accounts/create), verified unless told
 * otherwise; answers the user as created and the password.
 */
export async function createUser(
  ctx: TestContext,
  fields: { type: AccountType } & Record<string, unknown>,
): Promise<{ id: string; email: string; type: AccountType; password: string }> {
  const root = await signIn(ctx.app, 'root@demo.test');
  fixtureCount += 1;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/accounts/create',
    headers: bearer(root),
    payload: {
      email: `${fields.type.toLowerCase()}${fixtureCount}-${randomBytes(3).toString('hex')}@fixture.test`,
      firstName: 'Fixture',
      lastName: `${fields.type} ${fixtureCount}`,
      password: TEST_PASSWORD,
      ...fields,
    },
  });
  if (response.statusCode !== 200) throw new Error(`creating a user failed: ${response.body}`);
  const { id, email, type } = response.json().data;
  return { id, email, type, password: TEST_PASSWORD };
}
