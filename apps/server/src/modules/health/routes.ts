import { healthAnswerSchema } from '@platfox/domain';
import { access } from '../../platform/access';
import { pingDatabase } from '../../platform/db';
import type { App, Services } from '../../platform/types';

export function healthRoutes(app: App, { database, config }: Services): void {
  const startedAt = Date.now();
  app.get('/api/health', {
    config: { access: access.public },
    // Load balancers poll this; logging each poll would drown the real requests.
    logLevel: 'warn',
    schema: {
      tags: ['platform'],
      summary: 'Liveness with the database round trip',
      response: { 200: healthAnswerSchema },
    },
    handler: async () => ({
      status: 'ok' as const,
      version: config.appVersion,
      database: { driver: database.driver, roundTripMs: await pingDatabase(database.db) },
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    }),
  });
}
