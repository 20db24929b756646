import { idParamsSchema, jobAnswerSchema } from '@platfox/domain';
import { access, actorOf } from '../access';
import { errorResponses } from '../errors';
import type { App, Services } from '../types';
import { readJob } from './service';

/** A background job's status, progress and outcome: its owner's, or any for admins and root. */
export function jobRoutes(app: App, { jobs }: Services): void {
  app.get('/api/jobs/:id', {
    config: { access: access.anyUser },
    schema: {
      tags: ['jobs'],
      summary: "A background job's status, progress, result and error",
      params: idParamsSchema,
      response: { 200: jobAnswerSchema, ...errorResponses },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await readJob(jobs, actorOf(request), request.params.id),
    }),
  });
}
