import { platformEndpoints as endpoints } from '@platfox/domain';
import { HttpError } from '../../platform/errors';
import { serve } from '../../platform/serve';

import type { App } from '../../platform/types';
import type { Services } from '../../services';

/**
 * How long one database round trip answers for. Probes from load balancers and monitors arrive
 * far less often than this; a flood of them (or a burst from many balancers) then costs one
 * database query a second instead of one each, and the embedded database, which runs on the
 * event loop's thread, is not made the bottleneck of the readiness check itself. A failed round
 * trip is not kept: the next probe asks again.
 */
export const HEALTH_DATABASE_CHECK_MS = 1000;

type DatabaseCheck = { roundTripMs: number; checkedAt: number };

/**
 * Liveness and readiness, as load balancers and Kubernetes probe them (issue 29): /api/health
 * says the process is up and never touches the database, so an outage of PostgreSQL does not get
 * every process restarted; /api/ready says whether this process can serve now (database,
 * migrations, job workers) and answers 503 naming what is missing, so a balancer sends traffic
 * elsewhere until it can.
 */
export function healthRoutes(app: App, { database, config, jobs, live }: Services): void {
  const startedAt = Date.now();
  let last: DatabaseCheck | undefined;
  let inFlight: Promise<DatabaseCheck> | undefined;
  const check = (): Promise<DatabaseCheck> => {
    if (last && Date.now() - last.checkedAt < HEALTH_DATABASE_CHECK_MS)
      return Promise.resolve(last);
    inFlight ??= database
      .ping()
      .then((roundTripMs) => (last = { roundTripMs, checkedAt: Date.now() }))
      .finally(() => (inFlight = undefined));
    return inFlight;
  };

  serve(
    app,
    endpoints.getHealth,
    async () => ({
      status: 'ok' as const,
      version: config.appVersion,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    }),
    { logLevel: 'warn' },
  );

  serve(
    app,
    endpoints.getReady,
    async () => {
      const missing: Record<string, string> = {};
      const measured = await check().catch(() => {
        missing.database = 'The database does not answer';
        return undefined;
      });
      if (!database.isMigrated()) missing.migrations = 'The migrations have not run yet';
      const workers = jobs.workerState();
      if (workers === 'stopped') missing.jobWorkers = 'The job workers are not running';
      if (!measured || workers === 'stopped' || Object.keys(missing).length > 0) {
        throw new HttpError(503, `Not ready: ${Object.values(missing).join('; ')}`, missing);
      }
      const redis = live.isRedisConnected();
      return {
        status: 'ready' as const,
        version: config.appVersion,
        database: {
          driver: database.driver,
          roundTripMs: measured.roundTripMs,
          checkedAt: new Date(measured.checkedAt).toISOString(),
        },
        migrations: 'done' as const,
        jobWorkers: workers,
        redis:
          redis === null
            ? ('not used' as const)
            : redis
              ? ('connected' as const)
              : ('disconnected' as const),
      };
    },
    { logLevel: 'warn' },
  );
}
