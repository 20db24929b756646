import { platformEndpoints as endpoints } from '@platfox/domain';
import { serve } from '../../platform/serve';

import type { App } from '../../platform/types';
import type { Services } from '../../services';

/**
 * How long one database round trip answers for. Probes from load balancers and monitors arrive
 * far less often than this; a flood of them (or a burst from many balancers) then costs one
 * database query a second instead of one each, and the embedded database, which runs on the
 * event loop's thread, is not made the bottleneck of the health check itself.
 */
export const HEALTH_DATABASE_CHECK_MS = 1000;

type DatabaseCheck = { roundTripMs: number; checkedAt: number };

export function healthRoutes(app: App, { database, config }: Services): void {
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
    async () => {
      const { roundTripMs, checkedAt } = await check();
      return {
        status: 'ok' as const,
        version: config.appVersion,
        database: {
          driver: database.driver,
          roundTripMs,
          checkedAt: new Date(checkedAt).toISOString(),
        },
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      };
    },
    { logLevel: 'warn' },
  );
}
