import { platformEndpoints as endpoints } from '@platfox/domain';
import { serve } from '../serve';

import { actorOf } from '../access';

import type { App, PlatformServices } from '../types';
import { readJob } from './service';

/** A background job's status, progress and outcome: its owner's, or any for admins and root. */
export function jobRoutes(app: App, { jobs }: PlatformServices): void {
  serve(app, endpoints.getJobsOne, async (request) => ({
    status: 200 as const,
    data: await readJob(jobs, actorOf(request), request.params.id),
  }));
}
